import { describe, expect, it } from 'vitest';
import type { Problem } from '../domain/problem.js';
import { type Compiled, compile, FREE, OFF } from '../score/compile.js';
import { rosterConstraints } from '../score/constraints.js';
import { evaluateRoster } from '../score/evaluate.js';
import { dayDate, testProblem, testShiftTypes, testStaff } from '../testing/build-problem.js';
import { randomProblem } from '../testing/random-problem.js';
import { lagrangianBound } from './lagrangian-bound.js';
import { solve } from './solve.js';

/** The least soft score over every roster without a hard violation, by enumeration (null: none). */
function bruteForceOptimum(c: Compiled): number | null {
  const { S, D } = c;
  const cells = S * D;
  const options = Array.from({ length: cells }, (_, i) => {
    const locked = c.locked[i]!;
    return locked === FREE ? [OFF, ...c.domain[Math.floor(i / D)]!] : [locked];
  });
  const roster = new Int16Array(cells);
  let best: number | null = null;
  const visit = (i: number): void => {
    if (i === cells) {
      const { score } = evaluateRoster(c, rosterConstraints, roster, { collect: false });
      if (score.hard === 0 && (best === null || score.soft < best)) best = score.soft;
      return;
    }
    for (const v of options[i]!) {
      roster[i] = v;
      visit(i + 1);
    }
  };
  visit(0);
  return best;
}

/** Checks the bound against the optimum by enumeration on each seed's problem; how many had an optimum. */
function boundsBelowOptimum(from: number, to: number, problemOf: (seed: number) => Problem): number {
  let checked = 0;
  for (let seed = from; seed <= to; seed++) {
    const problem = problemOf(seed);
    const optimum = bruteForceOptimum(compile(problem));
    const { bound } = lagrangianBound(problem, { maxIterations: 300, timeLimitMs: 60_000 });
    if (optimum === null) continue;
    checked++;
    expect(bound).not.toBeNull();
    expect(bound!).toBeLessThanOrEqual(optimum);
  }
  return checked;
}

