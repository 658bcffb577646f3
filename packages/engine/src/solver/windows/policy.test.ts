// Window dives inside timed solves, read from the structured progress events. Every run reads a fake clock
// that moves a fixed step per reading, so each is the same every time and takes a fraction of a second.
import { describe, expect, it, vi } from 'vitest';
import type { Problem } from '../../domain/problem.js';
import { compile } from '../../score/compile.js';
import { need, testProblem, testStaff } from '../../testing/build-problem.js';
import { randomProblem } from '../../testing/random-problem.js';
import { DEFAULT_CONFIG, type SolverConfigOverrides } from '../config.js';
import { ColumnGeneration } from '../lp/column-generation.js';
import { SolverRun } from '../solve.js';
import type { SolveActivity, SolveOptions } from '../types.js';
import { weekendPairs } from './pairs.js';
import type { WindowKind } from './policy.js';

type WindowActivity = Extract<SolveActivity, { kind: 'window' }>;

interface WindowStart {
  readonly kind: WindowKind;
  readonly days: readonly number[];
  readonly final: boolean;
  /** Fake milliseconds into the run. */
  readonly at: number;
}

/** A clock that moves `step` ms each time it is read. */
function fakeClock(step: number): () => number {
  let t = 0;
  return () => (t += step);
}

/** Runs a timed solve on the fake clock; returns the run, its outcome and the windows it began, in order. */
function windowsOf(problem: Problem, config: SolverConfigOverrides, options: SolveOptions = {}) {
  const starts: WindowStart[] = [];
  let last: SolveActivity | undefined;
  const run = new SolverRun(problem, {
    timeLimitMs: 2000,
    seed: 1,
    skipExplanation: true,
    now: fakeClock(10),
    ...options,
    config,
    onProgress: (p) => {
      // Every window begins with an event of its own activity.
      if (p.activity !== last && p.activity.kind === 'window') {
        const a: WindowActivity = p.activity;
        starts.push({ kind: a.window, days: a.days, final: a.final, at: p.elapsedMs });
      }
      last = p.activity;
    },
  });
  const out = run.step()!;
  expect(out.score.hard).toBe(0);
  return { run, out, starts };
}

