// The aimed window: days from the Monday before the weekend furthest below its flow, so that the window
// reaches the weekends of the next weeks, where people's weekends can move from.
import type { Compiled } from '../../score/compile.js';
import { type WeekendPairs, weekendsBelowFlow } from '../weekend-flow.js';

/**
 * The first day of a `length`-day window holding the weekend furthest below its flow, from the Monday
 * before it (so the window reaches the weekends the next weeks, where people's weekends can move from),
 * kept inside the horizon; undefined when no weekend is below its flow. With `turn`, the window holds the
 * `turn`-th of the weekends below their flow instead, the furthest first, counted round.
 */
export function shortWeekendWindow(
  c: Compiled,
  flows: readonly WeekendPairs[],
  roster: Int16Array,
  length: number,
  turn = 0,
): number | undefined {
  const below = weekendsBelowFlow(c, flows, roster);
  if (below.length === 0) return undefined;
  const at = below[turn % below.length]!;
  const monday = at.saturday - c.weekday[at.saturday]!; // weekdays count from Monday (0)
  return Math.max(0, Math.min(c.D - length, monday));
}
