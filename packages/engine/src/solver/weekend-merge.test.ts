import { describe, expect, it } from 'vitest';
import { staffId } from '../domain/ids.js';
import { compile } from '../score/compile.js';
import { rosterConstraints } from '../score/constraints.js';
import { dayDate, need, testProblem, testStaff, works } from '../testing/build-problem.js';
import { createRandom } from './random.js';
import { RosterSearch } from './search.js';
import { fromAssignments, SEARCH_DEFAULTS } from './solve.js';

// Two weeks from a Monday: weekends on days 5-6 and 12-13. P and Q must each work exactly two 8-hour
// shifts and at most one weekend. P works Saturday 5 and Monday 8, Q Sunday 6 and Tuesday 9, so both have
// spent their weekend on one day, and Saturday 12 (wanted) is missing: cost 100. Both asked for day 12 off
// (weight 1). Alone, neither row can improve: taking day 12 breaks a weekend limit, or leaves their own
// weekend slot short for a net +1. Merged (P takes Q's Sunday, Q takes day 12), only a request is broken.
function mergeCase() {
  const limits = { totalMinutes: { hardMin: 960, hardMax: 960 }, weekends: { hardMax: 1 } };
  const problem = testProblem({
    numDays: 14,
    staff: [testStaff('P', { limits }), testStaff('Q', { limits })],
    coverage: [need(5), need(6), need(12)],
    shiftOffRequests: ['P', 'Q'].map((who) => ({ staffId: staffId(who), date: dayDate(12), weight: 1 })),
  });
  const c = compile(problem);
  const initial = fromAssignments(c, [...works('P', 'M', 5, 8), ...works('Q', 'M', 6, 9)]);
  return { c, initial };
}

describe('weekend merges', () => {
  it('join two one-day weekends and place the freed weekend where a slot is missing', () => {
    const { c, initial } = mergeCase();
    const search = new RosterSearch(c, rosterConstraints, initial, createRandom(1), SEARCH_DEFAULTS, true);
    search.temperature = 0;
    expect([search.state.hard, search.state.soft]).toEqual([0, 100]);
    expect(search.weekendMerge.run(SEARCH_DEFAULTS.hardWeight, 0, routineDp)).toBe(true);
    expect([search.state.hard, search.state.soft]).toEqual([0, 1]);
    search.state.assertConsistent(rosterConstraints, 'after the merge');
    // Each of the three wanted slots is staffed, and each person works one whole weekend or none.
    const row = (s: number) =>
      Array.from(search.state.roster.subarray(s * c.D, (s + 1) * c.D), (v) => v >= 0);
    for (const d of [5, 6, 12]) expect(Number(row(0)[d]) + Number(row(1)[d])).toBe(1);
    for (const s of [0, 1]) expect(row(s)[5]).toBe(row(s)[6]);
  });

  it('are the only move here: row moves alone leave the missing slot', () => {
    const { c, initial } = mergeCase();
    const search = new RosterSearch(c, rosterConstraints, initial, createRandom(2), SEARCH_DEFAULTS, true);
    search.temperature = 0;
    for (let k = 0; k < 20; k++) search.rowMove();
    expect([search.state.hard, search.state.soft]).toEqual([0, 100]);
  });

  it('run inside the search for their share of the effort', () => {
    const { c, initial } = mergeCase();
    const search = new RosterSearch(c, rosterConstraints, initial, createRandom(3), SEARCH_DEFAULTS, true);
    search.temperature = 0;
    search.mergeShare = 0.5;
    // One move per batch: the merges' allowance (half of the effort) lets one run after each move but the
    // first, and the few ordinary moves do not reach the merged roster on their own.
    for (let k = 0; k < 10 && search.bestSoft > 1; k++) search.iterate(1);
    expect(search.weekendMerge.accepted).toBeGreaterThan(0);
    expect([search.bestHard, search.bestSoft]).toEqual([0, 1]);
    search.mergeShare = 0;
    const tried = search.weekendMerge.tried;
    search.iterate(1000);
    expect(search.weekendMerge.tried).toBe(tried);
  });

  it('undo a merge the annealing rule rejects, leaving the roster as it was', () => {
    // With no DP budget neither row is re-planned: P is left with three shifts and Q with one, both
    // against their minutes, and the move is undone.
    const { c, initial } = mergeCase();
    const search = new RosterSearch(c, rosterConstraints, initial, createRandom(1), SEARCH_DEFAULTS, true);
    const before = Array.from(search.state.roster);
    expect(search.weekendMerge.run(SEARCH_DEFAULTS.hardWeight, 0, { ...routineDp, budget: 0 })).toBe(false);
    expect(Array.from(search.state.roster)).toEqual(before);
    expect([search.state.hard, search.state.soft]).toEqual([0, 100]);
    search.state.assertConsistent(rosterConstraints, 'after an undone merge');
  });
});

const routineDp = { budget: 4_000_000, minuteTrust: 4, weekendTrust: 2, passes: 3 };
