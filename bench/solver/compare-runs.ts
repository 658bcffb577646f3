// npm run bench:compare -- DIR [DIR ...]
// Puts several benchmark runs side by side: per instance, each run's objective and gap, and the spread
// between runs. Single runs move by a coverage unit or more from seed to seed, so a change is judged
// against that spread, not against one earlier run.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BEST_KNOWN, gapPercent } from './best-known.js';

export interface RunResult {
  readonly objective: number;
  readonly hardViolations: number;
}

export interface Run {
  readonly label: string;
  /** By instance number. */
  readonly results: ReadonlyMap<number, RunResult>;
}

/** Markdown table: one column per run (objective and gap %), then the spread and the hard violations. */
export function compareTable(runs: readonly Run[], bestKnown: Readonly<Record<number, number>>): string {
  const instances = [...new Set(runs.flatMap((r) => [...r.results.keys()]))].sort((a, b) => a - b);
  const lines = [
    `| Instance | Best known | ${runs.map((r) => r.label).join(' | ')} | Spread | Hard |`,
    `|---|---|${runs.map(() => '---|').join('')}---|---|`,
  ];
  for (const n of instances) {
    const best = bestKnown[n];
    const found = runs.map((r) => r.results.get(n));
    const objectives = found.flatMap((x) => (x ? [x.objective] : []));
    const cells = found.map((x) => (x ? `${x.objective} (${gapPercent(x.objective, best)}%)` : '-'));
    const spread = objectives.length > 1 ? String(Math.max(...objectives) - Math.min(...objectives)) : '-';
    const hard = found.map((x) => (x ? String(x.hardViolations) : '-')).join(', ');
    lines.push(`| Instance${n} | ${best ?? '-'} | ${cells.join(' | ')} | ${spread} | ${hard} |`);
  }
  return `${lines.join('\n')}\n`;
}

/** The results a benchmark run wrote into `dir` (InstanceN.json), by instance number; empty if none. */
export function readResults(dir: string): Map<number, RunResult> {
  const results = new Map<number, RunResult>();
  for (const file of existsSync(dir) ? readdirSync(dir) : []) {
    const n = /^Instance(\d+)\.json$/.exec(file)?.[1];
    if (n === undefined) continue;
    const { objective, hardViolations } = JSON.parse(readFileSync(join(dir, file), 'utf8')) as RunResult;
    results.set(Number(n), { objective, hardViolations });
  }
  return results;
}

/** Reads the InstanceN.json files a benchmark run wrote into `dir`. */
export function readRun(dir: string): Run {
  const results = readResults(dir);
  if (results.size === 0) throw new Error(`no InstanceN.json in ${dir}`);
  return { label: basename(dir), results };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dirs = process.argv.slice(2);
  if (dirs.length === 0) {
    console.error('usage: npm run bench:compare -- DIR [DIR ...]');
    process.exit(2);
  }
  const cwd = process.env.INIT_CWD ?? process.cwd();
  process.stdout.write(
    compareTable(
      dirs.map((d) => readRun(resolve(cwd, d))),
      BEST_KNOWN,
    ),
  );
}
