// Calendar arithmetic for the request's month. Pure (Date.UTC is a calculation, not a clock).

export interface MonthCalendar {
  readonly year: number;
  readonly month: number;
  /** 0 when the context's year/month is not a real month: then no date resolves. */
  readonly daysInMonth: number;
}

export function monthCalendar(year: number, month: number): MonthCalendar {
  const valid =
    Number.isInteger(year) &&
    year >= 1 &&
    year <= 9999 &&
    Number.isInteger(month) &&
    month >= 1 &&
    month <= 12;
  return { year, month, daysInMonth: valid ? daysIn(year, month) : 0 };
}

export function daysIn(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** 0 = Sunday ... 6 = Saturday. */
export function weekdayOf(year: number, month: number, day: number): number {
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}

export function isoDate(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

export interface CalendarDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

export function isValidDate(d: CalendarDate): boolean {
  return d.month >= 1 && d.month <= 12 && d.day >= 1 && d.day <= daysIn(d.year, d.month);
}

function dayNumber(d: CalendarDate): number {
  return Math.floor(Date.UTC(d.year, d.month - 1, d.day) / 86_400_000);
}

/**
 * Days of the calendar month within [from, to] (inclusive). Spans longer than 62 days or
 * running backwards give nothing: "the 30th to the 2nd" is not a range we can trust.
 */
export function daysInRange(cal: MonthCalendar, from: CalendarDate, to: CalendarDate): number[] {
  if (!isValidDate(from) || !isValidDate(to)) return [];
  const start = dayNumber(from);
  const end = dayNumber(to);
  if (end < start || end - start > 62) return [];
  const days: number[] = [];
  for (let n = start; n <= end; n++) {
    const date = new Date(n * 86_400_000);
    if (date.getUTCFullYear() === cal.year && date.getUTCMonth() + 1 === cal.month)
      days.push(date.getUTCDate());
  }
  return days;
}

/** The calendar year a month mentioned without a year most likely means (December request, "Jan 2"). */
export function yearForMonth(cal: MonthCalendar, month: number): number {
  if (cal.month === 12 && month === 1) return cal.year + 1;
  if (cal.month === 1 && month === 12) return cal.year - 1;
  return cal.year;
}
