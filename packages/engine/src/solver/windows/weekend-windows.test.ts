import { describe, expect, it } from 'vitest';
import { shiftTypeId } from '../../domain/ids.js';
import { compile } from '../../score/compile.js';
import { rosterConstraints } from '../../score/constraints.js';
import { need, testProblem, testStaff, works } from '../../testing/build-problem.js';
import { fromAssignments } from '../solve.js';
import { anyWeekendBelowFlow, fullWeekends, weekendPairFlows } from '../weekend-flow.js';
import { shortWeekendWindow } from './aimed.js';
import { weekendTradeWindow } from './trade.js';
import { twoBlockWindow } from './two-block.js';

// Two weeks from a Monday: weekends on days 5-6 and 12-13. The first wants two nights on Saturday and
// two mornings on Sunday, and a morning may not follow a night: nobody can work both days. The second
// wants a morning on Saturday and two on Sunday: one person can.
function twoWeekends() {
  const problem = testProblem({
    numDays: 14,
    staff: ['A', 'B', 'C'].map((name) => testStaff(name)),
    coverage: [need(5, 'N', 2), need(6, 'M', 2), need(12, 'M', 1), need(13, 'M', 2)],
    rest: { forbiddenSuccessions: [{ from: shiftTypeId('N'), to: shiftTypeId('M') }] },
  });
  return compile(problem);
}

describe('the aimed window', () => {
  it('place a window from the Monday before the weekend furthest below its flow', () => {
    const c = twoWeekends();
    const flows = weekendPairFlows(c, rosterConstraints);
    const split = fromAssignments(c, [...works('A', 'M', 12), ...works('B', 'M', 13)]);
    expect(fullWeekends(c, split, 12)).toBe(0);
    expect(shortWeekendWindow(c, flows, split, 7)).toBe(7);
    expect(anyWeekendBelowFlow(c, flows, split)).toBe(true);
    // A longer window stays inside the horizon.
    expect(shortWeekendWindow(c, flows, split, 10)).toBe(4);
    const whole = fromAssignments(c, [...works('A', 'M', 12, 13), ...works('B', 'M', 13)]);
    expect(fullWeekends(c, whole, 12)).toBe(1);
    expect(shortWeekendWindow(c, flows, whole, 7)).toBeUndefined();
    expect(anyWeekendBelowFlow(c, flows, whole)).toBe(false);
  });
});

// Five weeks: weekends on days 5-6, 12-13, 19-20, 26-27 and 33-34, wanting 2, 1, 3, 2 and 0 mornings on
// each of their days.
function fiveWeekends() {
  const mornings = [2, 1, 3, 2, 0];
  const problem = testProblem({
    numDays: 35,
    staff: ['A', 'B', 'C'].map((name) => testStaff(name)),
    coverage: mornings.flatMap((n, w) => (n > 0 ? [need(7 * w + 5, 'M', n), need(7 * w + 6, 'M', n)] : [])),
  });
  return compile(problem);
}

describe('the weekend-trade window', () => {
  it('re-plans the weeks after the worst weekend with the least-wanted weekends around them', () => {
    const c = fiveWeekends();
    const flows = weekendPairFlows(c, rosterConstraints);
    expect(flows.map((w) => w.flow)).toEqual([2, 1, 3, 2, 0]);
    // The first weekend is two below its flow, the second one; the third and fourth are full.
    const short = fromAssignments(c, [
      ...works('A', 'M', 5, 19, 20, 26, 27),
      ...works('B', 'M', 6, 19, 20, 26, 27),
      ...works('C', 'M', 12, 19, 20),
    ]);
    const days = weekendTradeWindow(c, flows, short, 7, 2);
    // Days 7-13, then Friday to Monday of the two lowest flows outside them: the last weekend (its
    // Monday past the horizon) and the fourth. The first weekend's Monday is day 7: it is not outside.
    expect(days).toEqual([7, 8, 9, 10, 11, 12, 13, 25, 26, 27, 28, 32, 33, 34]);
    // A block that would pass the horizon's end stays inside it.
    expect(weekendTradeWindow(c, flows, short, 30, 0)).toEqual(Array.from({ length: 30 }, (_, d) => 5 + d));
    const full = fromAssignments(c, [
      ...works('A', 'M', 5, 6, 12, 13, 19, 20, 26, 27),
      ...works('B', 'M', 5, 6, 19, 20, 26, 27),
      ...works('C', 'M', 19, 20),
    ]);
    expect(weekendTradeWindow(c, flows, full, 7, 2)).toBeUndefined();
  });
});

