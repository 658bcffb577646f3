import type { DailyRequest } from '@rotawise/api-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const dailyRequestsKey = (staffId: number, year: number, month: number) =>
  ['daily-requests', staffId, year, month] as const;

/** GET /api/daily-requests?staffId=&year=&month=: the person's day choices of a month, in date order. */
export async function getDailyRequests(
  staffId: number,
  year: number,
  month: number,
): Promise<DailyRequest[]> {
  return api.get<DailyRequest[]>('/api/daily-requests', { query: { staffId, year, month } });
}

export const getDailyRequestsQueryOptions = (staffId: number, year: number, month: number) =>
  queryOptions({
    queryKey: dailyRequestsKey(staffId, year, month),
    queryFn: () => getDailyRequests(staffId, year, month),
  });

export function useDailyRequests(staffId: number, year: number, month: number) {
  return useQuery(getDailyRequestsQueryOptions(staffId, year, month));
}
