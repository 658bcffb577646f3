// One worker of `solveParallel`: runs the engine in slices, posts its best roster now and then, and
// continues from a better roster when the main thread sends one.
import { parentPort, workerData } from 'node:worker_threads';
import { SolverRun } from '../solver/solve.js';
import type { ToMain, ToWorker, WorkerInput } from './protocol.js';

const input = workerData as WorkerInput;
const port = parentPort!;
const post = (m: ToMain): void => port.postMessage(m);
const signal = { aborted: false };
let offered: Int16Array | undefined;
port.on('message', (m: ToWorker) => {
  if (m.type === 'adopt') offered = m.roster;
  else signal.aborted = true;
});

const run = new SolverRun(input.problem, {
  seed: input.seed,
  timeLimitMs: input.timeLimitMs,
  config: input.config,
  signal,
  skipExplanation: input.skipExplanation,
  ...(input.softLowerBound === undefined ? {} : { softLowerBound: input.softLowerBound }),
  ...(input.progressEveryMs === undefined ? {} : { progressEveryMs: input.progressEveryMs }),
  ...(input.progress ? { onProgress: (progress) => post({ type: 'progress', progress }) } : {}),
});

const started = performance.now();
let firstFeasibleMs: number | null = null;
let lastShare = 0;
for (;;) {
  const outcome = run.step(100);
  if (firstFeasibleMs === null && run.bestScore().hard === 0) firstFeasibleMs = performance.now() - started;
  if (outcome) {
    post({ type: 'done', outcome, firstFeasibleMs });
    break;
  }
  // Let the port deliver messages.
  await new Promise<void>((resolve) => setImmediate(resolve));
  if (offered) {
    run.adopt(offered);
    offered = undefined;
  }
  const now = performance.now() - started;
  if (input.shareEveryMs > 0 && now - lastShare >= input.shareEveryMs) {
    lastShare = now;
    post({ type: 'best', score: run.bestScore(), roster: Int16Array.from(run.bestRoster()) });
  }
}
