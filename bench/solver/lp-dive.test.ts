// The column-generation dive on its own (no local search), from an empty roster: on the instances whose
// optimum is proven it must reach it, checked by the independent checker. Deterministic (no clock).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
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
import { BEST_KNOWN, CURTOIS_DATA } from './best-known.js';
import { checkRoster } from './check-roster.js';
import { toCurtoisRoster } from './solve-instance.js';

describe('column-generation dive on Curtois-Qu', () => {
  for (const n of [1, 2, 4]) {
    it(`reaches the proven optimum of Instance${n} from an empty roster`, () => {
      const text = readFileSync(join(CURTOIS_DATA, `Instance${n}.txt`), 'utf8');
      const inst = parseCurtois(text);
      const problem = curtoisToProblem(inst);
      const c = compile(problem);
      const empty = new Int16Array(c.S * c.D).fill(OFF);
      const out = new ColumnGeneration(c, rosterConstraints, empty, movableCells(c).free, 1000).dive();
      const check = checkRoster(text, toCurtoisRoster(inst, problem, toAssignments(c, out.roster)));
      expect(check.problems).toEqual([]);
      expect(check.objective).toBe(BEST_KNOWN[n]);
    }, 30_000);
  }
});
