// Branded ids and units. A brand keeps a StaffId from being passed where a ShiftTypeId is expected, and
// minutes from silently mixing with milliseconds. Build them with the factories below.

declare const brand: unique symbol;
export type Brand<T, B extends string> = T & { readonly [brand]: B };

export type StaffId = Brand<string, 'StaffId'>;
export type ShiftTypeId = Brand<string, 'ShiftTypeId'>;
/** A calendar date as `YYYY-MM-DD`. */
export type IsoDate = Brand<string, 'IsoDate'>;
/** A duration or a time of day, in whole minutes. */
export type Minutes = Brand<number, 'Minutes'>;
/** 0 = Monday ... 6 = Sunday (ISO order). */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

export const staffId = (id: string): StaffId => id as StaffId;
export const shiftTypeId = (id: string): ShiftTypeId => id as ShiftTypeId;

export function minutes(n: number): Minutes {
  if (!Number.isFinite(n)) throw new RangeError(`minutes must be finite, got ${n}`);
  return Math.round(n) as Minutes;
}

export const hours = (n: number): Minutes => minutes(n * 60);

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export function isoDate(s: string): IsoDate {
  if (!ISO_DATE.test(s)) throw new RangeError(`not an ISO date: ${s}`);
  return s as IsoDate;
}

/** Weekday of an ISO date (0 = Monday). Uses UTC arithmetic only, so no time zone is involved. */
export function weekdayOf(date: IsoDate): Weekday {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const js = new Date(Date.UTC(y, m - 1, d)).getUTCDay(); // 0 = Sunday
  return ((js + 6) % 7) as Weekday;
}

/** The ISO date `n` days after `date`. */
export function addDays(date: IsoDate, n: number): IsoDate {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10) as IsoDate;
}

const WEEKDAY_SHORT = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;
const MONTH_SHORT = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

export const weekdayName = (w: Weekday): string => WEEKDAY_SHORT[w];

/** "Dec 3" style label used in explanations. */
export function shortDate(date: IsoDate): string {
  const [, m, d] = date.split('-').map(Number) as [number, number, number];
  return `${MONTH_SHORT[m - 1]} ${d}`;
}
