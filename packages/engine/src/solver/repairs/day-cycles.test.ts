import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { shiftTypeId, staffId } from '../../domain/ids.js';
import { compile } from '../../score/compile.js';
import { rosterConstraints } from '../../score/constraints.js';
import { ScoreState } from '../../score/incremental.js';
import { dayDate, need, testProblem, testStaff, works } from '../../testing/build-problem.js';
import { randomProblem } from '../../testing/random-problem.js';
import { movableCells } from '../moves/search.js';
import { fromAssignments } from '../solve.js';
import { DayCycles } from './day-cycles.js';

const wants = (who: string, shift: string, weight: number) => ({
  staffId: staffId(who),
  date: dayDate(0),
  shiftTypeId: shiftTypeId(shift),
  weight,
});

/**
 * One day, one M, one E and one N wanted; A holds M, B holds E, C holds N. Each wants the next one's
 * shift (A E, B N, C M), and each two-person trade gives one of them a shift they asked not to have.
 */
function rotationStart() {
  const problem = testProblem({
    numDays: 1,
    staff: ['A', 'B', 'C'].map((n) => testStaff(n)),
    coverage: [need(0, 'M'), need(0, 'E'), need(0, 'N')],
    workRequests: [wants('A', 'E', 5), wants('B', 'N', 5), wants('C', 'M', 5)],
    shiftOffRequests: [wants('B', 'M', 6), wants('A', 'N', 6), wants('C', 'E', 6)],
  });
  const c = compile(problem);
  const st = new ScoreState(
    c,
    rosterConstraints,
    fromAssignments(c, [...works('A', 'M', 0), ...works('B', 'E', 0), ...works('C', 'N', 0)]),
  );
  const { free, allowed } = movableCells(c);
  return { c, st, cycles: new DayCycles(st, free, allowed) };
}

describe('exchange cycles within a day', () => {
  it('rotates three people when no trade between two pays', () => {
    const { c, st, cycles } = rotationStart();
    const before = st.soft;
    // Every two-person trade costs more than it gains.
    for (const [x, y] of [
      [0, 1],
      [0, 2],
      [1, 2],
    ] as const) {
      st.evalSwap(x, y, 0, 0);
      expect(st.dSoft).toBeGreaterThan(0);
    }
    expect(cycles.improveDay(0, 1000)).toBe(true);
    st.assertConsistent(rosterConstraints, 'after the cycle');
    expect(st.soft).toBe(before - 15);
    const t = (id: string) => c.shiftIndex.get(shiftTypeId(id))!;
    expect(Array.from(st.roster)).toEqual([t('E'), t('N'), t('M')]);
    expect(cycles.improveDay(0, 1000)).toBe(false);
  });

  it('fills a short slot along a path from someone off', () => {
    // M is short; A, on E (which has no requirement), moves to M.
    const problem = testProblem({ numDays: 1, staff: [testStaff('A')], coverage: [need(0, 'M', 1)] });
    const c = compile(problem);
    const st = new ScoreState(c, rosterConstraints, fromAssignments(c, works('A', 'E', 0)));
    const { free, allowed } = movableCells(c);
    expect(st.soft).toBe(100);
    expect(new DayCycles(st, free, allowed).sweep(1000, 1_000_000)).toBe(1);
    expect(st.soft).toBe(0);
    st.assertConsistent(rosterConstraints, 'after the path');
  });

  it('never makes a roster worse and keeps the score consistent', () => {
    let improved = 0;
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), (seed) => {
        const { problem, feasible } = randomProblem(seed);
        const c = compile(problem);
        const st = new ScoreState(c, rosterConstraints, fromAssignments(c, feasible));
        const { free, allowed } = movableCells(c);
        const cost = st.hard * 1000 + st.soft;
        new DayCycles(st, free, allowed).sweep(1000, 1_000_000, seed % c.D);
        st.assertConsistent(rosterConstraints, 'after a sweep');
        expect(st.hard * 1000 + st.soft).toBeLessThanOrEqual(cost);
        if (st.hard * 1000 + st.soft < cost) improved++;
      }),
      { numRuns: 40 },
    );
    // The random problems have cycles to find.
    expect(improved).toBeGreaterThan(0);
  });
});
