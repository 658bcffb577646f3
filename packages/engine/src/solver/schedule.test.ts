import { describe, expect, it } from 'vitest';
import { cycleCount, firstTemperature, nextReheat } from './schedule.js';
import { SEARCH_DEFAULTS } from './solve.js';

const p = SEARCH_DEFAULTS;

describe('annealing schedule', () => {
  it('starts a problem with time to spare hot and a crowded one cool', () => {
    expect(firstTemperature(100_000, p)).toBe(p.startTemperature);
    expect(firstTemperature(1_000, p)).toBe(p.startTemperature * p.coldStartScale);
    const mid = firstTemperature(10_000, p);
    expect(mid).toBeGreaterThan(p.startTemperature * p.coldStartScale);
    expect(mid).toBeLessThan(p.startTemperature);
  });

  it('gives a small problem more, shorter cycles, within the bounds', () => {
    expect(cycleCount(1_000, p)).toBe(p.cycles);
    expect(cycleCount(11 * p.movesPerCellPerCycle, p)).toBe(11);
    expect(cycleCount(1e9, p)).toBe(p.maxCycles);
    expect(cycleCount(1e9, { ...p, movesPerCellPerCycle: 0 })).toBe(p.cycles);
  });

  it('kicks harder after each restart that found nothing, and calms down after one that did', () => {
    const first = 30;
    let t = p.reheatTemperature;
    const seen: number[] = [];
    for (let k = 0; k < 8; k++) seen.push((t = nextReheat(false, t, first, p)));
    expect(seen.slice(0, 3)).toEqual([6, 12, 24]);
    expect(Math.max(...seen)).toBe(first * p.maxReheatScale);
    expect(nextReheat(true, t, first, p)).toBe(p.reheatTemperature);
  });
});
