import type { CalendarEntry } from '@/components/schedule-calendar/types';

/**
 * A schedule entry as the schedule API answers it (spec, entities: id, date, shiftType, shiftName, staffId,
 * startTime, endTime, isConflict, conflictReason), with the staff member's name and role when the server
 * joins them. Fields beyond the spec's are optional so the page works with either shape.
 */
export interface ScheduleEntryResponse {
  id: number;
  date: string;
  shiftType: string;
  shiftName?: string | null;
  staffId: number | null;
  staffName?: string | null;
  staffRole?: string | null;
  startTime?: string | null;
  endTime?: string | null;
  isConflict?: boolean | null;
  conflictReason?: string | null;
  isPublished?: boolean | null;
  staff?: { name?: string | null; role?: string | null } | null;
}

export function toCalendarEntry(entry: ScheduleEntryResponse): CalendarEntry {
  return {
    id: entry.id,
    date: entry.date.slice(0, 10),
    shiftType: entry.shiftType,
    shiftName: entry.shiftName ?? null,
    staffId: entry.staffId,
    staffName: entry.staffName ?? entry.staff?.name ?? null,
    staffRole: entry.staffRole ?? entry.staff?.role ?? null,
    startTime: entry.startTime ?? null,
    endTime: entry.endTime ?? null,
    isConflict: Boolean(entry.isConflict),
    conflictReason: entry.conflictReason ?? null,
    isPublished: entry.isPublished ?? undefined,
  };
}
