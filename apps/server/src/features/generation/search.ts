// The one place the server calls the engine's search: the same parallel search the benchmark runs.
import { availableParallelism } from 'node:os';
import type { Problem, SolveProgress } from '@rotawise/engine';
import { type ParallelOutcome, solveParallel } from '@rotawise/engine/parallel';

export interface SearchOptions {
  timeLimitMs: number;
  signal: AbortSignal;
  onProgress: (progress: SolveProgress & { readonly worker: number }) => void;
}

/** Searches on worker threads (one per core, at most two), so the API keeps answering during a run. */
export function runSearch(problem: Problem, options: SearchOptions): Promise<ParallelOutcome> {
  return solveParallel(problem, {
    workers: Math.max(1, Math.min(2, availableParallelism())),
    seed: 1,
    timeLimitMs: options.timeLimitMs,
    signal: options.signal,
    onProgress: options.onProgress,
    progressEveryMs: 500,
  });
}
