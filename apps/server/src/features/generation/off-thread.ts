// Runs generation-worker.ts tasks on a worker thread. Under tsx or vitest (this module is TypeScript)
// the worker loads the sources through tsx, as the engine's parallel search does; the bundle starts the
// generation-worker.js built beside it.
import { Worker } from 'node:worker_threads';
import type { Problem } from '@rotawise/engine';
import type { BuiltProblem } from './build-problem.js';
import type { MonthInputs } from './month-inputs.js';

/**
 * The bound's options: its budget, the best roster's score when it starts and, when given, a one-number
 * view of a SharedArrayBuffer the caller keeps at the best roster's score as the search improves it.
 */
export interface BoundTaskOptions {
  timeLimitMs: number;
  upperBound: number;
  latestRoster?: Float64Array;
}

export type WorkerTask =
  | { kind: 'build'; inputs: MonthInputs }
  | { kind: 'bound'; problem: Problem; options: BoundTaskOptions };

/** The task's answer (`done`), or a better answer so far (the bound's improvements). */
export type FromWorker = { done: boolean; answer: unknown };

function startWorker(task: WorkerTask): Worker {
  if (!import.meta.url.endsWith('.ts'))
    return new Worker(new URL('./generation-worker.js', import.meta.url), { workerData: task });
  const tsx = JSON.stringify(import.meta.resolve('tsx/esm/api'));
  const entry = JSON.stringify(new URL('./generation-worker.ts', import.meta.url).href);
  const boot = `import(${tsx}).then(({ register }) => { register(); return import(${entry}); })`;
  return new Worker(boot, { eval: true, workerData: task });
}

/**
 * The task's answer. A fired signal ends the worker and resolves with the last answer so far (null when
 * there is none: a problem is only sent once done, a bound after each improvement).
 */
function run<T>(task: WorkerTask, signal?: AbortSignal, onAnswer?: (answer: T) => void): Promise<T | null> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return resolve(null);
    let latest: T | null = null;
    const worker = startWorker(task);
    const end = (settle: () => void) => {
      signal?.removeEventListener('abort', stop);
      settle();
      void worker.terminate();
    };
    const stop = () => end(() => resolve(latest));
    signal?.addEventListener('abort', stop, { once: true });
    worker.on('message', (message: FromWorker) => {
      latest = message.answer as T;
      if (latest !== null) onAnswer?.(latest);
      if (message.done) end(() => resolve(latest));
    });
    worker.once('error', (error) => end(() => reject(error)));
    worker.once('exit', (code) =>
      end(() => reject(new Error(`generation worker stopped (exit code ${code}) before it answered`))),
    );
  });
}

/** The month's problem, built off the event loop (null: cancelled). */
export const buildOffThread = (inputs: MonthInputs, signal?: AbortSignal) =>
  run<BuiltProblem>({ kind: 'build', inputs }, signal);

/**
 * The engine's lower bound on the problem's soft score, off the event loop: the best found when its time
 * is up or the signal fires (null: none found, or the problem has no roster without hard violations).
 * `onImprove` hears each better bound as it is found.
 */
export const boundOffThread = (
  problem: Problem,
  options: BoundTaskOptions,
  signal?: AbortSignal,
  onImprove?: (bound: number) => void,
) => run<number>({ kind: 'bound', problem, options }, signal, onImprove);
