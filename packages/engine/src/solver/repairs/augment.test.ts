import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hours, minutes, shiftTypeId, staffId } from '../../domain/ids.js';
import { compile, OFF } from '../../score/compile.js';
import { rosterConstraints } from '../../score/constraints.js';
import { ScoreState } from '../../score/incremental.js';
import { dayDate, need, testProblem, testStaff, works } from '../../testing/build-problem.js';
import { randomProblem } from '../../testing/random-problem.js';
import { DEFAULT_CONFIG } from '../config.js';
import { movableCells, RosterSearch } from '../moves/search.js';
import { createRandom } from '../random.js';
import { fromAssignments } from '../solve.js';
import { applyChain, CoverAugmenter } from './augment.js';

/** An augmenter over what the search may change. */
function augmenterFor(st: ScoreState): CoverAugmenter {
  const { free, allowed } = movableCells(st.c);
  return new CoverAugmenter(st, free, allowed);
}

const away = (who: string, ...days: number[]) =>
  days.map((d) => ({ staffId: staffId(who), date: dayDate(d), reason: 'dayOff' as const }));

/**
 * Everyone may work one shift. Wednesday is short and only B can be there, but B holds Tuesday; only C
 * can take Tuesday, but C holds Monday; A is free for Monday.
 */
const threeLinkProblem = () =>
  testProblem({
    numDays: 3,
    staff: ['A', 'B', 'C'].map((n) => testStaff(n, { limits: { shifts: { hardMax: 1 } } })),
    coverage: [need(0), need(1), need(2)],
    unavailability: [...away('A', 1, 2), ...away('C', 2)],
  });

/** That problem with B on Tuesday and C on Monday. */
function threeLinkStart() {
  const problem = threeLinkProblem();
  const c = compile(problem);
  const st = new ScoreState(
    c,
    rosterConstraints,
    fromAssignments(c, [...works('B', 'M', 1), ...works('C', 'M', 0)]),
  );
  return { problem, c, st };
}

describe('augmenting coverage chains', () => {
  it('fills a short slot through three people when no two of them can', () => {
    // Any one or two of the three changes leaves a slot short or over-staffed; all three cover every day.
    const { problem, c, st } = threeLinkStart();
    const before = st.soft;
    const aug = augmenterFor(st);
    const chain = aug.find(1000, 8, 1_000_000);
    expect(chain?.steps.map((x) => problem.staff[x.s]!.name).sort()).toEqual(['A', 'B', 'C']);
    expect(chain?.delta).toBe(-100);
    applyChain(st, chain!);
    st.assertConsistent(rosterConstraints, 'after the chain');
    expect(st.hard).toBe(0);
    expect(st.soft).toBe(before - 100);
    const m = c.shiftIndex.get(shiftTypeId('M'))!;
    expect(Array.from(st.roster)).toEqual([m, OFF, OFF, OFF, OFF, m, OFF, m, OFF]);
    // Nothing left to gain.
    expect(aug.find(1000, 8, 1_000_000)).toBeNull();
  });

  it('grants requests around a cycle when every slot is exactly staffed', () => {
    // A holds Monday and wants Tuesday, B the other way round; each may work once. Every chain that ends
    // elsewhere leaves a day short; the cycle (A to Tuesday, B to Monday, Tuesday back to one) does not.
    const wants = (who: string, day: number) => ({
      staffId: staffId(who),
      date: dayDate(day),
      shiftTypeId: shiftTypeId('M'),
      weight: 5,
    });
    const problem = testProblem({
      numDays: 2,
      staff: ['A', 'B'].map((n) => testStaff(n, { limits: { shifts: { hardMax: 1 } } })),
      coverage: [need(0), need(1)],
      workRequests: [wants('A', 1), wants('B', 0)],
    });
    const c = compile(problem);
    const st = new ScoreState(
      c,
      rosterConstraints,
      fromAssignments(c, [...works('A', 'M', 0), ...works('B', 'M', 1)]),
    );
    const chain = augmenterFor(st).find(1000, 8, 1_000_000);
    expect(chain?.delta).toBe(-10);
    expect(chain?.steps.map((x) => problem.staff[x.s]!.name).sort()).toEqual(['A', 'B']);
    applyChain(st, chain!);
    st.assertConsistent(rosterConstraints, 'after the cycle');
    const m = c.shiftIndex.get(shiftTypeId('M'))!;
    expect(Array.from(st.roster)).toEqual([OFF, m, m, OFF]);
    expect(st.soft).toBe(0);
  });

  it('joins minutes left in pieces: an exchange of types on another day makes room for a longer shift', () => {
    // Wednesday's long shift is short. A is free then but would go 120 minutes over their maximum; B has
    // 120 minutes to spare but no day free. Monday, A gives B the long shift and takes B's short one.
    const types = [
      { id: shiftTypeId('S'), name: 'Short', start: hours(8), duration: minutes(480), eligibleRoles: [] },
      { id: shiftTypeId('L'), name: 'Long', start: hours(8), duration: minutes(600), eligibleRoles: [] },
    ];
    const problem = testProblem({
      numDays: 3,
      shiftTypes: types,
      staff: [
        testStaff('A', { limits: { totalMinutes: { hardMax: 1080 } } }),
        testStaff('B', { limits: { totalMinutes: { hardMax: 600 } } }),
      ],
      coverage: [need(0, 'S'), need(0, 'L'), need(2, 'L')],
    });
    const c = compile(problem);
    const start = () =>
      new ScoreState(
        c,
        rosterConstraints,
        fromAssignments(c, [...works('A', 'L', 0), ...works('B', 'S', 0)]),
      );
    expect(augmenterFor(start()).find(1000, 8, 1_000_000, true, false)).toBeNull();
    const st = start();
    const chain = augmenterFor(st).find(1000, 8, 1_000_000);
    expect(chain?.delta).toBe(-100);
    applyChain(st, chain!);
    st.assertConsistent(rosterConstraints, 'after the pooled chain');
    const [sh, l] = ['S', 'L'].map((t) => c.shiftIndex.get(shiftTypeId(t))!);
    expect(Array.from(st.roster)).toEqual([sh, OFF, l, l, OFF, OFF]);
    expect([st.hard, st.soft]).toEqual([0, 0]);
  });

  it('stops at the link limit', () => {
    const { st } = threeLinkStart();
    expect(augmenterFor(st).find(1000, 2, 1_000_000)).toBeNull();
  });

  it('never makes a roster worse or breaks a hard rule, and keeps the score consistent', () => {
    let improved = 0;
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), (seed) => {
        const { problem, feasible } = randomProblem(seed);
        const c = compile(problem);
        const search = new RosterSearch(
          c,
          rosterConstraints,
          fromAssignments(c, feasible),
          createRandom(seed),
          DEFAULT_CONFIG,
          true,
        );
        const st = search.state;
        const hard = st.hard;
        const cost = st.hard * 1000 + st.soft;
        search.augment(200_000);
        st.assertConsistent(rosterConstraints, 'after augmenting');
        expect(st.hard).toBeLessThanOrEqual(hard);
        expect(st.hard * 1000 + st.soft).toBeLessThanOrEqual(cost);
        if (st.hard * 1000 + st.soft < cost) improved++;
      }),
      { numRuns: 40 },
    );
    // The random problems have chains to find.
    expect(improved).toBeGreaterThan(0);
  });
});
