import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateCapacity } from './get-template-capacity';
import { getTier1RulesQueryOptions } from './get-tier1-rules';

/** DELETE /api/tier1-rules/{id}: 204. */
export async function deleteTier1Rule(id: number): Promise<void> {
  await api.delete<void>(`/api/tier1-rules/${id}`);
}

export function useDeleteTier1Rule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTier1Rule,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: getTier1RulesQueryOptions().queryKey }),
        invalidateCapacity(queryClient),
      ]),
  });
}
