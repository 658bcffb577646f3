// The two-block window: two separate fortnights, one at a weekend below its flow, re-planned together.
import type { Compiled } from '../../score/compile.js';
import type { WeekendPairs } from '../weekend-flow.js';
import { shortWeekendWindow } from './aimed.js';

/**
 * Days of a two-block window: `blockDays` from the Monday before the `firstTurn`-th weekend below its flow
 * (the furthest first, counted round: 0 is the furthest), and `blockDays` from the `turn`-th Monday
 * (counted round the horizon) whose block does not touch the first. Between two separate fortnights
 * people can trade weekends and the weekday blocks around them, which no contiguous window of the same
 * size reaches. Undefined when no weekend is below its flow or no second block fits.
 */
export function twoBlockWindow(
  c: Compiled,
  flows: readonly WeekendPairs[],
  roster: Int16Array,
  blockDays: number,
  turn: number,
  firstTurn = 0,
): number[] | undefined {
  const first = shortWeekendWindow(c, flows, roster, blockDays, firstTurn);
  if (first === undefined) return undefined;
  const starts: number[] = [];
  for (let d = 0; d + blockDays <= c.D; d++)
    if (c.weekday[d] === 0 && (d + blockDays < first || d > first + blockDays)) starts.push(d);
  if (starts.length === 0) return undefined;
  const second = starts[turn % starts.length]!;
  const days: number[] = [];
  for (const from of [Math.min(first, second), Math.max(first, second)])
    for (let d = from; d < from + blockDays; d++) days.push(d);
  return days;
}
