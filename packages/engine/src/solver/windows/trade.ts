// The weekend-trade window: the weeks after the weekend furthest below its flow, with the least-wanted
// weekends elsewhere, so that people can trade their weekends with those.
import type { Compiled } from '../../score/compile.js';
import { type WeekendPairs, worstWeekend } from '../weekend-flow.js';
import { daysAroundWeekends } from './weekends.js';

/**
 * Days of a weekend-trade window: `blockDays` from the Monday after the weekend furthest below its flow,
 * with the Friday to Monday of the `extra` weekends outside that block whose flow is lowest (the earlier on
 * a tie). The worst weekend itself is left out, as windows seldom bring it nearer its flow, while the
 * one-short weekends of the weeks after it fill once people can trade their weekends with those of the
 * least-wanted weekends. Undefined when no weekend is below its flow.
 */
export function weekendTradeWindow(
  c: Compiled,
  flows: readonly WeekendPairs[],
  roster: Int16Array,
  blockDays: number,
  extra: number,
): number[] | undefined {
  const worst = worstWeekend(c, flows, roster);
  if (!worst) return undefined;
  const L = Math.min(blockDays, c.D);
  const nextMonday = worst.saturday - c.weekday[worst.saturday]! + 7;
  const from = Math.max(0, Math.min(c.D - L, nextMonday));
  const to = from + L - 1;
  const flowOf = new Map(flows.map((w) => [c.weekendOf[w.saturday]!, w.flow]));
  const outside = daysAroundWeekends(c)
    .flatMap((days, k) => {
      const flow = flowOf.get(k);
      return flow !== undefined && days.every((d) => d < from || d > to) ? [{ days, flow }] : [];
    })
    .sort((x, y) => x.flow - y.flow)
    .slice(0, extra);
  const days = new Set<number>();
  for (let d = from; d <= to; d++) days.add(d);
  for (const w of outside) for (const d of w.days) days.add(d);
  return [...days].sort((x, y) => x - y);
}
