// The multi-worker search (node:worker_threads): `@rotawise/engine/parallel`.
export {
  ALTERNATE_WORKER,
  type ParallelOptions,
  type ParallelOutcome,
  solveParallel,
  workerConfig,
} from './solve-parallel.js';
