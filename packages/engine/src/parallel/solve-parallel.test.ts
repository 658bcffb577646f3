import { describe, expect, it } from 'vitest';
import type { Problem } from '../domain/problem.js';
import { compile } from '../score/compile.js';
import { rosterConstraints } from '../score/constraints.js';
import { evaluateRoster } from '../score/evaluate.js';
import { fromAssignments } from '../solver/solve.js';
import { randomProblem } from '../testing/random-problem.js';
import { ALTERNATE_WORKER, solveParallel, workerConfig } from './solve-parallel.js';

describe('solveParallel', () => {
  it('returns the best worker roster, scored as the full scorer scores it', async () => {
    const { problem } = randomProblem(11, { staff: 8, days: 14 });
    const seen = new Set<number>();
    const out = await solveParallel(problem, {
      workers: 2,
      seed: 3,
      timeLimitMs: 1500,
      shareEveryMs: 200,
      onProgress: (p) => seen.add(p.worker),
    });
    const c = compile(problem);
    const { score } = evaluateRoster(c, rosterConstraints, fromAssignments(c, out.roster));
    expect(score).toEqual(out.score);
    expect(out.score.hard).toBe(0);
    expect(out.firstFeasibleMs).not.toBeNull();
    expect(out.totalIterations).toBeGreaterThanOrEqual(out.iterations);
    expect([...seen].sort()).toEqual([0, 1]);
  }, 30_000);

  it('stops every worker when the signal fires and returns the best so far as cancelled', async () => {
    const { problem } = randomProblem(12, { staff: 8, days: 14 });
    const controller = new AbortController();
    const pending = solveParallel(problem, { workers: 2, timeLimitMs: 600_000, signal: controller.signal });
    setTimeout(() => controller.abort(), 1000);
    const out = await pending;
    expect(out.status).toBe('cancelled');
    expect(out.roster.length).toBeGreaterThan(0);
  }, 30_000);

  it('rejects, and stops the other workers, when a worker fails', async () => {
    const broken = { days: [] } as unknown as Problem;
    await expect(solveParallel(broken, { workers: 2, timeLimitMs: 60_000 })).rejects.toThrow();
  }, 30_000);

  it('gives every worker the overrides, and the odd ones the alternate configuration over them', () => {
    const opts = {
      config: { windows: { weekendsFrom: 0.3 } },
      alternateConfig: { annealing: { cycles: 6 } },
    };
    expect(workerConfig(0, opts)).toEqual({ windows: { weekendsFrom: 0.3 } });
    expect(workerConfig(2, opts)).toEqual(workerConfig(0, opts));
    expect(workerConfig(1, opts)).toEqual({
      lp: ALTERNATE_WORKER.lp,
      windows: { ...ALTERNATE_WORKER.windows, weekendsFrom: 0.3 },
      annealing: { cycles: 6 },
    });
    expect(workerConfig(1, {})).toEqual(ALTERNATE_WORKER);
  });
});
