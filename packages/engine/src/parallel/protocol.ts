// Messages between `solveParallel` (main thread) and its workers.
import type { Problem } from '../domain/problem.js';
import type { Score } from '../score/evaluate.js';
import type { SolverConfigOverrides } from '../solver/config.js';
import type { SolveOutcome, SolveProgress } from '../solver/types.js';

export interface WorkerInput {
  readonly problem: Problem;
  readonly seed: number;
  readonly timeLimitMs: number;
  readonly config: SolverConfigOverrides;
  readonly shareEveryMs: number;
  readonly skipExplanation: boolean;
  readonly softLowerBound?: number;
  /** Whether the worker sends its progress (only when the caller listens). */
  readonly progress: boolean;
  readonly progressEveryMs?: number;
}

export type ToWorker = { readonly type: 'adopt'; readonly roster: Int16Array } | { readonly type: 'cancel' };

export type ToMain =
  | { readonly type: 'best'; readonly score: Score; readonly roster: Int16Array }
  | { readonly type: 'progress'; readonly progress: SolveProgress }
  | {
      readonly type: 'done';
      readonly outcome: SolveOutcome;
      /** Milliseconds until this worker's best roster first broke no hard rule (null: never). */
      readonly firstFeasibleMs: number | null;
    };
