// npm run bench:gap: where the demo month's gap to the lower bound lives. Builds the month's problem as the
// server does, searches it (the server's parallel search), computes the bound, and prints the best roster's
// score by rule and the gap split into parts that add up to it (see printGap). Figures only, no targets.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import {
  type Compiled,
  compile,
  evaluateRoster,
  lagrangianBound,
  type Problem,
  rosterConstraints,
} from '@rotawise/engine';
import { solveParallel } from '@rotawise/engine/parallel';
import { openDatabase } from '../../apps/server/src/db/client.js';
import { runMigrations } from '../../apps/server/src/db/migrate.js';
import { buildProblem } from '../../apps/server/src/features/generation/build-problem.js';
import { loadMonthInputs } from '../../apps/server/src/features/generation/month-inputs-repository.js';
import { fromAssignments } from '../../packages/engine/src/solver/assignments.js';
import { seedDepartment } from './departments.js';

const { values } = parseArgs({
  options: {
    'search-seconds': { type: 'string', default: '30' },
    'bound-seconds': { type: 'string', default: '7.5' },
    // A problem and a roster written by an earlier run (bench/out/gap/), so runs compare on one month.
    problem: { type: 'string' },
    roster: { type: 'string' },
  },
});
// Written to bench/out/gap (git-ignored); the options' paths are taken from where npm was started.
const OUT = fileURLToPath(new URL('../out/gap/', import.meta.url));
const from = (path: string) => resolve(process.env.INIT_CWD ?? '.', path);

async function demoMonth(): Promise<Problem> {
  const today = new Date();
  const next = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 1, 1));
  const database = await openDatabase({ databaseUrl: 'memory://', dataDir: '' });
  await runMigrations(database);
  await seedDepartment(database.db, today, null);
  const inputs = await loadMonthInputs(database.db, next.getUTCFullYear(), next.getUTCMonth() + 1);
  return buildProblem(inputs).problem;
}

/** Soft cost per rule id, of every person's row, or of one person's (cover rules only when whole). */
function byRule(c: Compiled, roster: Int16Array, person?: number): Map<string, number> {
  const only = rosterConstraints.all.filter((k) => person === undefined || k.kind !== 'cover');
  const { violations } = evaluateRoster(c, rosterConstraints, roster, { person, only });
  const out = new Map<string, number>();
  for (const v of violations)
    if (v.level === 'soft') out.set(v.constraintId, (out.get(v.constraintId) ?? 0) + v.penalty);
  return out;
}

const sum = (m: Map<string, number>, ids?: Set<string>) =>
  [...m].reduce((a, [k, x]) => a + (ids && !ids.has(k) ? 0 : x), 0);
const fmt = (m: Map<string, number>) =>
  [...m]
    .sort((a, b) => b[1] - a[1])
    .map(([k, x]) => `${k} ${x}`)
    .join(', ');

/** Rules the bound's per-person DP does not hold (kept in step with lagrangian-bound.ts). */
const LEFT_OUT = new Set(
  rosterConstraints.all
    .filter(
      (k) =>
        k.kind === 'weekend' ||
        (k.kind === 'counter' &&
          !['shiftCountWithinLimits', 'shiftCountNearTarget', 'fairPoints'].includes(k.id)),
    )
    .map((k) => k.id),
);
const FAIR = rosterConstraints.all.find((k) => k.id === 'fairPoints');

/** The bound's offset for person s's fair points at point price m: the most m * n - cost(n) over totals n. */
function conjugate(c: Compiled, s: number, m: number): number {
  let most = Number.NEGATIVE_INFINITY;
  for (let n = 0; n <= 10 * c.D; n++)
    most = Math.max(most, m * n - (FAIR?.kind === 'counter' ? FAIR.cost(c, s, 0, n) : 0));
  return most;
}

/**
 * The gap of roster R over the bound at the best prices p and point prices m splits into four parts, each
 * never negative: coverage R pays beyond sum p * (required - staffed); the left-out rules R pays; fair points
 * beyond m * points - conjugate (the bound's price for them); and per person, R's priced row cost less the
 * DP's cheapest (its reduced cost: R's rows are not each person's cheapest at these prices).
 */
