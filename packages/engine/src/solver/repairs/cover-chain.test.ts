import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { shiftTypeId, staffId } from '../../domain/ids.js';
import { compile, OFF } from '../../score/compile.js';
import { rosterConstraints } from '../../score/constraints.js';
import { ScoreState } from '../../score/incremental.js';
import { dayDate, need, testProblem, testStaff, works } from '../../testing/build-problem.js';
import { randomProblem } from '../../testing/random-problem.js';
import { movableCells } from '../moves/search.js';
import { createRandom } from '../random.js';
import { fromAssignments } from '../solve.js';
import { CoverChain } from './cover-chain.js';

/** A chain over what the search may change. */
function chainFor(st: ScoreState, seed: number, links = 3): CoverChain {
  const { free, allowed } = movableCells(st.c);
  return new CoverChain(st, free, allowed, createRandom(seed), links);
}

describe('cover chain', () => {
  it('fills a slot when the only possible taker must hand another shift to someone else', () => {
    // A may work one shift and holds Monday's; Tuesday is short and B is away that day. Alone, A taking
    // Tuesday breaks A's limit, and B taking Monday only over-staffs it: the chain does both.
    const problem = testProblem({
      numDays: 2,
      staff: [testStaff('A', { limits: { shifts: { hardMax: 1 } } }), testStaff('B')],
      coverage: [need(0), need(1)],
      unavailability: [{ staffId: staffId('B'), date: dayDate(1), reason: 'dayOff' }],
    });
    const c = compile(problem);
    const st = new ScoreState(c, rosterConstraints, fromAssignments(c, works('A', 'M', 0)));
    const before = { hard: st.hard, soft: st.soft };
    const chain = chainFor(st, 7);
    expect(chain.run(1000, 0)).toBe(true);
    st.assertConsistent(rosterConstraints, 'after the chain');
    expect(st.hard).toBe(0);
    expect(st.soft).toBeLessThan(before.soft);
    const m = c.shiftIndex.get(shiftTypeId('M'))!;
    expect(Array.from(st.roster)).toEqual([OFF, m, m, OFF]); // A: off, M; B: M, away
  });

  it('leaves the score consistent, and the roster untouched when it rejects a chain', () => {
    let tried = 0;
    let accepted = 0;
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), (seed) => {
        const { problem, feasible } = randomProblem(seed);
        const c = compile(problem);
        const st = new ScoreState(c, rosterConstraints, fromAssignments(c, feasible));
        const chain = chainFor(st, seed);
        for (let k = 0; k < 30; k++) {
          const roster = Int16Array.from(st.roster);
          const cost = st.hard * 1000 + st.soft;
          const accepted = chain.run(1000, k % 2 === 0 ? 0 : 50);
          st.assertConsistent(rosterConstraints, `after chain ${k}`);
          if (!accepted) expect(st.roster).toEqual(roster);
          else if (k % 2 === 0) expect(st.hard * 1000 + st.soft).toBeLessThanOrEqual(cost);
        }
        tried += chain.tried;
        accepted += chain.accepted;
      }),
      { numRuns: 30 },
    );
    // The random problems do have short slots, and chains both pass and fail.
    expect(accepted).toBeGreaterThan(0);
    expect(tried).toBeGreaterThan(accepted);
  });
});
