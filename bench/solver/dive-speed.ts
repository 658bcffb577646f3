// npm run bench:dives -- [--instances 12,19] [--from bench/results/final47] [--days 21] [--step 21] [--shortage]
// Column-generation speed: window dives over a stored run's rosters (every window of --days days, --step
// apart, each from the best roster so far; with --shortage the one shortage window of the stored roster,
// weekend-shortage.ts), on this thread. No clock decides anything in a dive, so the
// work is the same every time: it prints the seconds, the pricing rounds and the objective per instance,
// and a change that only makes pricing or the master faster must leave the rounds and the objective as
// they were.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  ColumnGeneration,
  type Compiled,
  compile,
  curtoisToProblem,
  type DayWindow,
  fromAssignments,
  movableCells,
  parseCurtois,
  rosterConstraints,
  SEARCH_DEFAULTS,
  toAssignments,
  weekendShortageWindow,
} from '@rotawise/engine';
import { CURTOIS_DATA } from './best-known.js';
import { checkRoster } from './check-roster.js';
import { parseArgs, parseInstances } from './run-benchmark.js';
import { fromCurtoisRoster, toCurtoisRoster } from './solve-instance.js';

/** The full run whose rosters the dives start from by default (committed with the README's table). */
export const STORED_RUN = fileURLToPath(new URL('../results/final47', import.meta.url));

export interface DiveSpeed {
  readonly instance: string;
  readonly windows: number;
  readonly seconds: number;
  readonly pricingRounds: number;
  readonly start: number;
  readonly objective: number;
}

/** Dives every window of `days` days, `step` apart, over the stored roster in turn, each from the roster the one before left. */
export function measureDives(
  text: string,
  name: string,
  stored: Record<string, readonly string[]>,
  days: number,
  step: number,
): DiveSpeed {
  return diveWindows(text, name, stored, (c) => {
    const out: DayWindow[] = [];
    for (let from = 0; from + days <= c.D; from += step) out.push({ from, to: from + days - 1 });
    return out;
  });
}

/** Dives the stored roster's shortage window (none where it has none). */
export function measureShortageDive(
  text: string,
  name: string,
  stored: Record<string, readonly string[]>,
): DiveSpeed {
  return diveWindows(text, name, stored, (c, roster) => {
    const days = weekendShortageWindow(c, roster, c.D);
    return days ? [{ days }] : [];
  });
}

/** Dives the windows `windowsOf` gives for the stored roster in turn, each from the roster the one before left. */
function diveWindows(
  text: string,
  name: string,
  stored: Record<string, readonly string[]>,
  windowsOf: (c: Compiled, roster: Int16Array) => DayWindow[],
): DiveSpeed {
  const inst = parseCurtois(text);
  const problem = curtoisToProblem(inst);
  const c = compile(problem);
  let roster = fromAssignments(c, fromCurtoisRoster(problem, stored));
  const free = movableCells(c).free;
  /** The checker's objective, or infinity for a roster that breaks a hard rule. */
  const objective = (r: Int16Array): number => {
    const check = checkRoster(text, toCurtoisRoster(inst, problem, toAssignments(c, r)));
    return check.hardViolations === 0 ? check.objective : Number.POSITIVE_INFINITY;
  };
  const start = objective(roster);
  let best = start;
  let windows = 0;
  let pricingRounds = 0;
  let seconds = 0;
  for (const window of windowsOf(c, roster)) {
    const cg = new ColumnGeneration(c, rosterConstraints, roster, free, SEARCH_DEFAULTS.hardWeight, window);
    // The whole dive, not only its root: a finished roster's windows mostly cannot beat it.
    cg.stopWhenHopeless = false;
    const t0 = performance.now();
    const out = cg.dive();
    seconds += (performance.now() - t0) / 1000;
    windows++;
    pricingRounds += out.pricingRounds;
    // As the solver does, a dive's roster is kept only when it is better (the checker's objective).
    const reached = out.complete ? objective(out.roster) : Number.POSITIVE_INFINITY;
    if (reached < best) {
      best = reached;
      roster = out.roster;
    }
  }
  return { instance: name, windows, seconds, pricingRounds, start, objective: best };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = parseArgs(process.argv.slice(2));
  const cwd = process.env.INIT_CWD ?? process.cwd();
  const from = args.has('from') ? resolve(cwd, args.get('from')!) : STORED_RUN;
  const days = Number(args.get('days') ?? '21');
  const step = Number(args.get('step') ?? '21');
  const shortage = args.has('shortage');
  for (const n of parseInstances(args.get('instances') ?? '12,19')) {
    const name = `Instance${n}`;
    const text = readFileSync(join(CURTOIS_DATA, `${name}.txt`), 'utf8');
    const stored = JSON.parse(readFileSync(join(from, `${name}.json`), 'utf8')).roster;
    const r = shortage
      ? measureShortageDive(text, name, stored)
      : measureDives(text, name, stored, days, step);
    const what = shortage ? 'shortage window' : `windows of ${days} days`;
    console.log(
      `${name}: ${r.windows} ${what}, ${r.seconds.toFixed(2)} s in dives, ${r.pricingRounds} pricing rounds, objective ${r.start} -> ${r.objective}`,
    );
  }
}
