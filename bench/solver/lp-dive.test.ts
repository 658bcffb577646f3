// The column-generation dive on its own (no local search), from an empty roster: on the instances whose
// optimum is proven it must reach it, checked by the independent checker. Deterministic (no clock).
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  ColumnGeneration,
  compile,
  curtoisToProblem,
  movableCells,
  OFF,
  parseCurtois,
  rosterConstraints,
  toAssignments,
} from '@rotawise/engine';
import { describe, expect, it } from 'vitest';
import { BEST_KNOWN } from './best-known.js';
import { checkRoster } from './check-roster.js';

const data = resolve(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  '..',
  'shared',
  'benchmarks',
  'curtois-qu',
);

describe('column-generation dive on Curtois-Qu', () => {
  for (const n of [1, 2, 4]) {
    it(`reaches the proven optimum of Instance${n} from an empty roster`, () => {
      const text = readFileSync(join(data, `Instance${n}.txt`), 'utf8');
      const inst = parseCurtois(text);
      const problem = curtoisToProblem(inst);
      const c = compile(problem);
      const empty = new Int16Array(c.S * c.D).fill(OFF);
      const out = new ColumnGeneration(c, rosterConstraints, empty, movableCells(c).free, 1000).dive();
      const roster: Record<string, string[]> = {};
      for (const p of inst.staff) roster[p.id] = Array.from({ length: inst.horizon }, () => '');
      const dayOf = new Map(problem.days.map((d, i) => [d.date as string, i]));
      for (const a of toAssignments(c, out.roster!)) roster[a.staffId]![dayOf.get(a.date)!] = a.shiftTypeId;
      const check = checkRoster(text, roster);
      expect(check.problems).toEqual([]);
      expect(check.objective).toBe(BEST_KNOWN[n]);
    }, 30_000);
  }
});
