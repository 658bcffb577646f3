import { describe, expect, it } from 'vitest';
import type { Problem } from '../domain/problem.js';
import { type Compiled, compile, FREE, OFF } from '../score/compile.js';
import { rosterConstraints } from '../score/constraints.js';
import { evaluateRoster } from '../score/evaluate.js';
import { testProblem, testStaff } from '../testing/build-problem.js';
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

describe('lagrangianBound', () => {
  it('is never above the optimum of small random problems, found by enumeration', () => {
    let checked = 0;
    for (let seed = 1; seed <= 12; seed++) {
      const { problem } = randomProblem(seed, { staff: 2, days: 4 });
      const c = compile(problem);
      const optimum = bruteForceOptimum(c);
      const { bound } = lagrangianBound(problem, { maxIterations: 300, timeLimitMs: 60_000 });
      if (optimum === null) continue;
      checked++;
      expect(bound).not.toBeNull();
      expect(bound!).toBeLessThanOrEqual(optimum);
    }
    expect(checked).toBeGreaterThan(5);
  }, 120_000);

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

  it('stops once it reaches the upper bound it was given', () => {
    const { problem } = randomProblem(3, { staff: 2, days: 4 });
    const optimum = bruteForceOptimum(compile(problem))!;
    const out = lagrangianBound(problem, { maxIterations: 5000, upperBound: optimum });
    expect(out.bound!).toBeLessThanOrEqual(optimum);
  });
});
