import type { ScheduleEntry } from '@rotawise/api-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CalendarEntry } from '@/components/schedule-calendar/types';
import { api } from '@/lib/api-client';
import { SCHEDULES_KEY } from '@/lib/schedule/get-month-schedule';
import { toCalendarEntry } from '@/lib/schedule/schedule-entry';

/** GET /api/schedules/staff/{staffId}?published=true: one person's published shifts; failure is empty. */
export async function getStaffSchedule(staffId: number): Promise<CalendarEntry[]> {
  try {
    const entries = await api.get<ScheduleEntry[]>(`/api/schedules/staff/${staffId}`, {
      query: { published: 'true' },
    });
    return entries.map((entry) => toCalendarEntry(entry));
  } catch {
    return [];
  }
}

export const getStaffScheduleQueryOptions = (staffId: number) =>
  queryOptions({
    queryKey: [...SCHEDULES_KEY, 'staff', staffId],
    queryFn: () => getStaffSchedule(staffId),
  });

export function useStaffSchedule(staffId: number) {
  return useQuery(getStaffScheduleQueryOptions(staffId));
}
