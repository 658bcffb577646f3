import type { ScheduleEntry } from '@rotawise/api-contract';
import type { CalendarEntry } from '@/components/schedule-calendar/types';

/** A schedule API entry as the calendar draws it. */
export function toCalendarEntry(entry: ScheduleEntry): CalendarEntry {
  return {
    id: entry.id,
    date: entry.date.slice(0, 10),
    shiftType: entry.shiftType,
    shiftName: entry.shiftName,
    staffId: entry.staffId,
    staffName: entry.staffName,
    staffRole: entry.staffRole,
    startTime: entry.startTime,
    endTime: entry.endTime,
    isConflict: entry.isConflict,
    conflictReason: entry.conflictReason,
  };
}
