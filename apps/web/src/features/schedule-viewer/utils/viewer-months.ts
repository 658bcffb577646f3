import { MONTH_NAMES } from '@rotawise/api-contract';
import { startMinutes, UNKNOWN_STAFF } from '@/components/schedule-calendar/calendar-model';
import type { CalendarEntry } from '@/components/schedule-calendar/types';

/** Spec: the month selector spans 6 months back to 6 ahead of the current one. */
export const MONTHS_BACK = 6;
export const MONTHS_AHEAD = 6;

export interface ViewerMonth {
  year: number;
  month: number;
  /** 'YYYY-MM', the select's value */
  value: string;
  label: string;
}

export function viewerMonths(now: Date): ViewerMonth[] {
  const base = now.getFullYear() * 12 + now.getMonth();
  return Array.from({ length: MONTHS_BACK + MONTHS_AHEAD + 1 }, (_, i) => {
    const index = base - MONTHS_BACK + i;
    const year = Math.floor(index / 12);
    const month = (index % 12) + 1;
    return {
      year,
      month,
      value: `${year}-${String(month).padStart(2, '0')}`,
      label: `${MONTH_NAMES[month - 1]} ${year}`,
    };
  });
}

/** Table order: by date, then shift start time with unknown times last, then name. */
export function tableRows(entries: readonly CalendarEntry[]): CalendarEntry[] {
  return [...entries].sort((a, b) => {
    if (a.date !== b.date) return a.date < b.date ? -1 : 1;
    const startA = startMinutes(a) ?? Number.POSITIVE_INFINITY;
    const startB = startMinutes(b) ?? Number.POSITIVE_INFINITY;
    if (startA !== startB) return startA < startB ? -1 : 1;
    return (a.staffName ?? UNKNOWN_STAFF).localeCompare(b.staffName ?? UNKNOWN_STAFF);
  });
}
