// The annealing schedule's arithmetic, apart from the run that follows it: the first cycle's start
// temperature, how many cycles a run gets, and how hot each restart from the best roster begins.
import type { AnnealingConfig } from '../config.js';

/**
 * The first cycle's start temperature, scaled by how many moves each cell of the roster will get: a
 * small problem has time to explore from hot and still cool down; a year for 150 people has about a
 * thousand moves per cell and must start cool (log-scaled between 1,000 and 100,000 moves per cell).
 */
export function firstTemperature(movesPerCell: number, p: AnnealingConfig): number {
  const scale = Math.log10(Math.max(1, movesPerCell / 1000)) / 2;
  return p.startTemperature * Math.min(1, Math.max(p.coldStartScale, scale));
}

/**
 * Start temperature of the next restart: the end temperature after a cycle whose best was still falling
 * at its end (it had not converged, and a reheat would undo its cooling);
 * back to `reheatTemperature` after a cycle that found a better roster; otherwise `reheatGrowth` times the
 * last one, up to `maxReheatScale` times the first cycle's (each failed restart kicks harder). Growth 1
 * keeps every restart at `reheatTemperature`.
 */
export function nextReheat(
  found: boolean,
  last: number,
  first: number,
  p: AnnealingConfig,
  stillImproving = false,
): number {
  if (stillImproving) return p.endTemperature;
  if (found) return p.reheatTemperature;
  return Math.max(p.reheatTemperature, Math.min(first * p.maxReheatScale, last * p.reheatGrowth));
}

/**
 * Which of `cycles` equal cycles a point of the run (0-1) falls in, and how far through it (0-1). The
 * first cycle's long cooling from the start temperature gives the best rosters on mid-sized problems.
 */
export function cyclePosition(frac: number, cycles: number): { cycle: number; progress: number } {
  const K = Math.max(1, cycles);
  const first = 1 / K;
  if (frac < first || K === 1) return { cycle: 0, progress: Math.min(1, frac / first) };
  const x = ((frac - first) / (1 - first)) * (K - 1);
  const k = Math.min(K - 2, Math.floor(x));
  return { cycle: 1 + k, progress: x - k };
}

/**
 * Whether a run with no better roster since `improvedAt` (both shares of the run) has stalled: the
 * window has passed and there is room left for at least one short cycle.
 */
export function hasStalled(frac: number, improvedAt: number, p: AnnealingConfig): boolean {
  return p.stallWindow > 0 && frac - improvedAt >= p.stallWindow && frac + p.stallCycle <= 1;
}

/** After a stall at `from`, back-to-back short cycles of `stallCycle` each: which one, and how far in. */
export function shortCyclePosition(
  frac: number,
  from: number,
  p: AnnealingConfig,
): { cycle: number; progress: number } {
  const x = Math.max(0, frac - from) / p.stallCycle;
  const k = Math.floor(x);
  return { cycle: k, progress: x - k };
}
