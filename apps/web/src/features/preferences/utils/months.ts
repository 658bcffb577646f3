import { MONTH_NAMES, REQUEST_MONTHS } from '@rotawise/api-contract';

export interface RequestMonth {
  year: number;
  month: number;
  label: string;
}

/** The months the page offers: 12 starting with the current one (spec). */
export function requestMonths(today: Date = new Date()): RequestMonth[] {
  return Array.from({ length: REQUEST_MONTHS }, (_, i) => {
    const date = new Date(today.getFullYear(), today.getMonth() + i, 1);
    const month = date.getMonth() + 1;
    return { year: date.getFullYear(), month, label: `${MONTH_NAMES[month - 1]} ${date.getFullYear()}` };
  });
}

/** Today in the browser's own time zone, as YYYY-MM-DD: days before it are locked. */
export function localToday(now: Date = new Date()): string {
  const mm = String(now.getMonth() + 1).padStart(2, '0');
  const dd = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${mm}-${dd}`;
}

/** The month as weeks of 7 cells starting on Sunday; null cells pad the first and last week. */
export function monthWeeks(year: number, month: number): (string | null)[][] {
  const first = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const cells: (string | null)[] = Array.from({ length: first }, () => null);
  const mm = String(month).padStart(2, '0');
  for (let d = 1; d <= days; d += 1) cells.push(`${year}-${mm}-${String(d).padStart(2, '0')}`);
  while (cells.length % 7) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));
}
