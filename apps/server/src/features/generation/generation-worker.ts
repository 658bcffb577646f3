// A worker thread for the generation's pure CPU work, so the API keeps answering: turning the month's
// inputs into the engine's problem, and the lower bound on its objective. One task per worker.
import { parentPort, workerData } from 'node:worker_threads';
import { lagrangianBound } from '@rotawise/engine';
import { buildProblem } from './build-problem.js';
import type { FromWorker, WorkerTask } from './off-thread.js';

const task = workerData as WorkerTask;
const post = (message: FromWorker) => parentPort!.postMessage(message);
if (task.kind === 'build') post({ done: true, answer: buildProblem(task.inputs) });
else {
  // Each better bound is sent at once: the caller may stop the worker and keep the last. The steps aim at
  // the best roster so far, read from the memory the caller shares.
  const { latestRoster, ...options } = task.options;
  const { bound } = lagrangianBound(task.problem, {
    ...options,
    upperBound: latestRoster ? () => latestRoster[0]! : options.upperBound,
    onImprove: (b) => post({ done: false, answer: b }),
  });
  post({ done: true, answer: bound });
}
