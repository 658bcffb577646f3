import type { MonthlyRequest } from '@rotawise/api-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const MONTHLY_REQUESTS_KEY = ['monthly-requests'] as const;

/** GET /api/monthly-requests?year=&month= (admin): everyone's monthly requests of a month, by name. */
export async function getMonthlyRequests(year: number, month: number): Promise<MonthlyRequest[]> {
  return api.get<MonthlyRequest[]>('/api/monthly-requests', { query: { year, month } });
}

export function useMonthlyRequests(year: number, month: number) {
  return useQuery(
    queryOptions({
      queryKey: [...MONTHLY_REQUESTS_KEY, 'month', year, month],
      queryFn: () => getMonthlyRequests(year, month),
    }),
  );
}
