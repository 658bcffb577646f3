import { describe, expect, it } from 'vitest';
import { shiftTypeId, staffId } from '../../domain/ids.js';
import { compile } from '../../score/compile.js';
import { rosterConstraints } from '../../score/constraints.js';
import { dayDate, need, testProblem, testStaff, works } from '../../testing/build-problem.js';
import { DEFAULT_CONFIG, resolveConfig } from '../config.js';
import { createRandom } from '../random.js';
import { fromAssignments } from '../solve.js';
import { RosterSearch } from './search.js';

describe('row moves while infeasible', () => {
  it('go to the one person in breach among many, also for a whole-horizon count with no day', () => {
    // 60 people, one of whom (P37) works a Saturday but may work no weekend and must work 4 shifts: the
    // fix is to move that shift to a weekday. A random probe of a few people would usually miss P37.
    const staff = Array.from({ length: 60 }, (_, i) =>
      i === 37
        ? testStaff(`P${i}`, { limits: { weekends: { hardMax: 0 }, shifts: { hardMin: 4 } } })
        : testStaff(`P${i}`),
    );
    const problem = testProblem({ numDays: 14, staff });
    const c = compile(problem);
    const initial = fromAssignments(c, works('P37', 'M', 0, 1, 2, 5));
    const search = new RosterSearch(c, rosterConstraints, initial, createRandom(1), DEFAULT_CONFIG);
    search.temperature = 0;
    expect(search.state.hard).toBeGreaterThan(0);
    for (let k = 0; k < 3 && search.state.hard > 0; k++) search.rowMove();
    expect(search.state.hard).toBe(0);
    const row = Array.from(search.state.roster.subarray(37 * c.D, 38 * c.D));
    expect([5, 6, 12, 13].map((d) => row[d])).toEqual([-1, -1, -1, -1]);
    expect(row.filter((v) => v >= 0).length).toBeGreaterThanOrEqual(4);
  });

  it('mends a single day off for someone at their minimum of minutes by moving a shift across the horizon', () => {
    // P must work exactly 12 shifts of 480 minutes and take days off two at a time; day 4 is a single day
    // off. Mending it gives up a shift beside it and takes one elsewhere: a drift of one shift, which is
    // all the minute trust a whole-horizon row gets here (one of P's longest shifts).
    const staff = [
      testStaff('P', {
        limits: { totalMinutes: { hardMin: 5760, hardMax: 5760 }, consecutiveDaysOff: { hardMin: 2 } },
      }),
    ];
    const c = compile(testProblem({ numDays: 21, staff }));
    const initial = fromAssignments(c, works('P', 'M', 0, 1, 2, 3, 5, 6, 7, 8, 11, 12, 13, 14));
    const search = new RosterSearch(
      c,
      rosterConstraints,
      initial,
      createRandom(1),
      resolveConfig({ moves: { wideOdds: 1 } }),
    );
    search.temperature = 0;
    expect(search.state.hard).toBeGreaterThan(0);
    search.rowMove();
    expect(search.state.hard).toBe(0);
    const row = Array.from(search.state.roster.subarray(0, c.D));
    expect(row.filter((v) => v >= 0)).toHaveLength(12);
  });

  it('widens the minute trust region for a person the narrow whole-horizon row leaves in breach', () => {
    // P works Saturday (day 5) but may work no weekend, and must work exactly 1920 minutes. P's shifts are
    // 480 or 600 minutes (units of 120), so the fix, moving the Saturday shift to a weekday, drifts the
    // running minutes by 4 units: more than the narrow region allows, within the broad one.
    const staff = [
      testStaff('P', {
        roles: ['doctor', 'icu'],
        limits: { weekends: { hardMax: 0 }, totalMinutes: { hardMin: 1920, hardMax: 1920 } },
      }),
    ];
    const c = compile(testProblem({ numDays: 14, staff }));
    const initial = fromAssignments(c, works('P', 'M', 0, 1, 2, 5));
    const tuning = resolveConfig({ moves: { wideOdds: 1 } });
    const search = new RosterSearch(c, rosterConstraints, initial, createRandom(1), tuning);
    search.temperature = 0;
    search.rowMove();
    expect(search.state.hard).toBeGreaterThan(0);
    search.rowMove();
    expect(search.state.hard).toBe(0);
    const row = Array.from(search.state.roster.subarray(0, c.D));
    expect([5, 6, 12, 13].map((d) => row[d])).toEqual([-1, -1, -1, -1]);
  });
});

