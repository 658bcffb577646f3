// The calendar's weekends as the solver re-plans them.
import type { Compiled } from '../../score/compile.js';

/**
 * Per weekend of the horizon (in order), its days and `margin` days before and after it, within the
 * horizon: weekends bind through the weekdays next to them (rest rules, runs of days on and off). Weekend
 * indices are numbered by day (compile.ts), so each weekend's list opens at its first day.
 */
export function daysAroundWeekends(c: Compiled, margin = 1): number[][] {
  const out: number[][] = [];
  for (let d = 0; d < c.D; d++) {
    const w = c.weekendOf[d]!;
    if (w < 0) continue;
    if (w === out.length) {
      const before: number[] = [];
      for (let b = Math.max(0, d - margin); b < d; b++) before.push(b);
      out.push(before);
    }
    out[w]!.push(d);
    if (c.weekendOf[d + 1] !== w) for (let a = d + 1; a <= d + margin && a < c.D; a++) out[w]!.push(a);
  }
  return out;
}
