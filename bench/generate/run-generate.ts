// npm run bench:generate: the demo department's next month generated end to end through the HTTP API,
// then synthetic departments of 40-320 staff at a fixed budget. Prints one JSON line per department last.
import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import { buildApp } from '../../apps/server/src/app.js';
import { loadConfig } from '../../apps/server/src/config/env.js';
import { openDatabase } from '../../apps/server/src/db/client.js';
import { runMigrations } from '../../apps/server/src/db/migrate.js';
import { createUsersRepository } from '../../apps/server/src/features/auth/users-repository.js';
import { hashPassword } from '../../apps/server/src/lib/password.js';
import { seedDepartment } from './departments.js';

const { values } = parseArgs({
  options: {
    'demo-seconds': { type: 'string', default: '30' },
    seconds: { type: 'string', default: '60' },
    sizes: { type: 'string', default: '40,80,160,320' },
  },
});
const DEMO_SECONDS = Number(values['demo-seconds']);
const SIZE_SECONDS = Number(values.seconds);
const SIZES = values.sizes!.split(',').filter(Boolean).map(Number);

interface Line {
  department: string;
  staff: number;
  firstFeasibleSeconds: number | null;
  seconds: number;
  hardViolations: number;
  coveragePercent: number;
  requestsHonouredPercent: number;
  requestsByKind: Record<string, number | null>;
  pointsSpread: number;
  objective: number;
  lowerBound: number | null;
  gapPercent: number | null;
  /** How the run ended (optimal: it reached its bound; stoppedNoImprovement; feasible: whole budget). */
  status: string;
  /** The slowest /api/health reply during the run. */
  apiWorstMs: number;
}

async function runDepartment(name: string, size: number | null, seconds: number): Promise<Line> {
  const today = new Date();
  const next = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 1, 1));
  const year = next.getUTCFullYear();
  const month = next.getUTCMonth() + 1;
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: 'memory://',
    WEB_DIST: '/nonexistent',
    ADMIN_PASSWORD: 'bench-password',
  });
  const database = await openDatabase({ databaseUrl: 'memory://', dataDir: '' });
  await runMigrations(database);
  await createUsersRepository(database.db).insert({
    username: 'admin',
    passwordHash: await hashPassword('bench-password'),
    isAdmin: true,
  });
  const staff = await seedDepartment(database.db, today, size);
  const app = await buildApp({ config, database, ownerUsername: 'admin', logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  try {
    const login = await fetch(`${base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'bench-password' }),
    });
    const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
    const call = (path: string, init: RequestInit = {}) =>
      fetch(`${base}${path}`, {
        ...init,
        headers: { cookie, 'content-type': 'application/json', ...init.headers },
      });

    const started = performance.now();
    const post = await call('/api/schedules/generate', {
      method: 'POST',
      body: JSON.stringify({ year, month, timeLimitSeconds: seconds }),
    });
    if (post.status !== 202) throw new Error(`generate: ${post.status} ${await post.text()}`);

    // While the workers search, the API must keep answering: the slowest health check is reported.
    let apiWorstMs = 0;
    let polling = true;
    const poll = (async () => {
      while (polling) {
        const t0 = performance.now();
        await fetch(`${base}/api/health`);
        apiWorstMs = Math.max(apiWorstMs, performance.now() - t0);
        await new Promise((r) => setTimeout(r, 250));
      }
    })();

    const mm = String(month).padStart(2, '0');
    const stream = await call(`/api/generate-schedule-weekly?month=${year}-${mm}`);
    const text = stream.body!.pipeThrough(new TextDecoderStream());
    let buffer = '';
    let firstFeasible: number | null = null;
    let result: Record<string, unknown> | null = null;
    for await (const chunk of text) {
      buffer += chunk;
      let cut = buffer.indexOf('\n\n');
      while (cut >= 0) {
        const block = buffer.slice(0, cut);
        buffer = buffer.slice(cut + 2);
        cut = buffer.indexOf('\n\n');
        const [head, data] = block.split('\n');
        if (!head?.startsWith('event: ') || !data) continue;
        const payload = JSON.parse(data.slice(6)) as Record<string, unknown>;
        if (head === 'event: progress' && payload.hardViolations === 0 && firstFeasible === null)
          firstFeasible = (performance.now() - started) / 1000;
        if (head === 'event: complete') result = payload.result as Record<string, unknown>;
        if (head === 'event: error') throw new Error(`generation: ${String(payload.message)}`);
      }
    }
    polling = false;
    await poll;
    const total = (performance.now() - started) / 1000;
    if (!result) throw new Error('the stream ended without a result');

    const stats = (await (await call(`/api/schedules/stats/${year}/${month}`)).json()) as {
      employeeStats: { totalShifts: number; averagePoints: number }[];
    };
    const perShift = stats.employeeStats.filter((e) => e.totalShifts > 0).map((e) => e.averagePoints);
    const byKind = result.requestsByKind as Record<string, { total: number; honoured: number }>;
    const objective = result.softPenalty as number;
    // The engine's lower bound, computed by the run itself (null when it found no bound in time).
    const lowerBound = (result.lowerBound as number | null | undefined) ?? null;
    return {
      department: name,
      staff,
      firstFeasibleSeconds: firstFeasible === null ? null : round(firstFeasible),
      seconds: round(total),
      hardViolations: result.hardViolations as number,
      coveragePercent: result.coveragePercent as number,
      requestsHonouredPercent: result.requestsHonouredPercent as number,
      requestsByKind: Object.fromEntries(
        ['dayOff', 'shiftOff', 'work', 'ratings'].map((k) => [
          k,
          byKind[k] && byKind[k].total > 0 ? round((100 * byKind[k].honoured) / byKind[k].total) : null,
        ]),
      ),
      pointsSpread: perShift.length === 0 ? 0 : round(Math.max(...perShift) - Math.min(...perShift)),
      objective,
      lowerBound,
      gapPercent: (result.gapPercent as number | null | undefined) ?? null,
      status: result.status as string,
      apiWorstMs: Math.round(apiWorstMs),
    };
  } finally {
    await app.close();
    await database.close();
  }
}

const round = (n: number) => Math.round(n * 100) / 100;

const lines: Line[] = [];
lines.push(await runDepartment('demo', null, DEMO_SECONDS));
console.log(`demo: ${JSON.stringify(lines[0])}`);
for (const size of SIZES) {
  lines.push(await runDepartment(`synthetic-${size}`, size, SIZE_SECONDS));
  console.log(`synthetic ${size}: ${JSON.stringify(lines.at(-1))}`);
}
console.log('\nstaff  first-feasible(s)  seconds  hard  coverage%  gap%  api-worst(ms)  status');
for (const l of lines)
  console.log(
    `${String(l.staff).padStart(5)}  ${String(l.firstFeasibleSeconds ?? '-').padStart(17)}  ${String(l.seconds).padStart(7)}  ${String(l.hardViolations).padStart(4)}  ${String(l.coveragePercent).padStart(9)}  ${String(l.gapPercent ?? '-').padStart(4)}  ${String(l.apiWorstMs).padStart(13)}  ${l.status}`,
  );
for (const l of lines)
  console.log(
    JSON.stringify({
      staff: l.staff,
      firstFeasibleSeconds: l.firstFeasibleSeconds,
      seconds: l.seconds,
      hardViolations: l.hardViolations,
      coveragePercent: l.coveragePercent,
      requestsHonouredPercent: l.requestsHonouredPercent,
      pointsSpread: l.pointsSpread,
      objective: l.objective,
      lowerBound: l.lowerBound,
      gapPercent: l.gapPercent,
    }),
  );
