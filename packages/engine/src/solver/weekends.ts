// The calendar's weekends as the solver re-plans them.
import type { Compiled } from '../score/compile.js';

/**
 * Per weekend of the horizon (in order), its days and the day before and after it, within the horizon:
 * weekends bind through the weekdays next to them (rest rules, runs of days on and off). Weekend indices
 * are numbered by day (compile.ts), so each weekend's list opens at its first day.
 */
export function daysAroundWeekends(c: Compiled): number[][] {
  const out: number[][] = [];
  for (let d = 0; d < c.D; d++) {
    const w = c.weekendOf[d]!;
    if (w < 0) continue;
    if (w === out.length) out.push(d > 0 ? [d - 1] : []);
    out[w]!.push(d);
    if (d + 1 < c.D && c.weekendOf[d + 1] !== w) out[w]!.push(d + 1);
  }
  return out;
}
