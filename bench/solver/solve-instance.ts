// Solves one Curtois-Qu instance with the engine and returns the benchmark roster form.
import { type CurtoisRoster, curtoisToProblem, parseCurtois, solve } from '@rotawise/engine';

export interface InstanceRun {
  readonly roster: Record<string, string[]>;
  readonly engineObjective: number;
  readonly engineHard: number;
  readonly status: string;
  readonly iterations: number;
  readonly seconds: number;
}

export function solveInstance(text: string, opts: { seconds: number; seed: number }): InstanceRun {
  const inst = parseCurtois(text);
  const problem = curtoisToProblem(inst);
  const t0 = performance.now();
  const out = solve(problem, { timeLimitMs: opts.seconds * 1000, seed: opts.seed, skipExplanation: true });
  const seconds = (performance.now() - t0) / 1000;
  const dayOf = new Map(problem.days.map((d, i) => [d.date as string, i]));
  const roster: Record<string, string[]> = {};
  for (const p of inst.staff) roster[p.id] = Array.from({ length: inst.horizon }, () => '');
  for (const a of out.roster) roster[a.staffId]![dayOf.get(a.date)!] = a.shiftTypeId;
  return {
    roster: roster satisfies CurtoisRoster,
    engineObjective: out.score.soft,
    engineHard: out.score.hard,
    status: out.status,
    iterations: out.iterations,
    seconds,
  };
}
