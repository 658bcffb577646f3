// Runs generation-worker.ts tasks on a worker thread. Under tsx or vitest (this module is TypeScript)
// the worker loads the sources through tsx, as the engine's parallel search does; the bundle starts the
// generation-worker.js built beside it.
import { Worker } from 'node:worker_threads';
import type { BoundOptions, Problem } from '@rotawise/engine';
import type { BuiltProblem } from './build-problem.js';
import type { MonthInputs } from './month-inputs.js';

export type WorkerTask =
  | { kind: 'build'; inputs: MonthInputs }
  | { kind: 'bound'; problem: Problem; options: Pick<BoundOptions, 'timeLimitMs' | 'upperBound'> };

function startWorker(task: WorkerTask): Worker {
  if (!import.meta.url.endsWith('.ts'))
    return new Worker(new URL('./generation-worker.js', import.meta.url), { workerData: task });
  const tsx = JSON.stringify(import.meta.resolve('tsx/esm/api'));
  const entry = JSON.stringify(new URL('./generation-worker.ts', import.meta.url).href);
  const boot = `import(${tsx}).then(({ register }) => { register(); return import(${entry}); })`;
  return new Worker(boot, { eval: true, workerData: task });
}

/** The task's answer; a fired signal ends the worker and resolves with null. */
function run<T>(task: WorkerTask, signal?: AbortSignal): Promise<T | null> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return resolve(null);
    const worker = startWorker(task);
    const stop = () => {
      resolve(null);
      void worker.terminate();
    };
    signal?.addEventListener('abort', stop, { once: true });
    worker.once('message', (answer: T) => {
      signal?.removeEventListener('abort', stop);
      resolve(answer);
      void worker.terminate();
    });
    worker.once('error', (error) => {
      signal?.removeEventListener('abort', stop);
      reject(error);
    });
    worker.once('exit', (code) => {
      signal?.removeEventListener('abort', stop);
      reject(new Error(`generation worker stopped (exit code ${code}) before it answered`));
    });
  });
}

/** The month's problem, built off the event loop (null: cancelled). */
export const buildOffThread = (inputs: MonthInputs, signal?: AbortSignal) =>
  run<BuiltProblem>({ kind: 'build', inputs }, signal);

/** The engine's lower bound on the problem's soft score, off the event loop (null: none or cancelled). */
export const boundOffThread = (
  problem: Problem,
  options: Pick<BoundOptions, 'timeLimitMs' | 'upperBound'>,
  signal?: AbortSignal,
) => run<number | null>({ kind: 'bound', problem, options }, signal);
