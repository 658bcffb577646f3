import type { WeeklySchedule } from '@rotawise/api-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/weekly-schedule: SUN..SAT, each a list of {shiftType, count}. */
export async function getWeeklySchedule(): Promise<WeeklySchedule> {
  return api.get<WeeklySchedule>('/api/weekly-schedule');
}

export const getWeeklyScheduleQueryOptions = () =>
  queryOptions({ queryKey: ['weekly-schedule'], queryFn: getWeeklySchedule, staleTime: 60_000 });

export function useWeeklySchedule() {
  return useQuery(getWeeklyScheduleQueryOptions());
}