/** Overrides for a master that holds `days` days' slots (and the people), with week-long windows. */
function masterOf(problem: Problem, days: number, more: SolverConfigOverrides = {}): SolverConfigOverrides {
  const c = compile(problem);
  return {
    ...more,
    lp: { maxRows: days * c.T + c.S, ...more.lp },
    windows: { days: 7, time: 0.02, ...more.windows },
  };
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

/** Whether `days` are `n` consecutive days. */
const consecutive = (days: readonly number[], n: number): boolean =>
  days.length === n && days.every((d, k) => d === days[0]! + k);

describe('window dives in a timed solve', () => {
  it('re-plan windows, and no whole horizon, when the whole horizon’s master is too large', () => {
    const { problem } = randomProblem(7, { staff: 6, days: 28 });
    // Room for 10 days' slots and the people, not for the 28 days.
    const { run, starts } = windowsOf(problem, masterOf(problem, 10));
    expect(run.divesBegun).toBe(0);
    expect(run.windowDives).toBeGreaterThan(1);
    for (const w of starts.filter((s) => s.kind === 'sweep' && !s.final)) {
      expect(w.days.length).toBeGreaterThanOrEqual(7);
      expect(w.days.length).toBeLessThanOrEqual(10);
    }
  });

  it('fix the share of people per step that the configuration asks for', () => {
    const { problem } = randomProblem(7, { staff: 6, days: 28 });
    // The share each dive was started with, read as it begins its steps.
    const steps = ColumnGeneration.prototype.steps;
    const shares = (fixShare?: number) => {
      const seen: number[] = [];
      const spy = vi.spyOn(ColumnGeneration.prototype, 'steps').mockImplementation(function (
        this: ColumnGeneration,
      ) {
        seen.push(this.fixShare);
        return steps.call(this);
      });
      try {
        windowsOf(problem, masterOf(problem, 10, fixShare === undefined ? {} : { windows: { fixShare } }), {
          timeLimitMs: 1000,
        });
      } finally {
        spy.mockRestore();
      }
      expect(seen.length).toBeGreaterThan(1);
      return new Set(seen);
    };
    expect(shares()).toEqual(new Set([DEFAULT_CONFIG.windows.fixShare]));
    expect(shares(0.3)).toEqual(new Set([0.3]));
  });

  it('keep the end of the run for a final window, and none when its share is 0', () => {
    const { problem } = randomProblem(7, { staff: 6, days: 28 });
    const finals = (finalShare: number) =>
      windowsOf(
        problem,
        masterOf(problem, 10, { windows: { finalShare, finalChainShare: 0 } }),
      ).starts.filter((s) => s.final);
    const kept = finals(0.2);
    expect(kept.length).toBeGreaterThanOrEqual(1);
    // From the end of the schedule (80% of the run), over a week at least and no more than the master
    // holds (10 days); any after it are two-block windows.
    expect(kept[0]!.at).toBeGreaterThanOrEqual(1600);
    expect(['aimed', 'sweep', 'shortage']).toContain(kept[0]!.kind);
    expect(kept[0]!.days.length).toBeGreaterThanOrEqual(7);
    expect(kept[0]!.days.length).toBeLessThanOrEqual(10);
    for (const w of kept.slice(1)) expect(w.kind).toBe('two-block');
    expect(finals(0)).toHaveLength(0);
  });

  it('cut a window under way short at the end of the schedule, so the final window begins on time', () => {
    const { problem } = randomProblem(7, { staff: 12, days: 28 });
    // Windows planned at 400 ms each (cut at three times that), back to back: one begun shortly before
    // the schedule ends at 3200 ms is still under way then.
    const { starts } = windowsOf(
      problem,
      // Not early (`finalChainShare`), as where a weekend is below its flow (tested below).
      masterOf(problem, 10, { windows: { time: 0.1, share: 0.99, finalShare: 0.2, finalChainShare: 0 } }),
      { timeLimitMs: 4000, now: fakeClock(5) },
    );
    const final = starts.findIndex((s) => s.final);
    expect(final).toBeGreaterThan(0);
    const lastWindow = starts.slice(0, final).at(-1)!;
    expect(lastWindow.at).toBeGreaterThan(3200 - 1200);
    expect(lastWindow.at).toBeLessThan(3200);
    expect(starts[final]!.at).toBeGreaterThanOrEqual(3200);
    expect(starts[final]!.at).toBeLessThan(3300);
  });

  it('re-plan weekends to trade once, from their share of the run', () => {
    const problem = shortWeekendProblem();
    // Room for 10 days' slots: three days and one weekend's Friday to Monday fit.
    const trades = (tradeAt: number) =>
      windowsOf(
        problem,
        masterOf(problem, 10, { windows: { tradeAt, tradeDays: 3, tradeWeekends: 1 } }),
      ).starts.filter((s) => s.kind === 'trade');
    const once = trades(0.5);
    expect(once).toHaveLength(1);
    expect(once[0]!.at).toBeGreaterThanOrEqual(1000);
    expect(once[0]!.final).toBe(false);
    expect(trades(1)).toHaveLength(0);
  });

  it('make the final window the weekend-trade window when asked to', () => {
    const problem = shortWeekendProblem();
    const firstFinal = (finalTrade: boolean) =>
      windowsOf(
        problem,
        masterOf(problem, 10, {
          windows: {
            finalShare: 0.2,
            finalChainShare: 0,
            finalDays: 10,
            finalTrade,
            tradeDays: 3,
            tradeWeekends: 1,
          },
        }),
      ).starts.find((s) => s.final)!;
    const trade = firstFinal(true);
    expect(trade.kind).toBe('trade');
    // From the end of the schedule (80% of the run).
    expect(trade.at).toBeGreaterThanOrEqual(1600);
    expect(firstFinal(false).kind).toBe('aimed');
  });

  it('follow a final window that ends with time left with two-block windows', () => {
    const problem = shortWeekendProblem();
    const c = compile(problem);
    const finals = windowsOf(
      problem,
      masterOf(problem, 10, {
        windows: { finalShare: 0.4, finalChainShare: 0, finalDays: 10, blockDays: 4 },
      }),
      { now: fakeClock(2) },
    ).starts.filter((s) => s.final);
    // The one window first, then two blocks after two blocks: dives over eight days of four people end
    // quickly, and the 800 ms after the schedule hold several.
    expect(finals.length).toBeGreaterThan(2);
    expect(finals[0]!.kind).toBe('aimed');
    for (const { kind, days, at } of finals.slice(1)) {
      expect(kind).toBe('two-block');
      expect(at).toBeGreaterThanOrEqual(1200);
      // Two blocks of four days, each from a Monday, apart.
      const [a, b] = [days.slice(0, 4), days.slice(4)];
      expect(consecutive(a, 4) && consecutive(b, 4)).toBe(true);
      expect([c.weekday[a[0]!], c.weekday[b[0]!]]).toEqual([0, 0]);
      expect(b[0]! - a[3]!).toBeGreaterThan(1);
    }
  });

  it('begin the final window early where a weekend is below its flow', () => {
    const problem = shortWeekendProblem();
    const firstFinal = (finalChainShare: number) =>
      windowsOf(
        problem,
        masterOf(problem, 10, { windows: { finalShare: 0.2, finalChainShare, blockDays: 4 } }),
      ).starts.find((s) => s.final)!.at;
    // From half-way (1000 ms): some weekend always stays below its flow here.
    const early = firstFinal(0.5);
    expect(early).toBeGreaterThanOrEqual(1000);
    expect(early).toBeLessThan(1600);
    // Never later than the end of the schedule (80%).
    expect(firstFinal(0.1)).toBeGreaterThanOrEqual(1600);
  });

  it('re-plan the days around the shortest weekend once where the whole horizon fits', () => {
    // The whole horizon's master fits (no final window).
    const problem = shortWeekendProblem();
    const c = compile(problem);
    const aimed = (more: SolverConfigOverrides) =>
      windowsOf(problem, { ...more, windows: { aimedDays: 10, ...more.windows } }).starts.filter(
        (s) => s.kind === 'aimed',
      );
    const once = aimed({ windows: { aimedAt: 0.5 } });
    expect(once).toHaveLength(1);
    expect(once[0]!.at).toBeGreaterThanOrEqual(1000);
    const days = once[0]!.days;
    expect(consecutive(days, 10)).toBe(true);
    // From a Monday, unless kept inside the horizon.
    expect(c.weekday[days[0]!] === 0 || days.at(-1) === c.D - 1).toBe(true);
    expect(aimed({ windows: { aimedAt: 1 } })).toHaveLength(0);
    // Where the whole horizon does not fit, the final window has the role instead.
    expect(aimed(masterOf(problem, 10, { windows: { aimedAt: 0.5, finalShare: 0 } }))).toHaveLength(0);
  });

  it('dive over every pair of weekends in turn where neither the horizon nor a window fits the master', () => {
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
    const weekendOfDay = (d: number): number => c.weekendOf[d]!;
    const pairDives = (windows: SolverConfigOverrides['windows'], timeLimitMs = 3000) => {
      // Room for 9 days' slots: no 14-day window, but two weekends of four days each.
      const { starts } = windowsOf(problem, masterOf(problem, 9, { windows: { days: 14, ...windows } }), {
        timeLimitMs,
      });
      expect(starts.every((s) => s.kind === 'weekend-pair')).toBe(true);
      // Each pair as its two weekends, read from the Saturdays and Sundays among its days.
      return starts.map((s) => [...new Set(s.days.map(weekendOfDay).filter((k) => k >= 0))].join());
    };
    const dived = pairDives({ pairDivesFrom: 0.3 });
    expect(dived.length).toBeGreaterThan(1);
    // One pair after the other, in the order of weekendPairs, from wherever the first one was.
    const order = weekendPairs(4).map((p) => p.join());
    const first = order.indexOf(dived[0]!);
    expect(first).toBeGreaterThanOrEqual(0);
    expect(dived).toEqual(dived.map((_, k) => order[(first + k) % order.length]));
    expect(pairDives({ pairDivesFrom: 1 }, 1000)).toHaveLength(0);
    expect(pairDives({ pairDivesFrom: 0.3, pairDivesMaxPairs: 5 }, 1000)).toHaveLength(0);
  });

  it('re-plan runs of weekends, with the days either side, every other window when asked to', () => {
    const { problem } = randomProblem(7, { staff: 6, days: 28 });
    const c = compile(problem);
    // Room for 10 days' slots: two weekends of four days each fit, three do not.
    const runs = (weekendsFrom: number) =>
      windowsOf(
        problem,
        masterOf(problem, 10, { windows: { weekendsEvery: 2, weekendsFrom, finalShare: 0 } }),
        {
          timeLimitMs: 3000,
        },
      ).starts;
    const starts = runs(0);
    const weekendRuns = starts.filter((s) => s.kind === 'weekend-run');
    expect(weekendRuns.length).toBeGreaterThan(0);
    for (const w of weekendRuns) {
      const weekends = new Set(w.days.map((d) => c.weekendOf[d]!).filter((k) => k >= 0));
      expect(weekends.size).toBeLessThanOrEqual(2);
    }
    expect(starts.some((s) => s.kind === 'sweep')).toBe(true);
    // Held back to the end of the run (`weekendsFrom` 1): windows of days only.
    const later = runs(1);
    expect(later.some((s) => s.kind === 'sweep')).toBe(true);
    expect(later.some((s) => s.kind === 'weekend-run')).toBe(false);
  });
});
