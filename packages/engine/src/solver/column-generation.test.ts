import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import type { Problem } from '../domain/problem.js';
import { compile, OFF } from '../score/compile.js';
import { rosterConstraints } from '../score/constraints.js';
import { evaluateRoster } from '../score/evaluate.js';
import { ScoreState } from '../score/incremental.js';
import { need, testProblem, testStaff } from '../testing/build-problem.js';
import { randomProblem } from '../testing/random-problem.js';
import { ColumnGeneration } from './column-generation.js';
import { movableCells } from './search.js';
import { fromAssignments, SEARCH_DEFAULTS, SolverRun, toAssignments, weekendPairs } from './solve.js';
import type { SearchTuning } from './types.js';

/** A random problem, its known feasible roster as the start, and a window from two random numbers. */
function randomWindow(seed: number, x: number, y: number) {
  const { problem, feasible } = randomProblem(seed);
  const c = compile(problem);
  const [from, to] = [x % c.D, y % c.D].sort((a, b) => a - b) as [number, number];
  return { c, start: fromAssignments(c, feasible), from, to };
}

/**
 * A 2-s timed solve whose master holds 10 days' slots (week-long windows run), with more tuning; checks
 * that it ends feasible and returns its progress messages and when they came.
 */
function windowedProgress(
  problem: Problem,
  tuning: Partial<SearchTuning>,
  timeLimitMs = 2000,
  now?: () => number,
) {
  const c = compile(problem);
  const seen: { message: string; at: number }[] = [];
  const out = new SolverRun(problem, {
    timeLimitMs,
    seed: 1,
    skipExplanation: true,
    ...(now ? { now } : {}),
    tuning: { lpMaxRows: 10 * c.T + c.S, lpWindowDays: 7, lpWindowTime: 0.02, ...tuning },
    onProgress: (p) => seen.push({ message: p.message, at: p.elapsedMs }),
  }).step()!;
  expect(out.score.hard).toBe(0);
  return seen;
}

/**
 * Four weekends wanting two mornings a day each, for four people who may work one weekend each: some
 * weekend always stays below its flow.
 */
