import { SHIFT_CATALOGUE } from '@rotawise/api-contract';
import type { CalendarEntry, CalendarFilter, CalendarVacation } from './types';

/** Spec, section 9: a collapsed day shows 3 shifts; names over 10 characters are shortened. */
export const COLLAPSED_SHIFTS_PER_DAY = 3;
export const SHORT_NAME_THRESHOLD = 10;
export const TOOLTIP_DELAY_MS = 700;
export const UNKNOWN_STAFF = 'Unknown';

const CATALOGUE = new Map(SHIFT_CATALOGUE.map((shift) => [shift.id, shift]));

/** Short chip labels for the two special shifts; every other type shows its catalogue display name. */
const SPECIAL_LABELS: Record<string, string> = { DIRECTOR: 'DIR', ON_CALL: 'OC' };

export function shortShiftLabel(shiftType: string, shiftName?: string | null): string {
  return SPECIAL_LABELS[shiftType] ?? CATALOGUE.get(shiftType)?.displayName ?? shiftName ?? shiftType;
}

/** The shift's display name for the tooltip ('10A EP', 'On Call'), falling back to the entry's own name. */
export function shiftDisplayName(shiftType: string, shiftName?: string | null): string {
  return CATALOGUE.get(shiftType)?.displayName ?? shiftName ?? shiftType;
}

/** Long names (over 10 characters) become first name plus last initial: 'Alexandra Thompson' → 'Alexandra T.'. */
export function shortStaffName(name: string | null | undefined): string {
  if (!name) return UNKNOWN_STAFF;
  const trimmed = name.trim();
  if (trimmed.length <= SHORT_NAME_THRESHOLD) return trimmed;
  const parts = trimmed.split(/\s+/);
  if (parts.length < 2) return trimmed;
  return `${parts[0]} ${parts[parts.length - 1]![0]!.toUpperCase()}.`;
}

/** Minutes after midnight of the entry's start: its own time, else the catalogue's; null when unknown. */
export function startMinutes(entry: Pick<CalendarEntry, 'shiftType' | 'startTime'>): number | null {
  const time = entry.startTime ?? CATALOGUE.get(entry.shiftType)?.startTime ?? null;
  const match = time ? /^(\d{1,2}):(\d{2})/.exec(time) : null;
  if (!match) return null;
  return Number(match[1]) * 60 + Number(match[2]);
}

/** 'HH:MM - HH:MM', or '' when either end is unknown (spec: an unknown shift time shows nothing). */
export function timeRange(entry: Pick<CalendarEntry, 'startTime' | 'endTime'>): string {
  if (!entry.startTime || !entry.endTime) return '';
  return `${entry.startTime.slice(0, 5)} - ${entry.endTime.slice(0, 5)}`;
}

export type ShiftBand =
  | 'director'
  | 'onCall'
  | 'morning'
  | 'midMorning'
  | 'afternoon'
  | 'evening'
  | 'unknown';

/** Colour band by start hour: morning 5-9, mid-morning 9-12, afternoon 12-17, evening and night 17 to 5. */
export function shiftBand(entry: Pick<CalendarEntry, 'shiftType' | 'startTime'>): ShiftBand {
  if (entry.shiftType === 'DIRECTOR') return 'director';
  if (entry.shiftType === 'ON_CALL') return 'onCall';
  const minutes = startMinutes(entry);
  if (minutes === null) return 'unknown';
  const hour = Math.floor(minutes / 60);
  if (hour >= 5 && hour < 9) return 'morning';
  if (hour >= 9 && hour < 12) return 'midMorning';
  if (hour >= 12 && hour < 17) return 'afternoon';
  return 'evening';
}

function rank(entry: CalendarEntry): number {
  if (entry.shiftType === 'DIRECTOR') return 0;
  if (entry.shiftType === 'ON_CALL') return 1;
  return 2;
}

/** Spec order within a day: DIRECTOR, then ON_CALL, then by start time (unknown last), then by name. */
export function compareWithinDay(a: CalendarEntry, b: CalendarEntry): number {
  const byRank = rank(a) - rank(b);
  if (byRank !== 0) return byRank;
  const startA = startMinutes(a) ?? Number.POSITIVE_INFINITY;
  const startB = startMinutes(b) ?? Number.POSITIVE_INFINITY;
  if (startA !== startB) return startA < startB ? -1 : 1;
  return (a.staffName ?? UNKNOWN_STAFF).localeCompare(b.staffName ?? UNKNOWN_STAFF);
}

/** The month's entries by date, each day in the spec's order. */
export function entriesByDate(entries: readonly CalendarEntry[]): Map<string, CalendarEntry[]> {
  const days = new Map<string, CalendarEntry[]>();
  for (const entry of entries) {
    const day = days.get(entry.date);
    if (day) day.push(entry);
    else days.set(entry.date, [entry]);
  }
  for (const day of days.values()) day.sort(compareWithinDay);
  return days;
}

export function isoDate(year: number, month: number, day: number): string {
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

export interface GridCell {
  /** Stable React key: the date, or 'blank-N' by position in the month. */
  key: string;
  /** YYYY-MM-DD, or null for the blank cells before the 1st and after the last day. */
  date: string | null;
  day: number | null;
}

/** The month as weeks of 7 cells, Sunday first (month is 1-12). */
export function monthGrid(year: number, month: number): GridCell[][] {
  const first = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const cells: GridCell[] = Array.from({ length: first }, (_, i) => ({
    key: `blank-${i}`,
    date: null,
    day: null,
  }));
  for (let day = 1; day <= days; day++) {
    const date = isoDate(year, month, day);
    cells.push({ key: date, date, day });
  }
  while (cells.length % 7 !== 0) cells.push({ key: `blank-${cells.length}`, date: null, day: null });
  const weeks: GridCell[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

/** The names of staff on approved leave for each date of the month. */
export function vacationNamesByDate(
  vacations: readonly CalendarVacation[],
  year: number,
  month: number,
): Map<string, string[]> {
  const names = new Map<string, string[]>();
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  for (let day = 1; day <= days; day++) {
    const date = isoDate(year, month, day);
    const onLeave = vacations
      .filter((v) => v.startDate <= date && date <= v.endDate)
      .map((v) => v.staffName)
      .sort((a, b) => a.localeCompare(b));
    if (onLeave.length > 0) names.set(date, onLeave);
  }
  return names;
}

/** Keeps the entries matching every non-empty part of the filter (an empty list means any). */
export function applyFilter(entries: readonly CalendarEntry[], filter: CalendarFilter): CalendarEntry[] {
  return entries.filter(
    (entry) =>
      (filter.shiftTypes.length === 0 || filter.shiftTypes.includes(entry.shiftType)) &&
      (filter.roles.length === 0 || (entry.staffRole != null && filter.roles.includes(entry.staffRole))) &&
      (filter.staffIds.length === 0 || (entry.staffId != null && filter.staffIds.includes(entry.staffId))),
  );
}

export function filterSize(filter: CalendarFilter): number {
  return filter.shiftTypes.length + filter.roles.length + filter.staffIds.length;
}

/** Next or previous month as { year, month } with month 1-12. */
export function shiftMonth(year: number, month: number, delta: number): { year: number; month: number } {
  const index = year * 12 + (month - 1) + delta;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}
