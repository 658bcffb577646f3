import type { Tier1Rule } from '@rotawise/api-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/tier1-rules: the mandatory rules with what the engine enforces for each. */
export async function getTier1Rules(): Promise<Tier1Rule[]> {
  return api.get<Tier1Rule[]>('/api/tier1-rules');
}

export const getTier1RulesQueryOptions = () =>
  queryOptions({ queryKey: ['tier1-rules'], queryFn: getTier1Rules });

export function useTier1Rules() {
  return useQuery(getTier1RulesQueryOptions());
}
