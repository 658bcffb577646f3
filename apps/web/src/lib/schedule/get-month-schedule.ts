import type { ScheduleEntry, ScheduleStats } from '@rotawise/api-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { CalendarEntry } from '@/components/schedule-calendar/types';
import { api } from '@/lib/api-client';
import { toCalendarEntry } from './schedule-entry';

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
): Promise<ScheduleEntry[]> {
  try {
    return await api.get<ScheduleEntry[]>(`/api/schedules/month/${year}/${month}`, {
      query: { published: publishedOnly ? 'true' : undefined },
    });
  } catch {
    return [];
  }
}

export const getMonthScheduleQueryOptions = (year: number, month: number, publishedOnly: boolean) =>
  queryOptions({
    queryKey: [...SCHEDULES_KEY, 'month', year, month, publishedOnly ? 'published' : 'all'],
    queryFn: () => getMonthSchedule(year, month, publishedOnly),
  });

/** GET /api/schedules/stats/{year}/{month}: used here for each person's role (the calendar's role filter). */
export async function getScheduleRoles(year: number, month: number): Promise<Map<number, string>> {
  try {
    const stats = await api.get<ScheduleStats>(`/api/schedules/stats/${year}/${month}`);
    return new Map(stats.employeeStats.map((row) => [row.staffId, row.role]));
  } catch {
    return new Map();
  }
}

export const getScheduleRolesQueryOptions = (year: number, month: number) =>
  queryOptions({
    queryKey: [...SCHEDULES_KEY, 'roles', year, month],
    queryFn: () => getScheduleRoles(year, month),
  });

/** The month's entries for the calendar, with roles joined once the statistics arrive. */
export function useMonthSchedule(year: number, month: number, publishedOnly: boolean) {
  const entries = useQuery(getMonthScheduleQueryOptions(year, month, publishedOnly));
  const roles = useQuery({
    ...getScheduleRolesQueryOptions(year, month),
    enabled: (entries.data?.length ?? 0) > 0,
  });
  const data = useMemo<CalendarEntry[] | undefined>(
    () => entries.data?.map((entry) => toCalendarEntry(entry, roles.data)),
    [entries.data, roles.data],
  );
  return { data, isPending: entries.isPending, refetch: entries.refetch };
}
