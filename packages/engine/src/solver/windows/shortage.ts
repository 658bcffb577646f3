// Where a roster's missing staff sit on weekends. When every person already works as many weekends as
// allowed, each weekend day worked alone wastes a weekend, and the staff then missing are weekend staff.
// Windows of consecutive days cannot move such a half weekend when the weekends to trade lie weeks apart;
// a window over the days around the two weekends most short of staff and the one least short can.
import type { Compiled } from '../../score/compile.js';
import { coverCounts } from '../../score/evaluate.js';
import { daysAroundWeekends } from './weekends.js';

/** Days before and after each weekend in the shortage window (Thursday to Tuesday). */
const SHORTAGE_MARGIN = 2;
/** Weekends in the shortage window: the most short of staff, and one with staff to spare. */
const MOST_SHORT = 2;

/** Per weekend (in order), the cost of the staff missing on its days in `roster`. */
export function weekendShortfalls(c: Compiled, roster: Int16Array): number[] {
  const { D, T } = c;
  const counts = coverCounts(c, roster);
  const out = new Array<number>(c.weekendCount).fill(0);
  for (let d = 0; d < D; d++) {
    const w = c.weekendOf[d]!;
    if (w < 0) continue;
    for (let t = 0; t < T; t++) {
      const i = d * T + t;
      out[w]! += Math.max(0, c.coverRequired[i]! - counts[i]!) * c.coverUnder[i]!;
    }
  }
  return out;
}

/**
 * The days, sorted, around the `MOST_SHORT` weekends most short of staff and the weekend least short
 * (the earliest of equals), `SHORTAGE_MARGIN` days either side; undefined when no weekend misses
 * anyone, when there are too few weekends to choose from, or when the days exceed `maxDays`.
 */
export function weekendShortageWindow(
  c: Compiled,
  roster: Int16Array,
  maxDays: number,
): number[] | undefined {
  const short = weekendShortfalls(c, roster);
  if (short.length <= MOST_SHORT || short.every((x) => x === 0)) return undefined;
  const order = short.map((_, w) => w).sort((a, b) => short[b]! - short[a]! || a - b);
  const spare = order.slice(MOST_SHORT).reduce((a, b) => (short[b]! < short[a]! ? b : a));
  const around = daysAroundWeekends(c, SHORTAGE_MARGIN);
  const days = new Set<number>();
  for (const w of [...order.slice(0, MOST_SHORT), spare]) for (const d of around[w]!) days.add(d);
  if (days.size > maxDays) return undefined;
  return [...days].sort((x, y) => x - y);
}
