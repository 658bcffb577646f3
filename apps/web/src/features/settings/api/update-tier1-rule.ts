import type { Tier1Rule, Tier1RuleInput } from '@rotawise/api-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateCapacity } from './get-template-capacity';
import { getTier1RulesQueryOptions } from './get-tier1-rules';

/** PUT /api/tier1-rules/{id}: the description is read again. */
export async function updateTier1Rule({ id, ...input }: Tier1RuleInput & { id: number }): Promise<Tier1Rule> {
  return api.put<Tier1Rule>(`/api/tier1-rules/${id}`, input);
}

export function useUpdateTier1Rule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTier1Rule,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: getTier1RulesQueryOptions().queryKey }),
        invalidateCapacity(queryClient),
      ]),
  });
}