function shortWeekendProblem(): Problem {
  const staff = ['A', 'B', 'C', 'D'].map((n) => testStaff(n, { limits: { weekends: { hardMax: 1 } } }));
  const weekendOf = compile(testProblem({ numDays: 28, staff })).weekendOf;
  const coverage = Array.from({ length: 28 }, (_, d) => need(d, 'M', weekendOf[d]! >= 0 ? 2 : 1));
  return testProblem({ numDays: 28, staff, coverage });
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
    const run = new SolverRun(problem, {
      timeLimitMs: 3000,
      seed: 1,
      skipExplanation: true,
      tuning: { lpDiveShare: 0.9, lpRootShare: 0.9, lpRoundsNeeded: 1 },
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

  it('re-plans windows inside a timed solve when the whole horizon’s master is too large', () => {
    const { problem } = randomProblem(7, { staff: 6, days: 28 });
    const c = compile(problem);
    // Room for 10 days' slots and the people, not for the 28 days.
    const lpMaxRows = 10 * c.T + c.S;
    const run = new SolverRun(problem, {
      timeLimitMs: 3000,
      seed: 1,
      skipExplanation: true,
      tuning: { lpMaxRows, lpWindowDays: 7, lpWindowTime: 0.02 },
    });
    const out = run.step()!;
    expect(run.divesBegun).toBe(0);
    expect(run.windowDives).toBeGreaterThan(1);
    expect(out.score.hard).toBe(0);
  });

  it('gives every window dive the share of people to fix per step that the tuning asks for', () => {
    const { problem } = randomProblem(7, { staff: 6, days: 28 });
    // The share each dive was started with, read as it begins its steps.
    const steps = ColumnGeneration.prototype.steps;
    const shares = (tuning: Partial<SearchTuning>) => {
      const seen: number[] = [];
      const spy = vi.spyOn(ColumnGeneration.prototype, 'steps').mockImplementation(function (
        this: ColumnGeneration,
      ) {
        seen.push(this.fixShare);
        return steps.call(this);
      });
      try {
        // The master holds 10 days' slots, not the 28: every dive is a window dive.
        windowedProgress(problem, tuning, 1000);
      } finally {
        spy.mockRestore();
      }
      expect(seen.length).toBeGreaterThan(1);
      return new Set(seen);
    };
    expect(shares({})).toEqual(new Set([SEARCH_DEFAULTS.lpWindowFixShare]));
    expect(shares({ lpWindowFixShare: 0.3 })).toEqual(new Set([0.3]));
  });

  it('keeps the end of a timed solve for one final window, and only when asked to', () => {
    const { problem } = randomProblem(7, { staff: 6, days: 28 });
    const finals = (finalWindowShare: number) =>
      // Without the two-block windows that follow a final window ending early (tested below).
      windowedProgress(problem, { finalWindowShare, finalWindowChain: false }).filter((p) =>
        p.message.endsWith(', to finish'),
      );
    const kept = finals(0.2);
    expect(kept).toHaveLength(1);
    // From the end of the schedule (80% of the run), over a week at least and no more than the master
    // holds (10 days).
    expect(kept[0]!.at).toBeGreaterThanOrEqual(1600);
    const [, first, last] = /^Re-planning days (\d+)-(\d+) by linear programming, to finish$/
      .exec(kept[0]!.message)!
      .map(Number);
    expect(last! - first! + 1).toBeGreaterThanOrEqual(7);
    expect(last! - first! + 1).toBeLessThanOrEqual(10);
    expect(finals(0)).toHaveLength(0);
  });

  it('cuts a window dive under way short at the end of the schedule, so the final window begins on time', () => {
    const { problem } = randomProblem(7, { staff: 12, days: 28 });
    // A clock that moves 5 ms a reading (so the run is the same every time) and windows planned at 400 ms
    // each (cut at three times that), back to back: at this seed one begun at about 2840 ms is still under
    // way when the schedule ends at 3200 ms. Left to end on its own, it held the final window back to 3500 ms.
    let t = 0;
    const seen = windowedProgress(
      problem,
      // Not early (`finalChainShare`), as where a weekend is below its flow (tested below).
      { lpWindowTime: 0.1, lpWindowShare: 0.99, finalWindowShare: 0.2, finalChainShare: 0 },
      4000,
      () => (t += 5),
    );
    const final = seen.findIndex((p) => p.message.endsWith(', to finish'));
    expect(final).toBeGreaterThan(0);
    const lastWindow = seen
      .slice(0, final)
      .filter((p) => /^Re-planning days \d+-\d+ by linear programming$/.test(p.message))
      .at(-1)!;
    expect(lastWindow.at).toBeGreaterThan(3200 - 400);
    expect(lastWindow.at).toBeLessThan(3200);
    expect(seen[final]!.at).toBeGreaterThanOrEqual(3200);
    expect(seen[final]!.at).toBeLessThan(3300);
  });

  it('re-plans weekends to trade once inside a timed solve, from its share of the run, when asked to', () => {
    const problem = shortWeekendProblem();
    // Room for 10 days' slots: three days and one weekend's Friday to Monday fit.
    const trades = (tradeWindowAt: number) =>
      windowedProgress(problem, { tradeWindowAt, tradeWindowDays: 3, tradeWindowWeekends: 1 }).filter(
        (p) => p.message === 'Re-planning weekends to trade by linear programming',
      );
    const once = trades(0.5);
    expect(once).toHaveLength(1);
    expect(once[0]!.at).toBeGreaterThanOrEqual(1000);
    expect(trades(1)).toHaveLength(0);
  });

  it('makes the final window the weekend-trade window when asked to', () => {
    const problem = shortWeekendProblem();
    const finals = (finalWindowTrade: boolean) =>
      windowedProgress(problem, {
        finalWindowShare: 0.2,
        finalWindowTrade,
        finalWindowChain: false,
        tradeWindowDays: 3,
        tradeWindowWeekends: 1,
      }).filter((p) => p.message.endsWith(', to finish'));
    const trade = finals(true);
    expect(trade).toHaveLength(1);
    expect(trade[0]!.message).toBe('Re-planning weekends to trade by linear programming, to finish');
    // From the end of the schedule (80% of the run).
    expect(trade[0]!.at).toBeGreaterThanOrEqual(1600);
    const plain = finals(false);
    expect(plain).toHaveLength(1);
    expect(plain[0]!.message).toMatch(/^Re-planning days \d+-\d+ by linear programming, to finish$/);
  });

  it('makes the final window two separate blocks, a new pair each time a dive ends, when asked to', () => {
    const problem = shortWeekendProblem();
    const pairs = (finalWindowBlocks: boolean) =>
      windowedProgress(problem, {
        finalWindowShare: 0.2,
        finalWindowBlocks,
        finalWindowChain: false,
        windowBlockDays: 4,
      })
        .filter((p) => p.message.endsWith(', to finish'))
        .map((p) => ({
          at: p.at,
          days: /^Re-planning days (\d+)-(\d+) and (\d+)-(\d+) by linear/.exec(p.message),
        }));
    const blocks = pairs(true);
    // Dives over eight days of four people end quickly: the 400 ms after the schedule hold several.
    expect(blocks.length).toBeGreaterThan(1);
    for (const { at, days } of blocks) {
      expect(at).toBeGreaterThanOrEqual(1600);
      const [a, b, c, d] = days!.slice(1).map(Number);
      // Two blocks of four days (the message counts days from 1), each from a Monday, apart.
      expect([b! - a!, d! - c!]).toEqual([3, 3]);
      expect([(a! - 1) % 7, (c! - 1) % 7]).toEqual([0, 0]);
      expect(c! - b!).toBeGreaterThan(1);
    }
    // Off, the final window is the one block.
    const plain = pairs(false);
    expect(plain).toHaveLength(1);
    expect(plain[0]!.days).toBeNull();
  });

  it('follows a final window that ends with time left with two-block windows, when asked to', () => {
    const problem = shortWeekendProblem();
    const finals = (finalWindowChain: boolean) =>
      windowedProgress(problem, { finalWindowShare: 0.2, finalWindowChain, windowBlockDays: 4 })
        .filter((p) => p.message.endsWith(', to finish'))
        .map((p) => p.message);
    const chained = finals(true);
    // The one window first, then two blocks after two blocks: dives over eight days of four people end
    // quickly, and the 400 ms after the schedule hold several.
    expect(chained.length).toBeGreaterThan(2);
    expect(chained[0]).toMatch(/^Re-planning days \d+-\d+ by linear programming, to finish$/);
    for (const message of chained.slice(1))
      expect(message).toMatch(/^Re-planning days \d+-\d+ and \d+-\d+ by linear programming, to finish$/);
    const plain = finals(false);
    expect(plain).toHaveLength(1);
    expect(plain[0]).toMatch(/^Re-planning days \d+-\d+ by linear programming, to finish$/);
  });

  it('begins a chained final window early where a weekend is below its flow, when asked to', () => {
    const problem = shortWeekendProblem();
    const firstFinal = (finalChainShare: number, finalWindowChain = true) =>
      windowedProgress(problem, {
        finalWindowShare: 0.2,
        finalChainShare,
        finalWindowChain,
        windowBlockDays: 4,
      }).find((p) => p.message.endsWith(', to finish'))!.at;
    // From half-way (1000 ms): some weekend always stays below its flow here.
    const early = firstFinal(0.5);
    expect(early).toBeGreaterThanOrEqual(1000);
    expect(early).toBeLessThan(1600);
    // Never later than the end of the schedule (80%), nor earlier without the chain.
    expect(firstFinal(0.1)).toBeGreaterThanOrEqual(1600);
    expect(firstFinal(0.5, false)).toBeGreaterThanOrEqual(1600);
  });

  it('re-plans two separate blocks once inside a timed solve, from its share of the run, when asked to', () => {
    const problem = shortWeekendProblem();
    const twoBlocks = (blockWindowAt: number) =>
      windowedProgress(problem, { blockWindowAt, windowBlockDays: 4 }).filter((p) =>
        /^Re-planning days \d+-\d+ and \d+-\d+ by linear programming$/.test(p.message),
      );
    const once = twoBlocks(0.5);
    expect(once).toHaveLength(1);
    expect(once[0]!.at).toBeGreaterThanOrEqual(1000);
    expect(twoBlocks(1)).toHaveLength(0);
  });

  it('re-plans the days around the shortest weekend once where the whole horizon fits, when asked to', () => {
    // The whole horizon's master fits (no final window).
    const problem = shortWeekendProblem();
    const c = compile(problem);
    const aimed = (tuning: Partial<SearchTuning>) => {
      const seen: { message: string; at: number }[] = [];
      const out = new SolverRun(problem, {
        timeLimitMs: 2000,
        seed: 1,
        skipExplanation: true,
        tuning: { aimedWindowDays: 10, ...tuning },
        onProgress: (p) => seen.push({ message: p.message, at: p.elapsedMs }),
      }).step()!;
      expect(out.score.hard).toBe(0);
      return seen.filter((p) => p.message.endsWith('around the shortest weekend by linear programming'));
    };
    const once = aimed({ aimedWindowAt: 0.5 });
    expect(once).toHaveLength(1);
    expect(once[0]!.at).toBeGreaterThanOrEqual(1000);
    const [, first, last] = /^Re-planning days (\d+)-(\d+) around/.exec(once[0]!.message)!.map(Number);
    expect(last! - first! + 1).toBe(10);
    // From a Monday (days are numbered from 1 in the message), unless kept inside the horizon.
    expect(c.weekday[first! - 1] === 0 || last === c.D).toBe(true);
    expect(aimed({ aimedWindowAt: 1 })).toHaveLength(0);
    // Where the whole horizon does not fit, the final window has the role instead.
    expect(aimed({ aimedWindowAt: 0.5, lpMaxRows: 10 * c.T + c.S, lpWindowDays: 7 })).toHaveLength(0);
  });

  it('dives over every pair of weekends in turn where neither the horizon nor a window fits the master', () => {
    expect(weekendPairs(4)).toEqual([
      [0, 1],
      [1, 2],
      [2, 3],
      [0, 2],
      [1, 3],
      [0, 3],
    ]);
    const { problem } = randomProblem(7, { staff: 6, days: 28 });
    const c = compile(problem);
    expect(c.weekendCount).toBe(4);
    const pairDives = (tuning: Partial<SearchTuning>, timeLimitMs = 3000) => {
      // Room for 9 days' slots: no 14-day window, but two weekends of four days each.
      const tuned = { lpMaxRows: 9 * c.T + c.S, lpWindowDays: 14, ...tuning };
      const messages = windowedProgress(problem, tuned, timeLimitMs).map((p) => p.message);
      expect(messages.some((m) => m.startsWith('Re-planning days'))).toBe(false);
      return messages.flatMap((m) => {
        const pair = /^Re-planning weekends (\d+) and (\d+) by linear programming$/.exec(m);
        return pair ? [[Number(pair[1]) - 1, Number(pair[2]) - 1]] : [];
      });
    };
    const dived = pairDives({ pairDivesFrom: 0.3 });
    expect(dived.length).toBeGreaterThan(1);
    // One pair after the other, in the order of weekendPairs, from wherever the first one was.
    const order = weekendPairs(4).map((p) => p.join());
    const first = order.indexOf(dived[0]!.join());
    expect(first).toBeGreaterThanOrEqual(0);
    expect(dived.map((pair) => pair.join())).toEqual(dived.map((_, k) => order[(first + k) % order.length]));
    expect(pairDives({ pairDivesFrom: 1 }, 1000)).toHaveLength(0);
    expect(pairDives({ pairDivesFrom: 0.3, pairDivesMaxPairs: 5 }, 1000)).toHaveLength(0);
  });

  it('re-plans runs of weekends, with the days either side, inside a timed solve when asked to', () => {
    const { problem } = randomProblem(7, { staff: 6, days: 28 });
    const c = compile(problem);
    expect(c.weekendCount).toBeGreaterThan(1);
    const messages: string[] = [];
    const run = new SolverRun(problem, {
      timeLimitMs: 3000,
      seed: 1,
      skipExplanation: true,
      tuning: { lpMaxRows: 10 * c.T + c.S, lpWindowDays: 7, lpWindowTime: 0.02, lpWeekendsEvery: 2 },
      onProgress: (p) => messages.push(p.message),
    });
    const out = run.step()!;
    // Room for 10 days' slots: two weekends of four days each fit, three do not.
    expect(messages.some((m) => /^Re-planning weekends \d+-\d+ by linear programming$/.test(m))).toBe(true);
    for (const m of messages.filter((x) => x.startsWith('Re-planning weekends'))) {
      const [, first, last] = /(\d+)-(\d+)/.exec(m)!.map(Number);
      expect(last! - first! + 1).toBeLessThanOrEqual(2);
    }
    expect(run.windowDives).toBeGreaterThan(1);
    expect(out.score.hard).toBe(0);
    // Held back to the end of the run (`lpWeekendsFrom` 1): windows of days only.
    const later: string[] = [];
    new SolverRun(problem, {
      timeLimitMs: 1500,
      seed: 1,
      skipExplanation: true,
      tuning: {
        lpMaxRows: 10 * c.T + c.S,
        lpWindowDays: 7,
        lpWindowTime: 0.02,
        lpWeekendsEvery: 2,
        lpWeekendsFrom: 1,
      },
      onProgress: (p) => later.push(p.message),
    }).step();
    expect(later.some((m) => m.startsWith('Re-planning days'))).toBe(true);
    expect(later.some((m) => m.startsWith('Re-planning weekends'))).toBe(false);
  });
});
