// Messages between the main thread and the workers of a parallel solve.
import type { Assignment, Score, SearchTuning } from '@rotawise/engine';

export interface WorkerInput {
  readonly text: string;
  readonly seconds: number;
  readonly seed: number;
  readonly shareEveryMs: number;
  readonly tuning?: Partial<SearchTuning>;
}

export type ToWorker = { readonly type: 'adopt'; readonly roster: Int16Array };

export type ToMain =
  | { readonly type: 'best'; readonly score: Score; readonly roster: Int16Array }
  | {
      readonly type: 'done';
      readonly score: Score;
      readonly roster: readonly Assignment[];
      readonly iterations: number;
      readonly status: string;
      /** Seconds until this worker's best roster first broke no hard rule (null: never). */
      readonly feasibleSeconds: number | null;
    };
