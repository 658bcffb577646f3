// The months of a generation: bounds and the months before one (the reads are in month-inputs-repository.ts).
export type { MonthInputs } from './month-inputs-repository.js';

/** Months whose published points a person carries into the next generation (spec: rolling three months). */
export const CARRIED_MONTHS = 3;

export function monthBounds(year: number, month: number): { first: string; last: string; days: number } {
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const mm = String(month).padStart(2, '0');
  return { first: `${year}-${mm}-01`, last: `${year}-${mm}-${String(days).padStart(2, '0')}`, days };
}

/**
 * How far a run of working days is followed into the neighbouring months: longer than any limit on
 * consecutive working days a department sets, so a longer run breaks that limit all the same.
 */
export const NEIGHBOUR_DAYS = 14;

/** The NEIGHBOUR_DAYS days just before the month and just after it, as date ranges (both ends included). */
export function neighbourRanges(year: number, month: number) {
  const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  return {
    before: {
      from: iso(Date.UTC(year, month - 1, 1 - NEIGHBOUR_DAYS)),
      to: iso(Date.UTC(year, month - 1, 0)),
    },
    after: { from: iso(Date.UTC(year, month, 1)), to: iso(Date.UTC(year, month, NEIGHBOUR_DAYS)) },
  };
}

/** The `count` months before year/month, latest first. */
export function monthsBefore(year: number, month: number, count: number): { year: number; month: number }[] {
  return Array.from({ length: count }, (_, i) => {
    const index = year * 12 + (month - 1) - (i + 1);
    return { year: Math.floor(index / 12), month: (index % 12) + 1 };
  });
}
