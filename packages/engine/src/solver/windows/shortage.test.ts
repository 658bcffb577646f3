import { describe, expect, it } from 'vitest';
import { type Compiled, compile, OFF } from '../../score/compile.js';
import { need, testProblem, testStaff, works } from '../../testing/build-problem.js';
import { fromAssignments } from '../solve.js';
import { weekendShortageWindow, weekendShortfalls } from './shortage.js';

// Five weeks from a Monday: weekends on days 5-6, 12-13, 19-20, 26-27 and 33-34, each wanting two
// mornings on Saturday and two on Sunday; a missing person costs 100.
function fiveWeekends() {
  const problem = testProblem({
    numDays: 35,
    staff: ['A', 'B', 'C', 'D'].map((name) => testStaff(name)),
    coverage: [0, 1, 2, 3, 4].flatMap((w) => [need(7 * w + 5, 'M', 2), need(7 * w + 6, 'M', 2)]),
  });
  return compile(problem);
}

/** Days `from` to `to`, inclusive. */
const span = (from: number, to: number): number[] =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** A works every weekend, B the first, the second's Saturday and the fourth, C three weekdays. */
function partlyStaffed(c: Compiled): Int16Array {
  return fromAssignments(c, [
    ...works('A', 'M', 5, 6, 12, 13, 19, 20, 26, 27, 33, 34),
    ...works('B', 'M', 5, 6, 12, 26, 27),
    ...works('C', 'M', 0, 1, 2),
  ]);
}

describe('weekendShortfalls', () => {
  it('prices the staff missing on each weekend, and nothing on weekdays', () => {
    const c = fiveWeekends();
    expect(weekendShortfalls(c, partlyStaffed(c))).toEqual([0, 100, 200, 0, 200]);
  });
});

describe('weekendShortageWindow', () => {
  it('takes Thursday to Tuesday around the two weekends most short and the one least short', () => {
    const c = fiveWeekends();
    // Missing: 0, 100, 200, 0, 200 on weekends 1-5 (as above): the most short are the third and the
    // fifth, the least short the first (equal with the fourth: the earlier).
    const roster = partlyStaffed(c);
    expect(weekendShortageWindow(c, roster, 35)).toEqual([...span(3, 8), ...span(17, 22), ...span(31, 34)]);
    // The same days do not fit a master that holds 15 days.
    expect(weekendShortageWindow(c, roster, 15)).toBeUndefined();
  });

  it('finds nothing when every weekend is staffed or there are too few weekends to choose from', () => {
    const c = fiveWeekends();
    const everyone = [0, 1, 2, 3, 4].flatMap((w) => [7 * w + 5, 7 * w + 6]);
    const full = fromAssignments(c, [...works('A', 'M', ...everyone), ...works('B', 'M', ...everyone)]);
    expect(weekendShortageWindow(c, full, 35)).toBeUndefined();
    const twoWeeks = compile(testProblem({ numDays: 14, coverage: [need(5, 'M', 1), need(12, 'M', 1)] }));
    expect(weekendShortageWindow(twoWeeks, new Int16Array(twoWeeks.S * 14).fill(OFF), 14)).toBeUndefined();
  });
});
