/**
 * What the calendar draws. It follows the spec's schedule entry (id, date, shiftType, shiftName, staffId,
 * startTime, endTime, isConflict, conflictReason) plus the staff member's name and role, which the caller
 * resolves; pages map the schedule API's entries onto it.
 */
export interface CalendarEntry {
  id: number | string;
  /** YYYY-MM-DD */
  date: string;
  shiftType: string;
  shiftName?: string | null;
  staffId: number | null;
  staffName?: string | null;
  staffRole?: string | null;
  /** HH:MM, or null when the shift's time is unknown. */
  startTime?: string | null;
  endTime?: string | null;
  isConflict?: boolean;
  conflictReason?: string | null;
  isPublished?: boolean;
}

/** An approved vacation, drawn as the red VCTN line on each day it covers. */
export interface CalendarVacation {
  id: number | string;
  staffName: string;
  /** yyyy-MM-dd, inclusive */
  startDate: string;
  endDate: string;
}

export interface CalendarFilter {
  shiftTypes: string[];
  roles: string[];
  staffIds: number[];
}

export const EMPTY_FILTER: CalendarFilter = { shiftTypes: [], roles: [], staffIds: [] };