describe('re-planning the rows in breach', () => {
  it('makes a roster feasible by whole-horizon rows, one person at a time', () => {
    // P must work exactly 1920 minutes (four shifts) and no weekend, and works three weekdays and a
    // Saturday; Q may work 960 minutes and works three shifts. Each is mended on their own row. (Minutes,
    // as in Curtois-Qu: the row DP holds them as a state, while a count of shifts is priced linearly.)
    const staff = [
      testStaff('P', {
        limits: { weekends: { hardMax: 0 }, totalMinutes: { hardMin: 1920, hardMax: 1920 } },
      }),
      testStaff('Q', { limits: { totalMinutes: { hardMax: 960 } } }),
    ];
    const c = compile(testProblem({ numDays: 14, staff, coverage: [need(5), need(6)] }));
    const initial = fromAssignments(c, [...works('P', 'M', 0, 1, 2, 5), ...works('Q', 'M', 7, 8, 9)]);
    const search = new RosterSearch(c, rosterConstraints, initial, createRandom(1), DEFAULT_CONFIG);
    expect(search.state.hard).toBeGreaterThan(0);
    search.rescueRows(() => false);
    expect(search.state.hard).toBe(0);
    expect(search.bestHard).toBe(0);
    const row = (s: number) => Array.from(search.state.roster.subarray(s * c.D, (s + 1) * c.D));
    expect([5, 6, 12, 13].map((d) => row(0)[d])).toEqual([-1, -1, -1, -1]);
    expect(row(0).filter((v) => v >= 0)).toHaveLength(4);
    expect(row(1).filter((v) => v >= 0).length).toBeLessThanOrEqual(2);
    search.state.assertConsistent(rosterConstraints, 'after re-planning the rows in breach');
  });

  it('stops when told to', () => {
    const staff = [testStaff('P', { limits: { totalMinutes: { hardMax: 480 } } })];
    const c = compile(testProblem({ numDays: 7, staff }));
    const initial = fromAssignments(c, works('P', 'M', 0, 1, 2));
    const rescued = (stop: boolean) => {
      const search = new RosterSearch(c, rosterConstraints, initial, createRandom(1), DEFAULT_CONFIG);
      search.rescueRows(() => stop);
      return search.state.hard;
    };
    expect(rescued(false)).toBe(0);
    expect(rescued(true)).toBeGreaterThan(0);
  });
});

describe('exchanges of two blocks apart', () => {
  it('give a person a shift they asked for when both people must keep their number of shifts', () => {
    // A and B must each work exactly 3 shifts; six mornings need one person each. A works days 0-2 and
    // asks for day 4, which B works (B works 3-5), and asks not to work day 3. An exchange of a block of at
    // most two days that holds day 4 changes both counts unless A already works day 3, so the only way to
    // the request that never gets worse is an exchange of two blocks apart: A's day 2 for B's day 4, day 3
    // kept.
    const shifts = { hardMin: 3, hardMax: 3 };
    const staff = ['A', 'B'].map((n) => testStaff(n, { limits: { shifts } }));
    const coverage = [0, 1, 2, 3, 4, 5].map((d) => need(d));
    const workRequests = [
      { staffId: staffId('A'), date: dayDate(4), shiftTypeId: shiftTypeId('M'), weight: 5 },
    ];
    const shiftOffRequests = [{ staffId: staffId('A'), date: dayDate(3), weight: 5 }];
    const c = compile(testProblem({ numDays: 7, staff, coverage, workRequests, shiftOffRequests }));
    const initial = fromAssignments(c, [...works('A', 'M', 0, 1, 2), ...works('B', 'M', 3, 4, 5)]);
    const onlyExchanges = resolveConfig({
      moves: {
        pChain: 0,
        pCover: 0,
        pChange: 0,
        pMove: 0,
        pSwap: 1,
        pWish: 0,
        swapApart: 1,
        rowMoves: 0,
        maxBlock: 2,
      },
    });
    const search = new RosterSearch(c, rosterConstraints, initial, createRandom(3), onlyExchanges);
    search.temperature = 0;
    expect(search.state.soft).toBe(5);
    search.iterate(2000);
    expect(search.state.hard).toBe(0);
    expect(search.state.soft).toBe(0);
    const M = c.shiftIndex.get(shiftTypeId('M'));
    expect(search.state.roster[0 * c.D + 4]).toBe(M);
    // Coverage is untouched: still one person on each of days 0-5.
    for (let d = 0; d < 6; d++) expect(search.state.cover[d * c.T + M!]).toBe(1);
  });
});

