import { readFileSync } from 'node:fs';
import { curtoisToProblem, parseCurtois, solve } from '@rotawise/engine';

const [ns, secs, wh, t0, t1, mb, af, pc, ps, pm, rm, cy, pcov] = process.argv.slice(2);
for (const n of (ns ?? '1').split(',')) {
  const text = readFileSync(`/work/shared/benchmarks/curtois-qu/Instance${n}.txt`, 'utf8');
  const problem = curtoisToProblem(parseCurtois(text));
  const tuning = {
    ...(wh ? { hardWeight: Number(wh) } : {}),
    ...(t0 ? { startTemperature: Number(t0) } : {}),
    ...(t1 ? { endTemperature: Number(t1) } : {}),
    ...(mb ? { maxBlock: Number(mb) } : {}),
    ...(af ? { adaptFactor: Number(af) } : {}),
    ...(rm ? { rowMoves: Number(rm) } : {}),
    ...(cy ? { cycles: Number(cy) } : {}),
    ...(pcov ? { pCover: Number(pcov) } : {}),
    ...(pc ? { pChange: Number(pc), pSwap: Number(ps), pMove: Number(pm) } : {}),
  };
  const out = solve(problem, {
    timeLimitMs: Number(secs ?? 5) * 1000,
    skipExplanation: Number(n) > 19,
    tuning,
  });
  console.log(n, out.status, out.score.hard, out.score.soft, out.iterations);
  const by = new Map<string, number>();
  for (const v of out.explanation.violations)
    if (v.level === 'hard') by.set(v.constraintId, (by.get(v.constraintId) ?? 0) + v.penalty);
  if (by.size) console.log('   hard:', JSON.stringify(Object.fromEntries(by)));
}
