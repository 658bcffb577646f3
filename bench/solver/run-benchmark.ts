// npm run bench:solver -- --instances 1-24 --seconds 60 [--out DIR] [--data DIR] [--seed N] [--threads N]
//   [--config JSON]  (solver configuration overrides, e.g. '{"moves":{"pChain":0.08}}'; see config.ts)
//   [--alternate-config JSON]  (overrides for the odd workers only, over --config)
//   [--share-every S]  (seconds between the workers' exchanges of best rosters; 0: they never share)
// Solves each Curtois-Qu instance with the engine's parallel search and writes DIR/InstanceN.json and
// DIR/summary.md (DIR defaults to bench/out/DATE, git-ignored). The objective and hard violations written
// are recomputed from the roster by the independent checker (check-roster.ts).

import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkOverrides, type SolverConfigOverrides } from '@rotawise/engine';
import { BEST_KNOWN, CURTOIS_DATA, gapPercent } from './best-known.js';
import { checkRoster } from './check-roster.js';
import { solveInstance } from './solve-instance.js';

const here = dirname(fileURLToPath(import.meta.url));
const repoRoot = resolve(here, '..', '..');

/** `--name value` and `--name=value` pairs. */
export function parseArgs(argv: readonly string[]): Map<string, string> {
  const out = new Map<string, string>();
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a.startsWith('--')) {
      // A flag followed by another flag (or by nothing) is a switch, with the empty string as its value.
      const next = argv[i + 1];
      const [k, v] = a.includes('=')
        ? a.slice(2).split('=', 2)
        : [a.slice(2), next === undefined || next.startsWith('--') ? '' : argv[++i]];
      out.set(k!, v ?? '');
    }
  }
  return out;
}

export function parseInstances(spec: string): number[] {
  return spec.split(',').flatMap((part) => {
    const [a, b] = part.split('-').map(Number);
    if (!Number.isInteger(a) || (b !== undefined && !Number.isInteger(b)))
      throw new Error(`bad --instances ${spec}`);
    return b === undefined ? [a!] : Array.from({ length: b - a! + 1 }, (_, i) => a! + i);
  });
}

/** Seconds rounded to a tenth, as the results show them. */
const tenths = (seconds: number): number => Math.round(seconds * 10) / 10;

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const instances = parseInstances(args.get('instances') ?? '1-24');
  const seconds = Number(args.get('seconds') ?? '60');
  const seed = Number(args.get('seed') ?? '1');
  // One search per core by default (the machine this targets has 2).
  const threads = Number(args.get('threads') ?? String(Math.min(2, availableParallelism())));
  const overrides = (flag: string): SolverConfigOverrides | undefined => {
    const arg = args.get(flag);
    return arg ? checkOverrides(JSON.parse(arg)) : undefined;
  };
  const config = overrides('config');
  const alternateConfig = overrides('alternate-config');
  const shareArg = args.get('share-every');
  const options = {
    seconds,
    seed,
    threads,
    ...(config ? { config } : {}),
    ...(alternateConfig ? { alternateConfig } : {}),
    ...(shareArg === undefined ? {} : { shareEverySeconds: Number(shareArg) }),
  };
  // `npm run -w` runs in bench/; relative paths are meant from where the user typed the command.
  const cwd = process.env.INIT_CWD ?? process.cwd();
  const data = resolve(cwd, args.get('data') ?? CURTOIS_DATA);
  const out = resolve(
    cwd,
    args.get('out') ?? join(repoRoot, 'bench', 'out', new Date().toISOString().slice(0, 10)),
  );
  mkdirSync(out, { recursive: true });
  const rows: string[] = [];
  for (const n of instances) {
    const name = `Instance${n}`;
    const text = readFileSync(join(data, `${name}.txt`), 'utf8');
    const run = await solveInstance(text, options);
    const check = checkRoster(text, run.roster);
    if (check.objective !== run.engineObjective || (check.hardViolations === 0) !== (run.engineHard === 0))
      console.warn(
        `${name}: engine says ${run.engineObjective} / hard ${run.engineHard}, checker ${check.objective} / ${check.hardViolations}`,
      );
    const secs = tenths(run.seconds);
    const feasibleSecs = run.feasibleSeconds === null ? null : tenths(run.feasibleSeconds);
    writeFileSync(
      join(out, `${name}.json`),
      `${JSON.stringify({ instance: name, objective: check.objective, hardViolations: check.hardViolations, seconds: secs, feasibleSeconds: feasibleSecs, roster: run.roster })}\n`,
    );
    const best = BEST_KNOWN[n];
    const gap = gapPercent(check.objective, best);
    rows.push(
      `| ${name} | ${check.objective} | ${best ?? '-'} | ${gap} | ${check.hardViolations} | ${secs} | ${feasibleSecs ?? '-'} |`,
    );
    console.log(
      `${name}: objective ${check.objective} (best ${best}, gap ${gap}%), hard ${check.hardViolations}, ${secs}s, ${run.iterations} moves, feasible after ${feasibleSecs ?? '-'}s`,
    );
  }
  const summary = [
    `# Curtois-Qu benchmark: ${seconds} s per instance, seed ${seed}, ${threads} thread${threads > 1 ? 's' : ''}`,
    '',
    `Node ${process.version}, ${new Date().toISOString()}. Objective and hard violations recomputed by check-roster.ts.`,
    '',
    '| Instance | Objective | Best known | Gap % | Hard violations | Seconds | First feasible (s) |',
    '|---|---|---|---|---|---|---|',
    ...rows,
    '',
  ].join('\n');
  writeFileSync(join(out, 'summary.md'), summary);
  console.log(`wrote ${out}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
