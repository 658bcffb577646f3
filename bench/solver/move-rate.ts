// npm run bench:moves -- [--instances 22-24] [--moves 5000000] [--seed 1]
// Search speed: each Curtois-Qu instance solved on this thread for a fixed number of moves (no time limit,
// so no column generation, and the run is exactly reproducible), printing moves per second and the
// objective reached. The objective depends only on the seed and the number of moves: a change that only
// makes scoring faster must leave it unchanged.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { curtoisToProblem, parseCurtois, solve } from '@rotawise/engine';
import { CURTOIS_DATA } from './best-known.js';
import { parseArgs, parseInstances } from './run-benchmark.js';

export interface MoveRate {
  readonly instance: string;
  readonly moves: number;
  readonly seconds: number;
  readonly movesPerSecond: number;
  readonly hard: number;
  readonly objective: number;
}

export function measureMoveRate(text: string, name: string, moves: number, seed: number): MoveRate {
  const problem = curtoisToProblem(parseCurtois(text));
  const t0 = performance.now();
  // The move budget ends the run; the time limit (10 s by default) must not.
  const out = solve(problem, { maxIterations: moves, seed, skipExplanation: true, timeLimitMs: 3_600_000 });
  const seconds = (performance.now() - t0) / 1000;
  return {
    instance: name,
    moves: out.iterations,
    seconds,
    movesPerSecond: out.iterations / seconds,
    hard: out.score.hard,
    objective: out.score.soft,
  };
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const instances = parseInstances(args.get('instances') ?? '22-24');
  const moves = Number(args.get('moves') ?? '5000000');
  const seed = Number(args.get('seed') ?? '1');
  const data = resolve(process.env.INIT_CWD ?? process.cwd(), args.get('data') ?? CURTOIS_DATA);
  console.log('| Instance | Moves | Seconds | Moves per second | Hard | Objective |');
  console.log('|---|---|---|---|---|---|');
  for (const n of instances) {
    const name = `Instance${n}`;
    const r = measureMoveRate(readFileSync(join(data, `${name}.txt`), 'utf8'), name, moves, seed);
    console.log(
      `| ${name} | ${r.moves} | ${r.seconds.toFixed(1)} | ${Math.round(r.movesPerSecond)} | ${r.hard} | ${r.objective} |`,
    );
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
