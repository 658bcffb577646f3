// Solves one Curtois-Qu instance with the engine and returns the benchmark roster form: on this thread
// (`solveInstance`), or on several worker threads that share their best rosters (`solveInstanceParallel`).
import { Worker } from 'node:worker_threads';
import {
  type Assignment,
  type CurtoisInstance,
  type CurtoisRoster,
  compareScores,
  curtoisToProblem,
  type Problem,
  parseCurtois,
  type Score,
  type SearchTuning,
  SolverRun,
  shiftTypeId,
  staffId,
} from '@rotawise/engine';
import { FirstFeasible } from './first-feasible.js';
import type { ToMain, ToWorker, WorkerInput } from './parallel-protocol.js';

// Workers load the TypeScript sources through tsx, registered inside the worker (Node 20 does not pass
// the main thread's loader on to workers).
const WORKER_BOOT = `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))})
  .then(({ register }) => { register(); return import(${JSON.stringify(new URL('./solve-worker.ts', import.meta.url).href)}); })`;

export interface InstanceRun {
  readonly roster: Record<string, string[]>;
  readonly engineObjective: number;
  readonly engineHard: number;
  readonly status: string;
  readonly iterations: number;
  readonly seconds: number;
  /** Seconds until a feasible roster was first found (the earliest worker's; null: never). */
  readonly feasibleSeconds: number | null;
}

export interface SolveInstanceOptions {
  readonly seconds: number;
  readonly seed: number;
  /** Search tuning, for experiments (defaults otherwise). */
  readonly tuning?: Partial<SearchTuning>;
}

/** The benchmark's roster form: per employee, one shift id or '' per day. */
export function toCurtoisRoster(
  inst: CurtoisInstance,
  problem: Problem,
  assignments: readonly Assignment[],
): Record<string, string[]> {
  const dayOf = new Map(problem.days.map((d, i) => [d.date as string, i]));
  const roster: Record<string, string[]> = {};
  for (const p of inst.staff) roster[p.id] = Array.from({ length: inst.horizon }, () => '');
  for (const a of assignments) roster[a.staffId]![dayOf.get(a.date)!] = a.shiftTypeId;
  return roster satisfies CurtoisRoster;
}

/** The other way: a benchmark roster (one shift id or '' per day) as the problem's assignments. */
export function fromCurtoisRoster(problem: Problem, roster: CurtoisRoster): Assignment[] {
  const dates = problem.days.map((d) => d.date);
  return Object.entries(roster).flatMap(([id, row]) =>
    row.flatMap((shift, d) =>
      shift ? [{ staffId: staffId(id), date: dates[d]!, shiftTypeId: shiftTypeId(shift) }] : [],
    ),
  );
}

export function solveInstance(text: string, opts: SolveInstanceOptions): InstanceRun {
  const inst = parseCurtois(text);
  const problem = curtoisToProblem(inst);
  const t0 = performance.now();
  const run = new SolverRun(problem, {
    timeLimitMs: opts.seconds * 1000,
    seed: opts.seed,
    skipExplanation: true,
    ...(opts.tuning ? { tuning: opts.tuning } : {}),
  });
  const feasible = new FirstFeasible();
  for (;;) {
    const out = run.step(100);
    feasible.check(run);
    if (!out) continue;
    return {
      roster: toCurtoisRoster(inst, problem, out.roster),
      engineObjective: out.score.soft,
      engineHard: out.score.hard,
      status: out.status,
      iterations: out.iterations,
      seconds: (performance.now() - t0) / 1000,
      feasibleSeconds: feasible.seconds,
    };
  }
}

/** What odd workers do differently (see solveInstanceParallel). */
const ODD_WORKER: Partial<SearchTuning> = {
  lpDiveAt: 1,
  lpWeekendsEvery: 2,
  lpWeekendsFrom: 0.5,
  tradeWindowAt: 0.6,
  finalWindowTrade: true,
  aimedWindowAt: 1,
};

/** Worker k's tuning: `ODD_WORKER` for odd workers, then `tuning`, then `oddTuning` for odd ones. */
export function workerTuning(
  k: number,
  opts: { readonly tuning?: Partial<SearchTuning>; readonly oddTuning?: Partial<SearchTuning> },
): Partial<SearchTuning> {
  return k % 2 === 1 ? { ...ODD_WORKER, ...opts.tuning, ...opts.oddTuning } : { ...opts.tuning };
}

