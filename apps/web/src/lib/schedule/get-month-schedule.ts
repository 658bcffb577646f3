import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CalendarEntry } from '@/components/schedule-calendar/types';
import { api } from '@/lib/api-client';
import { type ScheduleEntryResponse, toCalendarEntry } from './schedule-entry';

/** The key every schedule query starts with; generation, delete and added entries invalidate them all. */
export const SCHEDULES_KEY = ['schedules'] as const;

/**
 * GET /api/schedules/month/{year}/{month}: non-admins ask for published entries only (the server enforces
 * it whatever they ask). The spec lets a failed load show an empty month.
 */
export async function getMonthSchedule(
  year: number,
  month: number,
  publishedOnly: boolean,
): Promise<CalendarEntry[]> {
  try {
    const entries = await api.get<ScheduleEntryResponse[]>(`/api/schedules/month/${year}/${month}`, {
      query: { published: publishedOnly ? 'true' : undefined },
    });
    return Array.isArray(entries) ? entries.map(toCalendarEntry) : [];
  } catch {
    return [];
  }
}

export const getMonthScheduleQueryOptions = (year: number, month: number, publishedOnly: boolean) =>
  queryOptions({
    queryKey: [...SCHEDULES_KEY, 'month', year, month, publishedOnly ? 'published' : 'all'],
    queryFn: () => getMonthSchedule(year, month, publishedOnly),
  });

export function useMonthSchedule(year: number, month: number, publishedOnly: boolean) {
  return useQuery(getMonthScheduleQueryOptions(year, month, publishedOnly));
}
