// The multi-worker search: several seeded searches on worker threads that share their best rosters. The
// benchmark and the server both call `solveParallel`; the solver itself stays free of I/O.
import { Worker } from 'node:worker_threads';
import type { Problem } from '../domain/problem.js';
import { compareScores, type Score } from '../score/evaluate.js';
import { mergeOverrides, type SolverConfigOverrides } from '../solver/config.js';
import type { SolveOutcome, SolveProgress } from '../solver/types.js';
import type { ToMain, ToWorker, WorkerInput } from './protocol.js';

/**
 * What every other worker (the odd ones) does differently, so that two workers sharing rosters do not
 * repeat each other: no whole-horizon dive (a root that does not fit the run then costs one core its
 * time, not both), every other window over a run of weekends from half-way, the weekend-trade window at
 * 60% and as the final window, and no aimed window (docs/engine.md).
 */
export const ALTERNATE_WORKER: SolverConfigOverrides = {
  lp: { diveAt: 1 },
  windows: { weekendsEvery: 2, weekendsFrom: 0.5, tradeAt: 0.6, finalTrade: true, aimedAt: 1 },
};

export interface ParallelOptions {
  /** Worker threads, one search each (seeds seed, seed + 1, ...). Default 2. */
  readonly workers?: number;
  /** Seed of the first worker. Default 1. */
  readonly seed?: number;
  /** Wall-clock budget of every worker in milliseconds. Default 10 000. */
  readonly timeLimitMs?: number;
  /** Cancels every worker; the best roster so far is returned with status `cancelled`. */
  readonly signal?: AbortSignal;
  /** Progress of each worker (`worker`: its index). */
  readonly onProgress?: (p: SolveProgress & { readonly worker: number }) => void;
  readonly progressEveryMs?: number;
  /** Configuration overrides for every worker. */
  readonly config?: SolverConfigOverrides;
  /** Overrides for the odd workers, laid over `ALTERNATE_WORKER` and `config`. */
  readonly alternateConfig?: SolverConfigOverrides;
  /** Milliseconds between the workers' exchanges of best rosters; 0: they never share. Default a twelfth of the limit, at least 1 s. */
  readonly shareEveryMs?: number;
  readonly softLowerBound?: number;
  /** Skip the explanation of the winning roster. Default false. */
  readonly skipExplanation?: boolean;
  /** Where the worker script is, for a build that moves it (default: beside this module). */
  readonly workerUrl?: URL;
}

export type ParallelOutcome = SolveOutcome & {
  /** Moves of all workers together. */
  readonly totalIterations: number;
  /** Milliseconds until the first worker's best roster broke no hard rule (null: never). */
  readonly firstFeasibleMs: number | null;
};

/** Worker k's overrides: the odd ones alternate (`ALTERNATE_WORKER`, then `config`, then `alternateConfig`). */
export function workerConfig(
  k: number,
  opts: Pick<ParallelOptions, 'config' | 'alternateConfig'>,
): SolverConfigOverrides {
  const base = opts.config ?? {};
  return k % 2 === 1
    ? mergeOverrides(mergeOverrides(ALTERNATE_WORKER, base), opts.alternateConfig)
    : mergeOverrides(base);
}

/**
 * Workers load the TypeScript sources through tsx when this module runs as TypeScript (tsx, vitest): Node
 * does not pass the main thread's loader on to workers. Compiled, the worker is the JavaScript beside it.
 */
function startWorker(input: WorkerInput, url: URL | undefined): Worker {
  if (url) return new Worker(url, { workerData: input });
  if (!import.meta.url.endsWith('.ts'))
    return new Worker(new URL('./parallel-worker.js', import.meta.url), { workerData: input });
  const tsx = JSON.stringify(import.meta.resolve('tsx/esm/api'));
  const entry = JSON.stringify(new URL('./parallel-worker.ts', import.meta.url).href);
  const boot = `import(${tsx}).then(({ register }) => { register(); return import(${entry}); })`;
  return new Worker(boot, { eval: true, workerData: input });
}

/**
 * Runs `workers` searches on worker threads. Each posts its best roster every `shareEveryMs`; a worker
 * behind the best seen so far is sent that roster and continues from it, so every core works on the most
 * promising roster while the searches stay different. The best final roster wins.
 */
export async function solveParallel(problem: Problem, opts: ParallelOptions = {}): Promise<ParallelOutcome> {
  const n = Math.max(1, opts.workers ?? 2);
  const timeLimitMs = opts.timeLimitMs ?? 10_000;
  const shareEveryMs = opts.shareEveryMs ?? Math.max(1000, timeLimitMs / 12);
  const seed = opts.seed ?? 1;
  let best: { score: Score; roster: Int16Array } | undefined;
  const workers: Worker[] = [];
  const cancel = (): void => {
    for (const w of workers) w.postMessage({ type: 'cancel' } satisfies ToWorker);
  };
  opts.signal?.addEventListener('abort', cancel);
  const running = Promise.all(
    Array.from({ length: n }, (_, k) => {
      const input: WorkerInput = {
        problem,
        seed: seed + k,
        timeLimitMs,
        config: workerConfig(k, opts),
        shareEveryMs,
        skipExplanation: opts.skipExplanation ?? false,
        progress: opts.onProgress !== undefined,
        ...(opts.softLowerBound === undefined ? {} : { softLowerBound: opts.softLowerBound }),
        ...(opts.progressEveryMs === undefined ? {} : { progressEveryMs: opts.progressEveryMs }),
      };
      const worker = startWorker(input, opts.workerUrl);
      workers.push(worker);
      if (opts.signal?.aborted) worker.postMessage({ type: 'cancel' } satisfies ToWorker);
      return new Promise<Extract<ToMain, { type: 'done' }>>((resolve, reject) => {
        worker.on('error', reject);
        // After `done` the promise is settled and this changes nothing.
        worker.on('exit', (code) =>
          reject(new Error(`worker ${k} stopped (exit code ${code}) before it finished`)),
        );
        worker.on('message', (m: ToMain) => {
          if (m.type === 'done') {
            resolve(m);
            void worker.terminate();
          } else if (m.type === 'progress') opts.onProgress?.({ ...m.progress, worker: k });
          else if (!best || compareScores(m.score, best.score) < 0)
            best = { score: m.score, roster: m.roster };
          else if (compareScores(best.score, m.score) < 0)
            worker.postMessage({ type: 'adopt', roster: best.roster } satisfies ToWorker);
        });
      });
    }),
  );
  let finals: Extract<ToMain, { type: 'done' }>[];
  try {
    finals = await running;
  } catch (error) {
    // One worker failed: the others stop too.
    for (const w of workers) void w.terminate();
    throw error;
  } finally {
    opts.signal?.removeEventListener('abort', cancel);
  }
  const winner = finals.reduce((a, b) => (compareScores(b.outcome.score, a.outcome.score) < 0 ? b : a));
  const known = finals.flatMap((f) => (f.firstFeasibleMs === null ? [] : [f.firstFeasibleMs]));
  return {
    ...winner.outcome,
    totalIterations: finals.reduce((sum, f) => sum + f.outcome.iterations, 0),
    firstFeasibleMs: known.length > 0 ? Math.min(...known) : null,
  };
}
