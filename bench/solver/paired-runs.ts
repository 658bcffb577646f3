// npm run bench:pairs -- PREFIX_A PREFIX_B
// Compares two settings over runs made in pairs: the run directories PREFIX_A-sN and PREFIX_B-sN (as
// `npm run bench:solver -- --seed N --out PREFIX-sN` writes them) are paired by seed N. Per instance: the
// pairs, both means, the mean difference with its standard error, how often B is lower, and how often
// each meets the instance's target. A run's result can move by more than a coverage unit from seed to seed,
// so a setting is judged on many pairs, not on one run.
import { existsSync, readdirSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BEST_KNOWN, meetsTarget } from './best-known.js';
import { type Run, readResults } from './compare-runs.js';

export interface PairedStats {
  readonly pairs: number;
  readonly meanA: number;
  readonly meanB: number;
  /** Mean of B - A over the pairs, and its standard error (NaN with fewer than two pairs). */
  readonly meanDiff: number;
  readonly standardError: number;
  /** Pairs where B is strictly lower (better). */
  readonly bLower: number;
}

const mean = (xs: readonly number[]): number => xs.reduce((s, x) => s + x, 0) / xs.length;

/** Statistics of paired objectives: `a[k]` and `b[k]` are the same seed's runs. */
export function pairedStats(a: readonly number[], b: readonly number[]): PairedStats {
  if (a.length !== b.length || a.length === 0)
    throw new Error('pairedStats: two equally long, non-empty lists');
  const diff = a.map((x, k) => b[k]! - x);
  const d = mean(diff);
  const n = diff.length;
  const variance = n > 1 ? diff.reduce((s, x) => s + (x - d) ** 2, 0) / (n - 1) : Number.NaN;
  return {
    pairs: n,
    meanA: mean(a),
    meanB: mean(b),
    meanDiff: d,
    standardError: Math.sqrt(variance / n),
    bLower: diff.filter((x) => x < 0).length,
  };
}

/** The runs `PREFIX-sN` beside the prefix that have written a result, by seed. */
export function runsBySeed(prefix: string): Map<number, Run> {
  const dir = dirname(prefix);
  const pattern = new RegExp(`^${basename(prefix).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}-s(\\d+)$`);
  const out = new Map<number, Run>();
  for (const name of existsSync(dir) ? readdirSync(dir) : []) {
    const seed = pattern.exec(name)?.[1];
    if (seed === undefined) continue;
    // A run still in progress may have written nothing yet.
    const results = readResults(join(dir, name));
    if (results.size > 0) out.set(Number(seed), { label: name, results });
  }
  return out;
}

const round = (x: number): string => (Number.isNaN(x) ? '-' : String(Math.round(x)));

/** Sorted seeds as ranges: 19, 20, 21, 25 gives "19-21, 25". */
export function seedRanges(seeds: readonly number[]): string {
  const parts: string[] = [];
  for (let i = 0; i < seeds.length; ) {
    let j = i;
    while (j + 1 < seeds.length && seeds[j + 1] === seeds[j]! + 1) j++;
    parts.push(j > i ? `${seeds[i]}-${seeds[j]}` : String(seeds[i]));
    i = j + 1;
  }
  return parts.join(', ');
}

/** Markdown table, one line per instance both settings have a pair of runs for. */
export function pairedTable(a: Map<number, Run>, b: Map<number, Run>): string {
  // Per instance, the seeds at which both settings have a run of it, in order.
  const seedsOf = new Map<number, number[]>();
  for (const [seed, run] of [...a].sort(([x], [y]) => x - y))
    for (const n of run.results.keys())
      if (b.get(seed)?.results.has(n)) seedsOf.set(n, [...(seedsOf.get(n) ?? []), seed]);
  const lines = [
    '| Instance | Pairs (seeds) | Mean A | Mean B | B - A | Standard error | B lower | A meets target | B meets target |',
    '|---|---|---|---|---|---|---|---|---|',
  ];
  for (const [n, seeds] of [...seedsOf].sort(([x], [y]) => x - y)) {
    const objA = seeds.map((s) => a.get(s)!.results.get(n)!.objective);
    const objB = seeds.map((s) => b.get(s)!.results.get(n)!.objective);
    const st = pairedStats(objA, objB);
    const met = (xs: number[]): string =>
      `${xs.filter((x) => meetsTarget(n, x, BEST_KNOWN)).length} of ${xs.length}`;
    lines.push(
      `| Instance${n} | ${st.pairs} (${seedRanges(seeds)}) | ${round(st.meanA)} | ${round(st.meanB)} | ${round(st.meanDiff)} | ${round(st.standardError)} | ${st.bLower} of ${st.pairs} | ${met(objA)} | ${met(objB)} |`,
    );
  }
  return `${lines.join('\n')}\n`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [prefixA, prefixB] = process.argv.slice(2);
  if (!prefixA || !prefixB) {
    console.error('usage: npm run bench:pairs -- PREFIX_A PREFIX_B   (run directories PREFIX-sN)');
    process.exit(2);
  }
  const cwd = process.env.INIT_CWD ?? process.cwd();
  process.stdout.write(pairedTable(runsBySeed(resolve(cwd, prefixA)), runsBySeed(resolve(cwd, prefixB))));
}
