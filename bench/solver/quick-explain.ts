import { readFileSync } from 'node:fs';
import { curtoisToProblem, parseCurtois, solve } from '@rotawise/engine';

const [n, secs] = process.argv.slice(2);
const text = readFileSync(`/work/shared/benchmarks/curtois-qu/Instance${n}.txt`, 'utf8');
const problem = curtoisToProblem(parseCurtois(text));
const out = solve(problem, { timeLimitMs: Number(secs) * 1000 });
const by = new Map<string, number>();
for (const v of out.explanation.violations) by.set(v.constraintId, (by.get(v.constraintId) ?? 0) + v.penalty);
console.log(out.score, by);
for (const u of out.explanation.uncovered.slice(0, 5)) console.log(u.message);
for (const v of out.explanation.violations.slice(0, 5)) console.log(v.message);
