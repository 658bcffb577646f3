import type { Assignment } from '../domain/problem.js';
import type { Explanation } from '../explain/explain.js';
import type { ConstraintSet } from '../score/constraint.js';
import type { Score } from '../score/evaluate.js';
import type { SolverConfigOverrides } from './config.js';
import type { WindowKind } from './windows/policy.js';

/** Structural subset of the global AbortSignal (the engine's lib has no DOM types). */
export interface CancelSignal {
  readonly aborted: boolean;
}

export type SolvePhase = 'construct' | 'search' | 'done';

/** What a run is doing: a structured twin of the progress message, for displays and tests. */
export type SolveActivity =
  | { readonly kind: 'construct' | 'search' | 'rescue' | 'repair' | 'dive' }
  | {
      readonly kind: 'window';
      readonly window: WindowKind;
      /** The days it re-plans (0-based, in order). */
      readonly days: readonly number[];
      /** The final window (and the two-block windows after it). */
      readonly final: boolean;
    }
  | { readonly kind: 'done'; readonly status: SolveOutcome['status'] };

export interface SolveProgress {
  readonly phase: SolvePhase;
  /** 0-100, by elapsed time against the limit. */
  readonly percent: number;
  readonly bestScore: Score;
  readonly currentScore: Score;
  readonly iterations: number;
  readonly elapsedMs: number;
  readonly activity: SolveActivity;
  /** The activity in words, for people. */
  readonly message: string;
  /**
   * Index of the person whose row the run re-planned last, while it searches, rescues or repairs (row
   * moves); absent in construction, dives and windows, where no one person is being worked on.
   */
  readonly staffIndex?: number;
}

export interface SolveOptions {
  /** PRNG seed; the same seed, problem and iteration count give the same roster. Default 1. */
  readonly seed?: number;
  /** Wall-clock budget in milliseconds, measured with `now`. Default 10 000. */
  readonly timeLimitMs?: number;
  /** Stop after this many local-search moves (makes runs reproducible regardless of speed). Default: none. */
  readonly maxIterations?: number;
  /** Clock in milliseconds. Default `Date.now`. */
  readonly now?: () => number;
  /** Cancels the run; the best roster so far is returned with status `cancelled`. */
  readonly signal?: CancelSignal;
  /** Called about every `progressEveryMs` and at phase changes. */
  readonly onProgress?: (p: SolveProgress) => void;
  /** Default 250. */
  readonly progressEveryMs?: number;
  /** Start from this roster instead of the greedy construction (locked entries still win). */
  readonly initialRoster?: readonly Assignment[];
  /** A known lower bound on the soft score; reaching it with no hard penalty ends the run as optimal. Default 0. */
  readonly softLowerBound?: number;
  /** Rules to score with. Default `rosterConstraints`. */
  readonly constraints?: ConstraintSet;
  /** Compare the incremental score with a full recalculation after every accepted move (slow). Default false. */
  readonly assertIncremental?: boolean;
  /** Overrides of the solver's configuration (config.ts); defaults otherwise. */
  readonly config?: SolverConfigOverrides;
  /** Skip building the explanation (the benchmark does not need it). Default false. */
  readonly skipExplanation?: boolean;
}

interface OutcomeBase {
  /** The best roster found (never empty-handed). */
  readonly roster: readonly Assignment[];
  readonly score: Score;
  readonly explanation: Explanation;
  readonly iterations: number;
  readonly elapsedMs: number;
}

/**
 * - `optimal`: no hard penalty and the soft score reached `softLowerBound`.
 * - `feasible`: no hard penalty; the search used its whole budget (time or iterations).
 * - `infeasible`: hard rules are still broken after the whole budget (best effort returned).
 * - `timedOut`: the time limit ended the run before `maxIterations` (only when `maxIterations` is set).
 * - `cancelled`: the AbortSignal fired.
 */
export type SolveOutcome =
  | (OutcomeBase & { readonly status: 'optimal' })
  | (OutcomeBase & { readonly status: 'feasible' })
  | (OutcomeBase & { readonly status: 'infeasible' })
  | (OutcomeBase & { readonly status: 'timedOut'; readonly feasible: boolean })
  | (OutcomeBase & { readonly status: 'cancelled'; readonly feasible: boolean });