describe('the two-block window', () => {
  it('pairs the fortnight at the worst weekend with another, a different one each turn', () => {
    const c = fiveWeekends();
    const flows = weekendPairFlows(c, rosterConstraints);
    // The fourth weekend (days 26-27) is two below its flow, the others full.
    const short = fromAssignments(c, [
      ...works('A', 'M', 5, 6, 19, 20),
      ...works('B', 'M', 5, 6, 12, 13, 19, 20),
      ...works('C', 'M', 19, 20),
    ]);
    const block = (from: number, n: number) => Array.from({ length: n }, (_, k) => from + k);
    // The first block is the 7 days from the Monday before it (day 21). The Mondays whose block neither
    // overlaps it nor adjoins it (days 14 and 28 would make one contiguous window) are days 0 and 7.
    expect(twoBlockWindow(c, flows, short, 7, 0)).toEqual([...block(0, 7), ...block(21, 7)]);
    expect(twoBlockWindow(c, flows, short, 7, 1)).toEqual([...block(7, 7), ...block(21, 7)]);
    expect(twoBlockWindow(c, flows, short, 7, 2)).toEqual([...block(0, 7), ...block(21, 7)]);
    // Blocks of 14 from day 21 pass the horizon's end: the first is kept inside it (days 21-34), and
    // the only Monday whose fortnight does not touch it is day 0.
    expect(twoBlockWindow(c, flows, short, 14, 5)).toEqual([...block(0, 14), ...block(21, 14)]);
    // No second block fits beside a first of 18 days: none.
    expect(twoBlockWindow(c, flows, short, 18, 0)).toBeUndefined();
    const full = fromAssignments(c, [
      ...works('A', 'M', 5, 6, 19, 20, 26, 27),
      ...works('B', 'M', 5, 6, 12, 13, 19, 20, 26, 27),
      ...works('C', 'M', 19, 20),
    ]);
    expect(twoBlockWindow(c, flows, full, 7, 0)).toBeUndefined();
  });

  it('moves its first block round the weekends below their flow, the furthest first', () => {
    const c = fiveWeekends();
    const flows = weekendPairFlows(c, rosterConstraints);
    // The fourth weekend (days 26-27) is two below its flow, the second (days 12-13) one, the rest full.
    const short = fromAssignments(c, [
      ...works('A', 'M', 5, 6, 19, 20),
      ...works('B', 'M', 5, 6, 19, 20),
      ...works('C', 'M', 19, 20),
    ]);
    const block = (from: number, n: number) => Array.from({ length: n }, (_, k) => from + k);
    expect(shortWeekendWindow(c, flows, short, 7)).toBe(21);
    expect(shortWeekendWindow(c, flows, short, 7, 1)).toBe(7);
    expect(shortWeekendWindow(c, flows, short, 7, 2)).toBe(21);
    // Turn 0 is the furthest below, as without a turn.
    expect(twoBlockWindow(c, flows, short, 7, 0, 0)).toEqual(twoBlockWindow(c, flows, short, 7, 0));
    expect(twoBlockWindow(c, flows, short, 7, 0, 0)).toEqual([...block(0, 7), ...block(21, 7)]);
    // Turn 1 holds the second weekend's week (from day 7); the second blocks that do not touch it start on
    // days 21 and 28.
    expect(twoBlockWindow(c, flows, short, 7, 0, 1)).toEqual([...block(7, 7), ...block(21, 7)]);
    expect(twoBlockWindow(c, flows, short, 7, 1, 1)).toEqual([...block(7, 7), ...block(28, 7)]);
    // Counted round: turn 2 is the furthest again.
    expect(twoBlockWindow(c, flows, short, 7, 0, 2)).toEqual([...block(0, 7), ...block(21, 7)]);
  });
});
