// One worker of a parallel solve (parallel-solve.ts): runs the engine in slices, posts its best roster now
// and then, and takes a better roster from the other workers when the main thread sends one.
import { parentPort, workerData } from 'node:worker_threads';
import { curtoisToProblem, parseCurtois, SolverRun } from '@rotawise/engine';
import { FirstFeasible } from './first-feasible.js';
import type { ToMain, ToWorker, WorkerInput } from './parallel-protocol.js';

const input = workerData as WorkerInput;
const port = parentPort!;
const run = new SolverRun(curtoisToProblem(parseCurtois(input.text)), {
  timeLimitMs: input.seconds * 1000,
  seed: input.seed,
  skipExplanation: true,
  ...(input.tuning ? { tuning: input.tuning } : {}),
});
const post = (m: ToMain): void => port.postMessage(m);
let offered: Int16Array | undefined;
port.on('message', (m: ToWorker) => {
  if (m.type === 'adopt') offered = m.roster;
});

const started = performance.now();
const feasible = new FirstFeasible();
let lastShare = 0;
for (;;) {
  const out = run.step(100);
  feasible.check(run);
  if (out) {
    post({
      type: 'done',
      score: out.score,
      roster: out.roster,
      iterations: out.iterations,
      status: out.status,
      feasibleSeconds: feasible.seconds,
    });
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
