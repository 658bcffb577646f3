import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compareTable, readRun } from './compare-runs.js';

describe('compare runs', () => {
  it('puts runs side by side with gaps, the spread and hard violations', () => {
    const a = {
      label: 'a',
      results: new Map([
        [1, { objective: 110, hardViolations: 0 }],
        [2, { objective: 50, hardViolations: 1 }],
      ]),
    };
    const b = { label: 'b', results: new Map([[1, { objective: 100, hardViolations: 0 }]]) };
    expect(compareTable([a, b], { 1: 100 })).toBe(
      [
        '| Instance | Best known | a | b | Spread | Hard |',
        '|---|---|---|---|---|---|',
        '| Instance1 | 100 | 110 (10.0%) | 100 (0.0%) | 10 | 0, 0 |',
        '| Instance2 | - | 50 (-%) | - | - | 1, - |',
        '',
      ].join('\n'),
    );
  });

  it('reads the files a benchmark run wrote', () => {
    const dir = mkdtempSync(join(tmpdir(), 'run-'));
    const roster = { A: ['', 'D'] };
    writeFileSync(
      join(dir, 'Instance3.json'),
      JSON.stringify({ instance: 'Instance3', objective: 1007, hardViolations: 0, seconds: 60.3, roster }),
    );
    const run = readRun(dir);
    expect([...run.results]).toEqual([[3, { objective: 1007, hardViolations: 0 }]]);
    expect(() => readRun(mkdtempSync(join(tmpdir(), 'empty-')))).toThrow(/no InstanceN.json/);
  });
});
