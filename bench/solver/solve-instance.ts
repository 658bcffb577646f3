// Solves one Curtois-Qu instance with the engine's parallel search (`@rotawise/engine/parallel`, the
// search the server runs) and returns the benchmark's roster form.
import {
  type Assignment,
  type CurtoisInstance,
  type CurtoisRoster,
  curtoisToProblem,
  type Problem,
  parseCurtois,
  type SolverConfigOverrides,
  shiftTypeId,
  staffId,
} from '@rotawise/engine';
import { solveParallel } from '@rotawise/engine/parallel';

export interface InstanceRun {
  readonly roster: Record<string, string[]>;
  readonly engineObjective: number;
  readonly engineHard: number;
  readonly status: string;
  /** Moves of all workers together. */
  readonly iterations: number;
  readonly seconds: number;
  /** Seconds until a feasible roster was first found (the earliest worker's; null: never). */
  readonly feasibleSeconds: number | null;
}

export interface SolveInstanceOptions {
  readonly seconds: number;
  readonly seed: number;
  /** Worker threads (one search each). */
  readonly threads: number;
  /** Seconds between the workers' exchanges of best rosters (0: never; default the engine's). */
  readonly shareEverySeconds?: number;
  /** Configuration overrides for every worker, and for the odd ones only (experiments). */
  readonly config?: SolverConfigOverrides;
  readonly alternateConfig?: SolverConfigOverrides;
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

export async function solveInstance(text: string, opts: SolveInstanceOptions): Promise<InstanceRun> {
  const inst = parseCurtois(text);
  const problem = curtoisToProblem(inst);
  const t0 = performance.now();
  const out = await solveParallel(problem, {
    workers: opts.threads,
    seed: opts.seed,
    timeLimitMs: opts.seconds * 1000,
    skipExplanation: true,
    ...(opts.shareEverySeconds === undefined ? {} : { shareEveryMs: opts.shareEverySeconds * 1000 }),
    ...(opts.config ? { config: opts.config } : {}),
    ...(opts.alternateConfig ? { alternateConfig: opts.alternateConfig } : {}),
  });
  return {
    roster: toCurtoisRoster(inst, problem, out.roster),
    engineObjective: out.score.soft,
    engineHard: out.score.hard,
    status: out.status,
    iterations: out.totalIterations,
    seconds: (performance.now() - t0) / 1000,
    feasibleSeconds: out.firstFeasibleMs === null ? null : out.firstFeasibleMs / 1000,
  };
}
