// Smoke test: the engine solves the three smallest instances without breaking a hard rule, and its
// objective equals the independent checker's. Not a timing test.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CURTOIS_DATA } from './best-known.js';
import { checkRoster } from './check-roster.js';
import { parseArgs, parseInstances } from './run-benchmark.js';
import { solveInstance } from './solve-instance.js';

describe('Curtois-Qu smoke', () => {
  for (const n of [1, 2, 3]) {
    it(`solves Instance${n} on one worker with no hard violation`, async () => {
      const text = readFileSync(join(CURTOIS_DATA, `Instance${n}.txt`), 'utf8');
      const run = await solveInstance(text, { seconds: 2, seed: 1, threads: 1 });
      const check = checkRoster(text, run.roster);
      expect(check.problems).toEqual([]);
      expect(check.hardViolations).toBe(0);
      expect(run.engineHard).toBe(0);
      expect(check.objective).toBe(run.engineObjective);
      expect(run.feasibleSeconds).toBeGreaterThanOrEqual(0);
      expect(run.feasibleSeconds).toBeLessThanOrEqual(run.seconds);
    }, 30_000);
  }

  it('solves on two worker threads that share their best rosters', async () => {
    const text = readFileSync(join(CURTOIS_DATA, 'Instance2.txt'), 'utf8');
    const run = await solveInstance(text, { seconds: 3, seed: 1, threads: 2, shareEverySeconds: 0.5 });
    const check = checkRoster(text, run.roster);
    expect(check.problems).toEqual([]);
    expect(run.engineHard).toBe(0);
    expect(check.hardViolations).toBe(0);
    expect(check.objective).toBe(run.engineObjective);
    expect(run.iterations).toBeGreaterThan(0);
    expect(run.feasibleSeconds).toBeGreaterThanOrEqual(0);
    expect(run.feasibleSeconds).toBeLessThanOrEqual(run.seconds);
  }, 30_000);

  it('parses instance ranges', () => {
    expect(parseInstances('1-3,7')).toEqual([1, 2, 3, 7]);
  });

  it('parses flags with values and switches without', () => {
    const args = parseArgs(['--shortage', '--instances', '12', '--days=21', '--quiet']);
    expect([...args]).toEqual([
      ['shortage', ''],
      ['instances', '12'],
      ['days', '21'],
      ['quiet', ''],
    ]);
  });
});