describe('lagrangianBound', () => {
  it('is never above the optimum of small random problems, found by enumeration', () => {
    const checked = boundsBelowOptimum(1, 12, (seed) => randomProblem(seed, { staff: 2, days: 4 }).problem);
    expect(checked).toBeGreaterThan(5);
  }, 120_000);

  it('is never above the optimum when successions only forbid (the running-minimum path), by enumeration', () => {
    const checked = boundsBelowOptimum(31, 38, (seed) => {
      const { problem } = randomProblem(seed, { staff: 2, days: 4 });
      return { ...problem, rest: { ...problem.rest, backwardRotationWeight: 0 } };
    });
    expect(checked).toBeGreaterThan(3);
  }, 120_000);

  it('is never above the optimum of one person over six days (runs at the horizon edges), by enumeration', () => {
    const checked = boundsBelowOptimum(41, 48, (seed) => randomProblem(seed, { staff: 1, days: 6 }).problem);
    expect(checked).toBeGreaterThan(3);
  }, 120_000);

  it('is never above the optimum of one person with days just outside the horizon, known or not, by enumeration', () => {
    const checked = boundsBelowOptimum(51, 58, (seed) => {
      const { problem } = randomProblem(seed, { staff: 1, days: 6 });
      const person = problem.staff[0]!;
      const known = seed % 2 === 0;
      return {
        ...problem,
        staff: [
          {
            ...person,
            offDaysBefore: 1 + (seed % 3),
            ...(seed % 4 < 2 ? { offDaysAfter: 1 } : { workedDaysAfter: 1 }),
            knownBefore: known,
            knownAfter: !known,
            limits: {
              ...person.limits,
              consecutiveDaysOff: { softMin: 2, minCost: 3, softMax: 3, maxCost: 2, hardMax: 4 },
            },
          },
        ],
      };
    });
    expect(checked).toBeGreaterThan(3);
  }, 120_000);

  // One person, M wanted every day (10 per day missing): only the rule on runs of days keeps them from
  // working all seven, so a bound that left runs out would be 0.
  const everyDay = (limits: Problem['staff'][number]['limits']): Problem =>
    testProblem({
      staff: [testStaff('A', { limits })],
      coverage: Array.from({ length: 7 }, (_, d) => ({
        date: dayDate(d),
        shiftTypeId: 'M' as never,
        required: 1,
        underWeight: 10,
        overWeight: 10,
      })),
    });

  it('is the optimum when a preferred longest run is all that matters: 7 days in a row cost (7 - 3) * 2', () => {
    const problem = everyDay({ consecutiveWorkingDays: { softMax: 3, maxCost: 2 } });
    const optimum = bruteForceOptimum(compile(problem))!;
    expect(optimum).toBe(8);
    expect(lagrangianBound(problem, { maxIterations: 500 }).bound).toBe(optimum);
  });

  it('is the optimum under a hard longest run of 3: one day of the seven is missed', () => {
    const problem = everyDay({ consecutiveWorkingDays: { hardMax: 3 } });
    const optimum = bruteForceOptimum(compile(problem))!;
    expect(optimum).toBe(10);
    expect(lagrangianBound(problem, { maxIterations: 500 }).bound).toBe(optimum);
  });

  it('is the optimum when days off come two at least (not at the edges): vacations on days 1 and 4', () => {
    const problem: Problem = {
      ...everyDay({ consecutiveDaysOff: { softMin: 2, minCost: 4 } }),
      unavailability: [1, 4].map((d) => ({
        staffId: 'A' as never,
        date: dayDate(d),
        reason: 'vacation' as const,
      })),
    };
    const optimum = bruteForceOptimum(compile(problem))!;
    // Two days missed (20) and two days off alone (8): a longer block off would miss another day (10).
    expect(optimum).toBe(28);
    expect(lagrangianBound(problem, { maxIterations: 500 }).bound).toBe(optimum);
  });

  it('is the optimum when a longest run of days off costs per day beyond it (a run longer than its cap)', () => {
    // Work is wanted on days 0 and 6 (10 per day missed) and on no day between (10 per day worked); days off
    // cost 1 each beyond 2 in a row, so the five between cost 3 (lengths from 2 on share one DP state).
    const problem: Problem = {
      ...everyDay({ consecutiveDaysOff: { softMax: 2, maxCost: 1 } }),
      shiftTypes: testShiftTypes.slice(0, 1),
      coverage: Array.from({ length: 7 }, (_, d) => ({
        date: dayDate(d),
        shiftTypeId: 'M' as never,
        required: d === 0 || d === 6 ? 1 : 0,
        underWeight: 10,
        overWeight: 10,
      })),
    };
    const optimum = bruteForceOptimum(compile(problem))!;
    expect(optimum).toBe(3);
    expect(lagrangianBound(problem, { maxIterations: 500 }).bound).toBe(optimum);
  });

  it('is the optimum when days off before the horizon cut the first block off short', () => {
    // No work is wanted (10 per day worked), but at most 4 days off in a row: off 3 days before the horizon,
    // one of days 0-1 is worked, and again one of the last five: 20 (a single day worked would do without).
    const offBefore = (days: number): Problem => ({
      ...everyDay({ consecutiveDaysOff: { hardMax: 4 } }),
      staff: [testStaff('A', { limits: { consecutiveDaysOff: { hardMax: 4 } }, offDaysBefore: days })],
      shiftTypes: testShiftTypes.slice(0, 1),
      coverage: Array.from({ length: 7 }, (_, d) => ({
        date: dayDate(d),
        shiftTypeId: 'M' as never,
        required: 0,
        underWeight: 10,
        overWeight: 10,
      })),
    });
    expect(bruteForceOptimum(compile(offBefore(0)))).toBe(10);
    const problem = offBefore(3);
    const optimum = bruteForceOptimum(compile(problem))!;
    expect(optimum).toBe(20);
    expect(lagrangianBound(problem, { maxIterations: 500 }).bound).toBe(optimum);
  });

  it('is never above the score the search reaches on larger random problems', () => {
    for (let seed = 20; seed <= 24; seed++) {
      const { problem } = randomProblem(seed, { staff: 6, days: 14 });
      const out = solve(problem, {
        seed: 1,
        maxIterations: 200_000,
        timeLimitMs: 20_000,
        skipExplanation: true,
      });
      const { bound } = lagrangianBound(problem, { maxIterations: 300, timeLimitMs: 60_000 });
      expect(out.score.hard).toBe(0);
      expect(bound!).toBeLessThanOrEqual(out.score.soft);
    }
  }, 120_000);

  it('reaches the optimum when a slot cannot be covered: two required, one person', () => {
    const problem: Problem = testProblem({
      numDays: 3,
      staff: [testStaff('A')],
      coverage: [0, 1, 2].map((d) => ({
        date: testProblem({ numDays: 3 }).days[d]!.date,
        shiftTypeId: 'M' as never,
        required: 2,
        underWeight: 10,
        overWeight: 10,
      })),
    });
    const c = compile(problem);
    const optimum = bruteForceOptimum(c)!;
    // Each day one person is missing at the least (10 each) whatever A works.
    expect(optimum).toBeGreaterThanOrEqual(30);
    expect(lagrangianBound(problem, { maxIterations: 500 }).bound).toBe(optimum);
  });

  it('reports each better bound as it goes, the last one the bound it returns', () => {
    const { problem } = randomProblem(21, { staff: 6, days: 14 });
    const seen: number[] = [];
    const out = lagrangianBound(problem, { maxIterations: 200, onImprove: (b) => seen.push(b) });
    expect(seen.length).toBeGreaterThan(1);
    for (let i = 1; i < seen.length; i++) expect(seen[i]!).toBeGreaterThan(seen[i - 1]!);
    expect(seen.at(-1)).toBe(out.bound);
  });

  it('reads a roster score given as a function at each step (a search improving it meanwhile)', () => {
    const { problem } = randomProblem(3, { staff: 2, days: 4 });
    const optimum = bruteForceOptimum(compile(problem))!;
    let reads = 0;
    const out = lagrangianBound(problem, {
      maxIterations: 50,
      upperBound: () => {
        reads++;
        return optimum + 100 / reads;
      },
    });
    expect(reads).toBe(out.iterations);
    expect(out.bound!).toBeLessThanOrEqual(optimum);
  });

  it('stops once it reaches the upper bound it was given', () => {
    const { problem } = randomProblem(3, { staff: 2, days: 4 });
    const optimum = bruteForceOptimum(compile(problem))!;
    const out = lagrangianBound(problem, { maxIterations: 5000, upperBound: optimum });
    expect(out.bound!).toBeLessThanOrEqual(optimum);
  });
});
