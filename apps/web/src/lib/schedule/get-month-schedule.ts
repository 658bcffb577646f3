import type { ScheduleEntry } from '@rotawise/api-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { CalendarEntry } from '@/components/schedule-calendar/types';
import { ApiError, api } from '@/lib/api-client';
import { toCalendarEntry } from './schedule-entry';

/** The key every schedule query starts with; generation, delete and added entries invalidate them all. */
export const SCHEDULES_KEY = ['schedules'] as const;

/**
 * GET /api/schedules/month/{year}/{month}. `publishedOnly` asks for published entries only; left out, the
 * server answers by the caller's rights (staff: published months only, admins: everything), so the request
 * need not wait for the user. The spec lets a failed load show an empty month; a signed-out 401 stays an
 * error, so the month is fetched again once someone signs in.
 */
export async function getMonthSchedule(
  year: number,
  month: number,
  publishedOnly?: boolean,
): Promise<ScheduleEntry[]> {
  try {
    return await api.get<ScheduleEntry[]>(`/api/schedules/month/${year}/${month}`, {
      query: { published: publishedOnly ? 'true' : undefined },
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) throw error;
    return [];
  }
}

export const getMonthScheduleQueryOptions = (year: number, month: number, publishedOnly?: boolean) =>
  queryOptions({
    queryKey: [
      ...SCHEDULES_KEY,
      'month',
      year,
      month,
      publishedOnly === undefined ? 'caller' : publishedOnly ? 'published' : 'all',
    ],
    queryFn: () => getMonthSchedule(year, month, publishedOnly),
  });

/** The month's entries for the calendar (each with the person's role, for the role filter). */
export function useMonthSchedule(year: number, month: number, publishedOnly?: boolean) {
  const entries = useQuery(getMonthScheduleQueryOptions(year, month, publishedOnly));
  const data = useMemo<CalendarEntry[] | undefined>(() => entries.data?.map(toCalendarEntry), [entries.data]);
  return { data, isPending: entries.isPending, refetch: entries.refetch };
}
