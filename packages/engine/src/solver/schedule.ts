// The annealing schedule's arithmetic, apart from the run that follows it: the first cycle's start
// temperature, how many cycles a run gets, and how hot each restart from the best roster begins.
import type { SearchTuning } from './types.js';

type ScheduleTuning = Pick<
  SearchTuning,
  | 'startTemperature'
  | 'coldStartScale'
  | 'cycles'
  | 'movesPerCellPerCycle'
  | 'maxCycles'
  | 'reheatTemperature'
  | 'maxReheatScale'
>;

/**
 * The first cycle's start temperature, scaled by how many moves each cell of the roster will get: a
 * small problem has time to explore from hot and still cool down; a year for 150 people has about a
 * thousand moves per cell and must start cool (log-scaled between 1,000 and 100,000 moves per cell).
 */
export function firstTemperature(movesPerCell: number, p: ScheduleTuning): number {
  const scale = Math.log10(Math.max(1, movesPerCell / 1000)) / 2;
  return p.startTemperature * Math.min(1, Math.max(p.coldStartScale, scale));
}

/**
 * Cycles in a run: a small problem converges in seconds and then only waits, so it gets more, shorter
 * cycles, one per `movesPerCellPerCycle` moves per cell, between `cycles` and `maxCycles`.
 */
export function cycleCount(movesPerCell: number, p: ScheduleTuning): number {
  const byCells = p.movesPerCellPerCycle > 0 ? Math.round(movesPerCell / p.movesPerCellPerCycle) : 0;
  return Math.max(1, p.cycles, Math.min(p.maxCycles, byCells));
}

/**
 * Start temperature of the next restart: back to `reheatTemperature` after a cycle that found a better
 * roster; otherwise twice the last one, up to `maxReheatScale` times the first cycle's (each failed
 * restart kicks harder, so a run stuck in a basin gets out of it).
 */
export function nextReheat(found: boolean, last: number, first: number, p: ScheduleTuning): number {
  return found ? p.reheatTemperature : Math.min(first * p.maxReheatScale, last * 2);
}
