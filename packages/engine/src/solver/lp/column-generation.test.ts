import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compile, OFF } from '../../score/compile.js';
import { rosterConstraints } from '../../score/constraints.js';
import { evaluateRoster } from '../../score/evaluate.js';
import { ScoreState } from '../../score/incremental.js';
import { need, testProblem, testStaff } from '../../testing/build-problem.js';
import { randomProblem } from '../../testing/random-problem.js';
import { movableCells } from '../moves/search.js';
import { fromAssignments, SolverRun, toAssignments } from '../solve.js';
import { ColumnGeneration } from './column-generation.js';

/** A random problem, its known feasible roster as the start, and a window from two random numbers. */
function randomWindow(seed: number, x: number, y: number) {
  const { problem, feasible } = randomProblem(seed);
  const c = compile(problem);
  const [from, to] = [x % c.D, y % c.D].sort((a, b) => a - b) as [number, number];
  return { c, start: fromAssignments(c, feasible), from, to };
}

describe('column generation dive', () => {
  it('staffs every slot of a week from an empty roster, within everyone’s limits', () => {
    // 14 slots (a morning and an evening each day) for three people who may work 40 hours (five shifts)
    // each; an evening cannot be followed by a morning for lack of rest, so who works what must fit.
    const staff = ['A', 'B', 'C'].map((n) => testStaff(n, { limits: { totalMinutes: { hardMax: 2400 } } }));
    const coverage = Array.from({ length: 7 }, (_, d) => [need(d, 'M'), need(d, 'E')]).flat();
    const problem = testProblem({ numDays: 7, staff, coverage });
    const c = compile(problem);
    const empty = new Int16Array(c.S * c.D).fill(OFF);
    const out = new ColumnGeneration(c, rosterConstraints, empty, movableCells(c).free, 1000).dive();
    expect(out.roster).toBeDefined();
    const st = new ScoreState(c, rosterConstraints, out.roster);
    expect(st.hard).toBe(0);
    for (let i = 0; i < c.D * c.T; i++) expect(st.cover[i]).toBeGreaterThanOrEqual(c.coverRequired[i]!);
    // The LP bound (root) never exceeds what the dive found.
    expect(out.rootLp).toBeLessThanOrEqual(st.hard * 1000 + st.soft + 1e-6);
  });

  it('keeps fixed cells and gives everyone a whole row on random problems', { timeout: 60_000 }, () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), (seed) => {
        const { problem, feasible } = randomProblem(seed);
        const c = compile(problem);
        const start = fromAssignments(c, feasible);
        const { free } = movableCells(c);
        // One person at a time where none is integral, or half of the free ones.
        const fixShare = seed % 2 === 0 ? 0 : 0.5;
        const cg = new ColumnGeneration(c, rosterConstraints, start, free, 1000);
        cg.fixShare = fixShare;
        const out = cg.dive();
        // Whole, unless the root proved the start cannot be beaten (the dive then keeps the start).
        expect(out.complete || out.hopeless).toBe(true);
        expect(out.roster).toHaveLength(c.S * c.D);
        for (let i = 0; i < c.S * c.D; i++) if (!free[i]) expect(out.roster[i]).toBe(start[i]);
        // Every value is one the person may take.
        for (let s = 0; s < c.S; s++)
          for (let d = 0; d < c.D; d++) {
            const v = out.roster[s * c.D + d]!;
            if (free[s * c.D + d] && v !== OFF) expect(c.domain[s]).toContain(v);
          }
      }),
      { numRuns: 5 },
    );
  });

  /** A week's dive from an empty roster, stopped after its first step (every slot is short). */
  const interruptedDive = () => {
    const staff = ['A', 'B', 'C'].map((n) => testStaff(n, { limits: { totalMinutes: { hardMax: 2400 } } }));
    const coverage = Array.from({ length: 7 }, (_, d) => [need(d, 'M'), need(d, 'E')]).flat();
    const c = compile(testProblem({ numDays: 7, staff, coverage }));
    const empty = new Int16Array(c.S * c.D).fill(OFF);
    const cg = new ColumnGeneration(c, rosterConstraints, empty, movableCells(c).free, 1000);
    cg.steps().next();
    return { c, empty, cg };
  };

  it('polishes a dive interrupted at once into a better roster than its start', () => {
    const { c, empty, cg } = interruptedDive();
    const score = (roster: Int16Array) => new ScoreState(c, rosterConstraints, roster);
    expect(cg.outcome().roster).toEqual(empty);
    const polished = score(cg.polishedOutcome().roster);
    const before = score(empty);
    expect(polished.hard).toBe(0);
    expect(polished.soft).toBeLessThan(before.soft);
  });

  it('polishes an interrupted dive into a roster no worse, keeping fixed cells', { timeout: 60_000 }, () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.integer({ min: 1, max: 40 }), (seed, rounds) => {
        const { problem, feasible } = randomProblem(seed);
        const c = compile(problem);
        const start = fromAssignments(c, feasible);
        const { free } = movableCells(c);
        const cg = new ColumnGeneration(c, rosterConstraints, start, free, 1000);
        const steps = cg.steps();
        for (let k = 0; k < rounds && !steps.next().done; k++);
        const cost = (roster: Int16Array): number => {
          const st = new ScoreState(c, rosterConstraints, roster);
          return st.hard * 1000 + st.soft;
        };
        const raw = cg.outcome().roster;
        const polished = cg.polishedOutcome().roster;
        expect(cost(polished)).toBeLessThanOrEqual(cost(raw) + 1e-9);
        for (let i = 0; i < c.S * c.D; i++) if (!free[i]) expect(polished[i]).toBe(start[i]);
      }),
      { numRuns: 8 },
    );
  });

  it('stops polishing when told to, between people', () => {
    const { c, empty, cg } = interruptedDive();
    expect(cg.polishedOutcome(() => true).roster).toEqual(empty);
    // Stopped after the first person: only their row may have changed, and it did.
    let asked = 0;
    const one = cg.polishedOutcome(() => asked++ >= 1).roster;
    expect(asked).toBe(2);
    expect(one.subarray(c.D)).toEqual(empty.subarray(c.D));
    expect(one.subarray(0, c.D)).not.toEqual(empty.subarray(0, c.D));
  });

  it('runs inside a timed solve and never leaves the best roster worse than its own', () => {
    const { problem } = randomProblem(7, { staff: 6, days: 14 });
    // A clock that moves 5 ms a reading: the run is the same every time.
    let t = 0;
    const run = new SolverRun(problem, {
      timeLimitMs: 3000,
      seed: 1,
      skipExplanation: true,
      now: () => (t += 5),
      config: { lp: { diveShare: 0.9, rootShare: 0.9, roundsNeeded: 1 } },
    });
    const out = run.step()!;
    // Its dives end in milliseconds, so there is time for more, each from the best roster then.
    expect(run.divesBegun).toBeGreaterThan(1);
    const dive = run.lpDive;
    expect(typeof dive).toBe('object');
    if (typeof dive !== 'object') return;
    const c = compile(problem);
    const diveScore = evaluateRoster(c, rosterConstraints, dive.roster, { collect: false }).score;
    const best = out.score;
    expect(best.hard < diveScore.hard || (best.hard === diveScore.hard && best.soft <= diveScore.soft)).toBe(
      true,
    );
    expect(toAssignments(c, fromAssignments(c, out.roster))).toHaveLength(out.roster.length);
  });

  it('reaches about the same root with smoothed duals as with the master’s own', () => {
    const rootOf = (cg: ColumnGeneration): number => {
      const steps = cg.steps();
      while (Number.isNaN(cg.rootLp) && !steps.next().done);
      return cg.rootLp;
    };
    for (const seed of [3, 17, 29]) {
      const { problem, feasible } = randomProblem(seed, { staff: 5, days: 14 });
      const c = compile(problem);
      const start = fromAssignments(c, feasible);
      const { free } = movableCells(c);
      const plain = new ColumnGeneration(c, rosterConstraints, start, free, 1000);
      plain.smoothing = 0;
      const smoothed = new ColumnGeneration(c, rosterConstraints, start, free, 1000);
      expect(smoothed.smoothing).toBeGreaterThan(0);
      const root = rootOf(smoothed);
      // Not to the last digit: caps beyond the exact-count limit are priced linearly and pruned on that
      // price, so a root is where that pricer finds nothing more, which depends a little on the path.
      // Any restricted master's value is at least the full master's, so the lower root is the nearer:
      // smoothing must not end notably above the plain root (seed 29: 301.52 against 304.77; seed 3:
      // 635.42 against 636.02).
      expect(root).toBeLessThanOrEqual(rootOf(plain) + 0.01 * Math.abs(root));
      // The root is a relaxation of the start roster.
      const st = new ScoreState(c, rosterConstraints, start);
      expect(root).toBeLessThanOrEqual(st.hard * 1000 + st.soft + 1e-6);
    }
  });

  it('re-plans only the days of its window, and staffs them', () => {
    // The week of the first test, from an empty roster, with days 2-4 as the window: those days' slots
    // are all staffed, and nobody works outside them.
    const staff = ['A', 'B', 'C'].map((n) => testStaff(n, { limits: { totalMinutes: { hardMax: 2400 } } }));
    const coverage = Array.from({ length: 7 }, (_, d) => [need(d, 'M'), need(d, 'E')]).flat();
    const c = compile(testProblem({ numDays: 7, staff, coverage }));
    const empty = new Int16Array(c.S * c.D).fill(OFF);
    const window = { from: 2, to: 4 };
    const out = new ColumnGeneration(c, rosterConstraints, empty, movableCells(c).free, 1000, window).dive();
    expect(out.complete).toBe(true);
    const st = new ScoreState(c, rosterConstraints, out.roster);
    for (let d = 0; d < c.D; d++)
      for (let t = 0; t < c.T; t++) {
        const inWindow = d >= window.from && d <= window.to;
        expect(st.cover[d * c.T + t]).toBe(inWindow ? c.coverRequired[d * c.T + t] : 0);
      }
  });

  it('keeps every row as it was outside the window on random problems', { timeout: 60_000 }, () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.nat(), fc.nat(), (seed, x, y) => {
        const { c, start, from, to } = randomWindow(seed, x, y);
        const cg = new ColumnGeneration(c, rosterConstraints, start, movableCells(c).free, 1000, {
          from,
          to,
        });
        const out = cg.dive();
        for (let s = 0; s < c.S; s++)
          for (let d = 0; d < c.D; d++)
            if (d < from || d > to) expect(out.roster[s * c.D + d]).toBe(start[s * c.D + d]);
      }),
      { numRuns: 8 },
    );
  });

  it('re-plans only the days it lists, staffing them, when the days are not a range', () => {
    // The week of the first test, from an empty roster, with Monday, Wednesday and Saturday listed.
    const staff = ['A', 'B', 'C'].map((n) => testStaff(n, { limits: { totalMinutes: { hardMax: 2400 } } }));
    const coverage = Array.from({ length: 7 }, (_, d) => [need(d, 'M'), need(d, 'E')]).flat();
    const c = compile(testProblem({ numDays: 7, staff, coverage }));
    const empty = new Int16Array(c.S * c.D).fill(OFF);
    const days = [0, 2, 5];
    const out = new ColumnGeneration(c, rosterConstraints, empty, movableCells(c).free, 1000, {
      days,
    }).dive();
    expect(out.complete).toBe(true);
    const st = new ScoreState(c, rosterConstraints, out.roster);
    for (let d = 0; d < c.D; d++)
      for (let t = 0; t < c.T; t++)
        expect(st.cover[d * c.T + t]).toBe(days.includes(d) ? c.coverRequired[d * c.T + t] : 0);
  });

  it('keeps every row as it was on the days it does not list, on random problems', {
    timeout: 60_000,
  }, () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.nat(),
        fc.nat(),
        fc.nat(),
        (seed, x, y, mask) => {
          const { c, start, from, to } = randomWindow(seed, x, y);
          // Some days of the window, its first and last always among them.
          const days = [from];
          for (let d = from + 1; d < to; d++) if ((mask >> (d - from)) & 1) days.push(d);
          if (to > from) days.push(to);
          const out = new ColumnGeneration(c, rosterConstraints, start, movableCells(c).free, 1000, {
            days,
          }).dive();
          for (let s = 0; s < c.S; s++)
            for (let d = 0; d < c.D; d++)
              if (!days.includes(d)) expect(out.roster[s * c.D + d]).toBe(start[s * c.D + d]);
        },
      ),
      { numRuns: 8 },
    );
  });

  it('stops at its root, with its start, when the LP proves the start cannot be beaten', () => {
    // The week of the first test: a dive from an empty roster staffs every slot at no cost, and a dive
    // from that roster can do no better, which its root already shows.
    const staff = ['A', 'B', 'C'].map((n) => testStaff(n, { limits: { totalMinutes: { hardMax: 2400 } } }));
    const coverage = Array.from({ length: 7 }, (_, d) => [need(d, 'M'), need(d, 'E')]).flat();
    const c = compile(testProblem({ numDays: 7, staff, coverage }));
    const { free } = movableCells(c);
    const first = new ColumnGeneration(c, rosterConstraints, new Int16Array(c.S * c.D).fill(OFF), free, 1000);
    const best = first.dive();
    expect(best.hopeless).toBe(false);
    const again = new ColumnGeneration(c, rosterConstraints, best.roster, free, 1000).dive();
    expect(again.hopeless).toBe(true);
    expect(again.complete).toBe(false);
    expect(again.roster).toEqual(best.roster);
  });

  it('gives up only dives that would not have beaten their start, on random problems', {
    timeout: 120_000,
  }, () => {
    let stopped = 0;
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.nat(), fc.nat(), (seed, x, y) => {
        const { c, start, from, to } = randomWindow(seed, x, y);
        const dive = (stop: boolean) => {
          const cg = new ColumnGeneration(c, rosterConstraints, start, movableCells(c).free, 1000, {
            from,
            to,
          });
          cg.stopWhenHopeless = stop;
          return cg.dive();
        };
        const out = dive(true);
        if (!out.hopeless) return;
        stopped++;
        expect(out.roster).toEqual(start);
        // The same dive carried to its end finds nothing better than the start.
        const cost = (roster: Int16Array) => {
          const st = new ScoreState(c, rosterConstraints, roster);
          return st.hard * 1000 + st.soft;
        };
        expect(cost(dive(false).roster)).toBeGreaterThanOrEqual(cost(start));
      }),
      { numRuns: 30 },
    );
    // The property is not empty: some of the dives did stop.
    expect(stopped).toBeGreaterThan(0);
  });
});
