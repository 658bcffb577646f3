// A worker thread for the generation's pure CPU work, so the API keeps answering: turning the month's
// inputs into the engine's problem, and the lower bound on its objective. One task per worker.
import { parentPort, workerData } from 'node:worker_threads';
import { lagrangianBound } from '@rotawise/engine';
import { buildProblem } from './build-problem.js';
import type { WorkerTask } from './off-thread.js';

const task = workerData as WorkerTask;
if (task.kind === 'build') parentPort!.postMessage(buildProblem(task.inputs));
else parentPort!.postMessage(lagrangianBound(task.problem, task.options).bound);
