import type { Tier1Rule, Tier1RuleInput } from '@rotawise/api-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateCapacity } from './get-template-capacity';
import { getTier1RulesQueryOptions } from './get-tier1-rules';

/** POST /api/tier1-rules: the server reads the description into the form the engine enforces. */
export async function createTier1Rule(input: Tier1RuleInput): Promise<Tier1Rule> {
  return api.post<Tier1Rule>('/api/tier1-rules', input);
}

export function useCreateTier1Rule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTier1Rule,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: getTier1RulesQueryOptions().queryKey }),
        invalidateCapacity(queryClient),
      ]),
  });
}
