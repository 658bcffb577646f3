import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { meetsTarget, targetGap } from './best-known.js';
import { pairedStats, pairedTable, runsBySeed, seedRanges } from './paired-runs.js';

/** Writes a run directory PREFIX-sSEED with the given objectives by instance number. */
function writeRun(root: string, prefix: string, seed: number, objectives: Record<number, number>): void {
  const dir = join(root, `${prefix}-s${seed}`);
  mkdirSync(dir);
  for (const [n, objective] of Object.entries(objectives))
    writeFileSync(
      join(dir, `Instance${n}.json`),
      JSON.stringify({ instance: `Instance${n}`, objective, hardViolations: 0, seconds: 60, roster: {} }),
    );
}

describe('paired runs', () => {
  it('gives the mean difference, its standard error and the wins', () => {
    const st = pairedStats([100, 110, 120], [90, 112, 100]);
    expect(st).toMatchObject({ pairs: 3, meanA: 110, bLower: 2 });
    expect(st.meanB).toBeCloseTo(302 / 3, 10);
    // Differences -10, 2, -20: mean -28/3, sample variance 121.33..., standard error sqrt(121.33 / 3).
    expect(st.meanDiff).toBeCloseTo(-28 / 3, 10);
    const variance = ((-10 + 28 / 3) ** 2 + (2 + 28 / 3) ** 2 + (-20 + 28 / 3) ** 2) / 2;
    expect(st.standardError).toBeCloseTo(Math.sqrt(variance / 3), 10);
    expect(pairedStats([5], [7]).standardError).toBeNaN();
    expect(() => pairedStats([1, 2], [1])).toThrow(/equally long/);
  });

  it('writes seeds as ranges', () => {
    expect(seedRanges([19, 20, 21, 25, 27, 28])).toBe('19-21, 25, 27-28');
    expect(seedRanges([])).toBe('');
  });

  it('knows the targets of issue #4', () => {
    expect([1, 4, 9, 5, 12, 13, 19, 20, 24, 25].map(targetGap)).toEqual([
      0,
      0,
      0,
      0.02,
      0.02,
      0.1,
      0.1,
      0.25,
      0.25,
      undefined,
    ]);
    const best = { 9: 439, 12: 4040, 19: 3149 };
    expect(meetsTarget(9, 439, best)).toBe(true);
    expect(meetsTarget(9, 440, best)).toBe(false);
    expect(meetsTarget(12, 4120, best)).toBe(true);
    expect(meetsTarget(12, 4121, best)).toBe(false);
    expect(meetsTarget(19, 3463, best)).toBe(true);
    expect(meetsTarget(19, 3464, best)).toBe(false);
    expect(meetsTarget(30, 1, best)).toBe(false);
  });

  it('pairs run directories by seed and leaves out what has no partner', () => {
    const root = mkdtempSync(join(tmpdir(), 'pairs-'));
    writeRun(root, 'old', 1, { 19: 3500, 12: 4100 });
    writeRun(root, 'old', 2, { 19: 3600 });
    writeRun(root, 'old', 3, { 19: 3700 });
    writeRun(root, 'new', 1, { 19: 3400 });
    writeRun(root, 'new', 2, { 19: 3650 });
    writeRun(root, 'newer', 3, { 19: 1 }); // another prefix: not one of "new"'s runs
    mkdirSync(join(root, 'new-s3')); // a run that has not written anything yet
    const a = runsBySeed(join(root, 'old'));
    const b = runsBySeed(join(root, 'new'));
    expect([...a.keys()].sort()).toEqual([1, 2, 3]);
    expect([...b.keys()].sort()).toEqual([1, 2]);
    expect(pairedTable(a, b)).toBe(
      [
        '| Instance | Pairs (seeds) | Mean A | Mean B | B - A | Standard error | B lower | A meets target | B meets target |',
        '|---|---|---|---|---|---|---|---|---|',
        '| Instance19 | 2 (1-2) | 3550 | 3525 | -25 | 75 | 1 of 2 | 0 of 2 | 1 of 2 |',
        '',
      ].join('\n'),
    );
  });
});