/**
 * Runs `threads` independent searches (seeds seed, seed + 1, ...) on worker threads, every other one
 * as `ODD_WORKER` says. Each posts its best roster every `shareEveryMs`; a worker behind the best seen so
 * far is sent that roster and continues from it, so the time of every core goes to the most promising
 * roster while the searches stay different. With `shareEveryMs` 0 they never share:
 * the best of independent runs wins.
 */
export async function solveInstanceParallel(
  text: string,
  opts: SolveInstanceOptions & {
    readonly threads: number;
    readonly shareEveryMs?: number;
    /** Tuning for the odd workers only, over `ODD_WORKER` and `tuning` (experiments). */
    readonly oddTuning?: Partial<SearchTuning>;
  },
): Promise<InstanceRun> {
  const t0 = performance.now();
  const shareEveryMs = opts.shareEveryMs ?? Math.max(1000, (opts.seconds * 1000) / 12);
  let best: { score: Score; roster: Int16Array } | undefined;
  const finals = await Promise.all(
    Array.from({ length: opts.threads }, (_, k) => {
      const input: WorkerInput = {
        text,
        seconds: opts.seconds,
        seed: opts.seed + k,
        shareEveryMs,
        // Odd workers make no whole-horizon dive, only window dives: a whole-horizon root that does not
        // fit the run (Instance15, 18: 20 s and more before it is given up) then costs one core its time,
        // not both, and the windows' rosters reach the other worker at the next exchange. From half-way
        // on, every other window of theirs re-plans a run of weekends with the days around them
        // (Instance19, seeds 7-24: mean 3552 against 3621, 6 of 18 runs within target against 1;
        // docs/decisions/0034). Like the even worker they end with a final window (docs/decisions/0043):
        // Instance19, seeds 57-100, 30 of 44 runs within target against 26 when they annealed to the end;
        // Instance12, 14 of 16 against 11 (docs/decisions/0044). At 60% of the run they re-plan the weeks
        // after the weekend furthest below its flow with the least-wanted weekends, where people can trade
        // weekends (Instance19, seeds 261-276: 14 of 16 runs within target against 10, mean 55 lower;
        // docs/decisions/0046). Their final window is that trade window again, on the best roster at 85%:
        // as the even worker's window it repeated that worker's from the same roster at half the seeds
        // (Instance19, seeds 1001-1016 and 1201-1208 paired: 20 of 24 runs within target against 17,
        // mean 55 lower; docs/decisions/0060). The even worker alone runs the aimed window at half-way
        // where the whole horizon fits the master (Instance15, docs/decisions/0055).
        tuning: workerTuning(k, opts),
      };
      const worker = new Worker(WORKER_BOOT, { eval: true, workerData: input });
      return new Promise<Extract<ToMain, { type: 'done' }>>((resolve, reject) => {
        worker.on('error', reject);
        worker.on('message', (m: ToMain) => {
          if (m.type === 'done') {
            resolve(m);
            void worker.terminate();
            return;
          }
          if (!best || compareScores(m.score, best.score) < 0) best = { score: m.score, roster: m.roster };
          else if (compareScores(best.score, m.score) < 0)
            worker.postMessage({ type: 'adopt', roster: best.roster } satisfies ToWorker);
        });
      });
    }),
  );
  const inst = parseCurtois(text);
  const winner = finals.reduce((a, b) => (compareScores(b.score, a.score) < 0 ? b : a));
  return {
    roster: toCurtoisRoster(inst, curtoisToProblem(inst), winner.roster),
    engineObjective: winner.score.soft,
    engineHard: winner.score.hard,
    status: winner.status,
    iterations: finals.reduce((n, f) => n + f.iterations, 0),
    seconds: (performance.now() - t0) / 1000,
    feasibleSeconds: earliest(finals.map((f) => f.feasibleSeconds)),
  };
}

/** The smallest of the times given (null: none given). */
function earliest(times: readonly (number | null)[]): number | null {
  const known = times.filter((t): t is number => t !== null);
  return known.length > 0 ? Math.min(...known) : null;
}