describe('wish moves', () => {
  it('grant requests by exchanges that keep coverage and everyone’s count', () => {
    // Fourteen days, one morning needed a day, everyone works exactly one shift. In pair k, A works day 2k
    // and asks for day 2k + 1, which B works and asks to have off: exchanging the two days grants both,
    // and no exchange of one day keeps the counts, so each wish needs a block of two.
    const D = 14;
    const shifts = { hardMin: 1, hardMax: 1 };
    const pairs = Array.from({ length: D / 2 }, (_, k) => k);
    const staff = pairs.flatMap((k) => [`A${k}`, `B${k}`].map((n) => testStaff(n, { limits: { shifts } })));
    const coverage = Array.from({ length: D }, (_, d) => need(d));
    const workRequests = pairs.map((k) => ({
      staffId: staffId(`A${k}`),
      date: dayDate(2 * k + 1),
      shiftTypeId: shiftTypeId('M'),
      weight: 5,
    }));
    const shiftOffRequests = pairs.map((k) => ({
      staffId: staffId(`B${k}`),
      date: dayDate(2 * k + 1),
      weight: 3,
    }));
    const c = compile(testProblem({ numDays: D, staff, coverage, workRequests, shiftOffRequests }));
    const initial = fromAssignments(
      c,
      pairs.flatMap((k) => [...works(`A${k}`, 'M', 2 * k), ...works(`B${k}`, 'M', 2 * k + 1)]),
    );
    const search = new RosterSearch(
      c,
      rosterConstraints,
      initial,
      createRandom(5),
      resolveConfig({ moves: { pChain: 0, maxBlock: 2 } }),
    );
    search.temperature = 0;
    search.wishShare = 1;
    expect(search.state.hard).toBe(0);
    expect(search.state.soft).toBe(8 * pairs.length);
    search.iterate(3000);
    expect(search.state.hard).toBe(0);
    expect(search.state.soft).toBe(0);
    const M = c.shiftIndex.get(shiftTypeId('M'))!;
    for (const k of pairs) expect(search.state.roster[2 * k * c.D + 2 * k + 1]).toBe(M);
    for (let d = 0; d < D; d++) expect(search.state.cover[d * c.T + M]).toBe(1);
  });

  it('are none while the run has not reached its wish share, so the other moves run as before', () => {
    const staff = ['A', 'B'].map((n) => testStaff(n));
    const c = compile(testProblem({ numDays: 7, staff, coverage: [need(0)] }));
    const initial = fromAssignments(c, works('A', 'M', 0));
    const run = (share: number) => {
      const s = new RosterSearch(
        c,
        rosterConstraints,
        initial,
        createRandom(9),
        resolveConfig({ moves: { pWish: 0.5 } }),
      );
      s.wishShare = share;
      s.iterate(500);
      return Array.from(s.state.roster);
    };
    const noWishes = new RosterSearch(
      c,
      rosterConstraints,
      initial,
      createRandom(9),
      resolveConfig({ moves: { pWish: 0 } }),
    );
    noWishes.iterate(500);
    expect(run(0)).toEqual(Array.from(noWishes.state.roster));
  });
});
