/** Calendar arithmetic on UTC dates, so the seed does not depend on the server's time zone. */
import { MONTH_NAMES } from '@rotawise/api-contract';

export { MONTH_NAMES };

/** Midnight UTC of the given instant's UTC calendar day. */
export function startOfUtcDay(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * 86_400_000);
}

/** yyyy-MM-dd of the UTC calendar day. */
export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export interface YearMonth {
  year: number;
  /** 1-12 */
  month: number;
}

export function nextMonthOf(today: Date): YearMonth {
  const month = today.getUTCMonth() + 2;
  return month > 12
    ? { year: today.getUTCFullYear() + 1, month: 1 }
    : { year: today.getUTCFullYear(), month };
}

export function dayOfMonth(ym: YearMonth, day: number): Date {
  return new Date(Date.UTC(ym.year, ym.month - 1, day));
}

export function daysInMonth(ym: YearMonth): number {
  return new Date(Date.UTC(ym.year, ym.month, 0)).getUTCDate();
}
