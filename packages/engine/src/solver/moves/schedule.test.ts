import { describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG } from '../config.js';
import { cyclePosition, firstTemperature, hasStalled, nextReheat, shortCyclePosition } from './schedule.js';

const A = DEFAULT_CONFIG.annealing;
const p = { ...A, reheatGrowth: 2 };

describe('annealing schedule', () => {
  it('starts a problem with time to spare hot and a crowded one cool', () => {
    expect(firstTemperature(100_000, p)).toBe(p.startTemperature);
    expect(firstTemperature(1_000, p)).toBe(p.startTemperature * p.coldStartScale);
    const mid = firstTemperature(10_000, p);
    expect(mid).toBeGreaterThan(p.startTemperature * p.coldStartScale);
    expect(mid).toBeLessThan(p.startTemperature);
  });

  it('kicks harder after each restart that found nothing, and calms down after one that did', () => {
    const first = 30;
    let t = p.reheatTemperature;
    const seen: number[] = [];
    for (let k = 0; k < 8; k++) {
      t = nextReheat(false, t, first, p);
      seen.push(t);
    }
    expect(seen.slice(0, 3)).toEqual([6, 12, 24]);
    expect(Math.max(...seen)).toBe(first * p.maxReheatScale);
    expect(nextReheat(true, t, first, p)).toBe(p.reheatTemperature);
    // A cycle still improving at its end is followed by one that goes on at the end temperature.
    for (const found of [true, false]) expect(nextReheat(found, t, first, p, true)).toBe(p.endTemperature);
    expect(nextReheat(false, p.reheatTemperature, first, { ...p, reheatGrowth: 1 })).toBe(
      p.reheatTemperature,
    );
  });

  it('splits the run into equal cycles', () => {
    expect(cyclePosition(0.3, 3)).toEqual({ cycle: 0, progress: 0.3 / (1 / 3) });
    for (const frac of [0.1, 0.5, 0.9]) {
      const { cycle, progress } = cyclePosition(frac, 3);
      expect(cycle).toBe(Math.floor(frac * 3));
      expect(progress).toBeCloseTo(frac * 3 - cycle);
    }
    expect(cyclePosition(0.999999, 4).cycle).toBe(3);
    expect(cyclePosition(0.7, 1)).toEqual({ cycle: 0, progress: 0.7 });
  });

  it('calls a run stalled after a window without a better roster, while a short cycle still fits', () => {
    const q = { ...A, stallWindow: 0.1, stallCycle: 0.15 };
    expect(hasStalled(0.35, 0.3, q)).toBe(false);
    expect(hasStalled(0.4, 0.3, q)).toBe(true);
    expect(hasStalled(0.86, 0.3, q)).toBe(false); // no room for a whole short cycle
    expect(hasStalled(0.9, 0.3, { ...q, stallWindow: 0 })).toBe(false);
  });

  it('runs short cycles back to back from the stall', () => {
    const q = { ...A, stallCycle: 0.15 };
    expect(shortCyclePosition(0.4, 0.4, q)).toEqual({ cycle: 0, progress: 0 });
    const later = shortCyclePosition(0.4 + 0.15 * 2.5, 0.4, q);
    expect(later.cycle).toBe(2);
    expect(later.progress).toBeCloseTo(0.5);
  });
});
