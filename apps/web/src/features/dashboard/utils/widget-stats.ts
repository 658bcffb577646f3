import { compareWithinDay } from '@/components/schedule-calendar/calendar-model';
import type { CalendarEntry } from '@/components/schedule-calendar/types';

/** Spec, section 9: how many items each widget shows. */
export const UPCOMING_SHIFTS_LIMIT = 5;
export const MONTHLY_TOP_TYPES = 5;
export const DEPARTMENT_TOP_TYPES = 10;
export const PENDING_REQUEST_MONTHS = 3;

const SPECIAL_TYPES = new Set(['DIRECTOR', 'ON_CALL']);

/** At most 5 shifts from today onward, by date (then the calendar's order within a day). */
export function upcomingShifts(entries: readonly CalendarEntry[], today: string): CalendarEntry[] {
  return entries
    .filter((entry) => entry.date >= today)
    .sort((a, b) => (a.date === b.date ? compareWithinDay(a, b) : a.date < b.date ? -1 : 1))
    .slice(0, UPCOMING_SHIFTS_LIMIT);
}

export interface TypeCount {
  shiftType: string;
  count: number;
}

function countByType(entries: readonly CalendarEntry[]): TypeCount[] {
  const counts = new Map<string, number>();
  for (const entry of entries) counts.set(entry.shiftType, (counts.get(entry.shiftType) ?? 0) + 1);
  return [...counts]
    .map(([shiftType, count]) => ({ shiftType, count }))
    .sort((a, b) => b.count - a.count || a.shiftType.localeCompare(b.shiftType));
}

export interface MonthlyStats {
  /** Shifts other than DIRECTOR and ON_CALL. */
  regular: number;
  /** DIRECTOR and ON_CALL, counted apart. */
  special: number;
  topTypes: TypeCount[];
}

/** A person's month: regular and special shifts counted apart, and the top 5 regular shift types. */
export function monthlyStats(entries: readonly CalendarEntry[], year: number, month: number): MonthlyStats {
  const prefix = `${year}-${String(month).padStart(2, '0')}-`;
  const inMonth = entries.filter((entry) => entry.date.startsWith(prefix));
  const regular = inMonth.filter((entry) => !SPECIAL_TYPES.has(entry.shiftType));
  return {
    regular: regular.length,
    special: inMonth.length - regular.length,
    topTypes: countByType(regular).slice(0, MONTHLY_TOP_TYPES),
  };
}

/** The department's month: the 10 most staffed shift types. */
export function departmentStats(entries: readonly CalendarEntry[]): TypeCount[] {
  return countByType(entries).slice(0, DEPARTMENT_TOP_TYPES);
}

export interface RequestMonth {
  year: number;
  month: number;
  status: string | null;
}

/** The current month and the next two, each with the person's monthly-request status (null when none). */
export function requestMonths(
  requests: readonly { year: number; month: number; status: string }[],
  now: Date,
): RequestMonth[] {
  return Array.from({ length: PENDING_REQUEST_MONTHS }, (_, offset) => {
    const index = now.getFullYear() * 12 + now.getMonth() + offset;
    const year = Math.floor(index / 12);
    const month = (index % 12) + 1;
    const request = requests.find((r) => r.year === year && r.month === month);
    return { year, month, status: request?.status ?? null };
  });
}

/** Today as YYYY-MM-DD in the browser's time zone. */
export function localToday(now = new Date()): string {
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}
