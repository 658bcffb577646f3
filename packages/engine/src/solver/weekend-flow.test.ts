import { describe, expect, it } from 'vitest';
import { shiftTypeId } from '../domain/ids.js';
import { compile } from '../score/compile.js';
import { rosterConstraints } from '../score/constraints.js';
import { need, testProblem, testStaff } from '../testing/build-problem.js';
import { maxTransport, weekendPairFlows } from './weekend-flow.js';

describe('maxTransport', () => {
  it('finds the most pairs by rerouting along the successions', () => {
    // Supplies E and L, one each; demands N and E, one each. E may go to either, L only to N. The first
    // path sends E to N; the second must send L to N and reroute E to E.
    const allowed = [
      [true, true],
      [true, false],
    ];
    expect(maxTransport([1, 1], [1, 1], allowed)).toBe(2);
    expect(maxTransport([3, 2], [4, 1], allowed)).toBe(5);
    const eToEOnly = [
      [false, true],
      [false, false],
    ];
    expect(maxTransport([1, 1], [1, 1], eToEOnly)).toBe(1);
    expect(maxTransport([0, 0], [1, 2], allowed)).toBe(0);
  });
});

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

describe('weekend pair flows', () => {
  it('count the people who can work both days of each weekend', () => {
    const c = twoWeekends();
    expect(weekendPairFlows(c, rosterConstraints)).toEqual([
      { saturday: 5, flow: 0 },
      { saturday: 12, flow: 1 },
    ]);
  });
});