function printGap(c: Compiled, roster: Int16Array, soft: number) {
  const t0 = performance.now();
  const out = lagrangianBound(c.problem, {
    timeLimitMs: Number(values['bound-seconds']) * 1000,
    upperBound: soft,
    keepBest: true,
  });
  const seconds = (performance.now() - t0) / 1000;
  const best = out.best!;
  console.log(
    `bound ${out.bound} after ${out.iterations} steps in ${seconds.toFixed(1)} s (${(out.iterations / seconds).toFixed(1)} steps/s); gap ${(((soft - out.bound!) / soft) * 100).toFixed(1)}%`,
  );
  const { S, D, T } = c;
  let coverPriced = 0;
  const staffed = new Int32Array(D * T);
  for (let i = 0; i < S * D; i++) {
    const v = roster[i]!;
    if (v >= 0) for (const t of c.values[v]!) staffed[Math.floor(i % D) * T + t]!++;
  }
  for (let i = 0; i < D * T; i++) coverPriced += best.prices[i]! * (c.coverRequired[i]! - staffed[i]!);
  const all = byRule(c, roster);
  const cover = (all.get('coverageUnderstaffed') ?? 0) + (all.get('coverageOverstaffed') ?? 0);
  let leftOut = 0;
  let fairSlack = 0;
  let reduced = 0;
  const leftOnRelaxed = new Map<string, number>();
  const rows: string[] = [];
  for (let s = 0; s < S; s++) {
    const mine = byRule(c, roster, s);
    const relaxedRow = best.rows.slice(s * D, (s + 1) * D);
    const rel = byRule(c, spread(c, s, relaxedRow), s);
    for (const [k, x] of rel) if (LEFT_OUT.has(k)) leftOnRelaxed.set(k, (leftOnRelaxed.get(k) ?? 0) + x);
    const priced = (row: Int16Array, m: Map<string, number>) => {
      let x = sum(m) - sum(m, LEFT_OUT) - (m.get('fairPoints') ?? 0);
      let pts = 0;
      for (let d = 0; d < D; d++) {
        const v = row[d]!;
        if (v < 0) continue;
        pts += c.valPoints[v + 1]!;
        for (const t of c.values[v]!) x -= best.prices[d * T + t]!;
      }
      return { x: x + best.pointPrices[s]! * pts, pts };
    };
    const mineRow = roster.slice(s * D, (s + 1) * D);
    const r = priced(mineRow, mine);
    const q = priced(relaxedRow, rel);
    leftOut += sum(mine, LEFT_OUT);
    fairSlack +=
      (mine.get('fairPoints') ?? 0) - best.pointPrices[s]! * r.pts + conjugate(c, s, best.pointPrices[s]!);
    reduced += r.x - q.x;
    rows.push(
      `  ${c.problem.staff[s]!.name.padEnd(22)} roster ${sum(mine)} (${fmt(mine)}) | relaxed row reduced-cost gap ${(r.x - q.x).toFixed(1)}; left-out rules on the relaxed row ${sum(rel, LEFT_OUT)}`,
    );
  }
  console.log(`per person (roster's own soft cost by rule | the bound's relaxed row):\n${rows.join('\n')}`);
  console.log(
    `gap ${soft - out.bound!} (unrounded parts): coverage beyond its price ${(cover - coverPriced).toFixed(1)}; ` +
      `left-out rules paid by the roster ${leftOut} (${fmt(new Map([...all].filter(([k]) => LEFT_OUT.has(k))))}); ` +
      `fair points beyond their price ${fairSlack.toFixed(1)}; per-person reduced cost ${reduced.toFixed(1)}`,
  );
  console.log(
    `left-out rules the bound's relaxed rows would pay: ${sum(leftOnRelaxed)} (${fmt(leftOnRelaxed)})`,
  );
  // The relaxed rows taken together as a roster: how far they are from covering the month.
  const q = evaluateRoster(c, rosterConstraints, best.rows, { collect: false }).score;
  const qRules = byRule(c, best.rows);
  let short = 0;
  let over = 0;
  const qStaffed = new Int32Array(D * T);
  for (let i = 0; i < S * D; i++) {
    const v = best.rows[i]!;
    if (v >= 0) for (const t of c.values[v]!) qStaffed[(i % D) * T + t]!++;
  }
  for (let i = 0; i < D * T; i++) {
    short += Math.max(0, c.coverRequired[i]! - qStaffed[i]!);
    over += Math.max(0, qStaffed[i]! - c.coverRequired[i]!);
  }
  const qCover = (qRules.get('coverageUnderstaffed') ?? 0) + (qRules.get('coverageOverstaffed') ?? 0);
  console.log(
    `the relaxed rows as a roster: ${q.hard} hard / ${q.soft} soft; ${short} people missing and ${over} extra ` +
      `over ${D * T} slots; ${q.soft - qCover} without coverage`,
  );
}

/** A roster with only person s's row set (the rest off), to score one row alone. */
function spread(c: Compiled, s: number, row: Int16Array): Int16Array {
  const out = new Int16Array(c.S * c.D).fill(-1);
  out.set(row, s * c.D);
  return out;
}

mkdirSync(OUT, { recursive: true });
const problem = values.problem
  ? (JSON.parse(readFileSync(from(values.problem), 'utf8')) as Problem)
  : await demoMonth();
writeFileSync(`${OUT}problem.json`, JSON.stringify(problem));
const c = compile(problem);
console.log(`demo month ${problem.days[0]!.date}: ${c.S} staff, ${c.D} days, ${c.T} shift types`);
let roster: Int16Array;
if (values.roster)
  roster = Int16Array.from(JSON.parse(readFileSync(from(values.roster), 'utf8')) as number[]);
else {
  const seconds = Number(values['search-seconds']);
  const t0 = performance.now();
  const trace: string[] = [];
  const out = await solveParallel(problem, {
    workers: 2,
    seed: 1,
    timeLimitMs: seconds * 1000,
    progressEveryMs: 5000,
    onProgress: (p) => {
      if (p.worker === 0) trace.push(`${((performance.now() - t0) / 1000).toFixed(0)}s:${p.bestScore.soft}`);
    },
  });
  console.log(
    `search ${seconds} s: ${out.score.hard} hard / ${out.score.soft} soft; best over time ${trace.join(' ')}`,
  );
  roster = fromAssignments(c, out.roster);
  writeFileSync(`${OUT}roster-${seconds}s.json`, JSON.stringify([...roster]));
}
const score = evaluateRoster(c, rosterConstraints, roster, { collect: false }).score;
const all = byRule(c, roster);
console.log(`roster: ${score.hard} hard / ${score.soft} soft = ${fmt(all)}`);
printGap(c, roster, score.soft);
process.exit(0);
