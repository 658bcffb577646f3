// When a run's best roster first breaks no hard rule. On Instance22 a 60-s run spends most of its time
// before that moment (docs/decisions/0036), so the benchmark reports it next to the objective.
import type { Score } from '@rotawise/engine';

export class FirstFeasible {
  private atMs: number | undefined;
  private readonly started = performance.now();

  /** Notes the time if the run's best roster is feasible and was not at the last check. */
  check(run: { bestScore(): Score }): void {
    if (this.atMs === undefined && run.bestScore().hard === 0) this.atMs = performance.now() - this.started;
  }

  /** Seconds from the start to the first feasible best (null: none yet). */
  get seconds(): number | null {
    return this.atMs === undefined ? null : this.atMs / 1000;
  }
}
