// npm run bench:load [-- --short]: the production build on PostgreSQL (DATABASE_URL; a database of its
// own is created beside it and dropped after), driven from this process over loopback with a mix of
// staff and admin calls at fixed arrival rates, twice; then the month read at saturation against a bare
// Fastify serving the same JSON from memory. Last lines: one JSON per route, the bare server, memory.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import {
  type Answer,
  closedLoop,
  combined,
  httpClient,
  type LoopTotals,
  openLoop,
  type RouteLoad,
  rssMb,
  type Send,
} from './load-lib.js';

const ROOT = resolve(import.meta.dirname, '../..');
const ADMIN = { username: 'admin', password: 'load-admin-password' } as const;

const { values } = parseArgs({
  options: {
    short: { type: 'boolean', default: false },
    seconds: { type: 'string' },
    'month-rps': { type: 'string' },
    concurrency: { type: 'string', default: '32' },
  },
});
const SHORT = values.short!;
const RUN_SECONDS = Number(values.seconds ?? (SHORT ? 3 : 20));
const SATURATION_SECONDS = SHORT ? 2 : 8;
// The short form (CI) keeps its backlog small on a slow machine: it checks for errors, not timing.
const MONTH_RPS = Number(values['month-rps'] ?? (SHORT ? 50 : 200));
const CONCURRENCY = Number(values.concurrency);

const baseUrl = process.env.DATABASE_URL;
if (!baseUrl) {
  process.stderr.write(
    'bench:load needs PostgreSQL: set DATABASE_URL to a role that may create databases (one is made and dropped)\n',
  );
  process.exit(2);
}

if (!existsSync(join(ROOT, 'apps/server/dist/server.js'))) {
  process.stderr.write('bench:load runs the production build: run `npm run build` first\n');
  process.exit(2);
}

/** A database of its own on the same PostgreSQL server. */
async function createDatabase(url: string) {
  const name = `rotawise_load_${process.pid}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`drop database if exists ${name} with (force)`);
  await admin(`create database ${name}`);
  const own = new URL(url);
  own.pathname = `/${name}`;
  return { url: own.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}

/** Spawns a process and resolves with it once its stdout matched `ready`. */
function startProcess(args: string[], env: NodeJS.ProcessEnv, ready: RegExp) {
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stderr!.on('data', (chunk) => process.stderr.write(chunk));
  return new Promise<{ child: ChildProcess; match: RegExpExecArray; output: () => string }>((done, fail) => {
    const timer = setTimeout(() => fail(new Error(`${args.join(' ')} did not start in 120 s`)), 120_000);
    child.stdout!.on('data', (chunk) => {
      output += chunk;
      const match = ready.exec(output);
      if (match) {
        clearTimeout(timer);
        done({ child, match, output: () => output });
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      fail(new Error(`${args.join(' ')} exited with ${code}`));
    });
  });
}

const stop = (child: ChildProcess) =>
  new Promise<void>((done) => {
    if (child.exitCode !== null) return done();
    child.once('exit', () => done());
    child.kill('SIGTERM');
  });

const json = <T>(answer: Answer): T => JSON.parse(answer.body) as T;

async function signIn(send: Send, username: string, password: string, ip: string) {
  const headers = { 'x-forwarded-for': ip };
  const login = await send({ method: 'POST', path: '/api/login', headers, body: { username, password } });
  if (login.status !== 200) throw new Error(`sign-in as ${username}: ${login.status} ${login.body}`);
  const setCookie = login.headers['set-cookie'] ?? [];
  const cookie = (Array.isArray(setCookie) ? setCookie : [setCookie]).map((c) => c.split(';')[0]).join('; ');
  const user = json<{ staffId: number | null; mustChangePassword: boolean }>(login);
  if (user.mustChangePassword) {
    const changed = await send({
      method: 'PUT',
      path: '/api/user/change-password',
      headers: { ...headers, cookie },
      body: { currentPassword: password, newPassword: `${password}-own` },
    });
    if (changed.status !== 200) throw new Error(`password change of ${username}: ${changed.status}`);
  }
  return { cookie, staffId: user.staffId, headers: { ...headers, cookie } };
}

async function main() {
  const database = await createDatabase(baseUrl!);
  try {
    return await measure(database.url);
  } finally {
    await database.drop();
  }
}

async function measure(databaseUrl: string) {
  const server = await startProcess(
    [
      '--expose-gc',
      '--import',
      pathToFileURL(join(ROOT, 'bench/load/gc-on-signal.mjs')).href,
      join(ROOT, 'apps/server/dist/server.js'),
    ],
    {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      PORT: '0',
      HOST: '127.0.0.1',
      DEMO_DATA: '1',
      // Behind one proxy: each simulated person has an address of their own (X-Forwarded-For), so the
      // per-address rate limits apply to each, as they do in production.
      TRUST_PROXY: '1',
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'warn',
      WEB_DIST: '/nonexistent',
    },
    /running at http:\/\/[^:]+:(\d+)/,
  );
  const pid = server.child.pid!;
  /** The server's RSS after a full garbage collection (gc-on-signal.mjs). */
  const rssAfterGc = async () => {
    process.kill(pid, 'SIGUSR2');
    await new Promise((r) => setTimeout(r, 1000));
    return rssMb(pid);
  };
  const port = Number(server.match[1]);
  const client = httpClient(port);
  const send = client.send;
  const bare: { child: ChildProcess | null } = { child: null };
  try {
    const rssStart = await rssAfterGc();
    const admin = await signIn(send, ADMIN.username, ADMIN.password, '10.0.0.1');

    // The month staff read: the demo department's next month, generated (shortest budget) and published.
    const now = new Date();
    const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
    const [year, month] = [next.getUTCFullYear(), next.getUTCMonth() + 1];
    const mm = String(month).padStart(2, '0');
    const generate = await send({
      method: 'POST',
      path: '/api/schedules/generate',
      headers: admin.headers,
      body: { year, month, timeLimitSeconds: 5 },
    });
    if (generate.status !== 202) throw new Error(`generate: ${generate.status} ${generate.body}`);
    const stream = await send({
      method: 'GET',
      path: `/api/generate-schedule-weekly?month=${year}-${mm}`,
      headers: admin.headers,
    });
    if (!stream.body.includes('event: complete'))
      throw new Error(`generation did not complete: ${stream.body}`);
    const publish = await send({
      method: 'POST',
      path: `/api/schedules/publish/${year}/${month}`,
      headers: admin.headers,
    });
    if (publish.status !== 200) throw new Error(`publish: ${publish.status}`);
    const monthPath = `/api/schedules/month/${year}/${month}`;

    // Every demo login signs in from an address of its own and learns its calendar feed.
    const logins = [...server.output().matchAll(/^ {4}([a-z]+\.[a-z]+) +(\S+) {2}/gm)];
    const staff: (Awaited<ReturnType<typeof signIn>> & { feed: string })[] = [];
    for (const [index, login] of logins.entries()) {
      const person = await signIn(send, login[1]!, login[2]!, `10.1.${index >> 8}.${index & 255}`);
      if (person.staffId === null) continue;
      const token = json<{ path: string }>(
        await send({ method: 'GET', path: '/api/calendar/token', headers: person.headers }),
      );
      staff.push({ ...person, feed: token.path });
    }
    if (staff.length === 0) throw new Error('no demo staff signed in');
    const monthAnswer = await send({ method: 'GET', path: monthPath, headers: staff[0]!.headers });
    const monthTag = monthAnswer.headers.etag as string;
    const entries = json<unknown[]>(monthAnswer).length;
    const feedTags = new Map<string, string>();
    for (const person of staff) {
      const feed = await send({
        method: 'GET',
        path: person.feed,
        headers: { 'x-forwarded-for': person.headers['x-forwarded-for'] },
      });
      feedTags.set(person.feed, feed.headers.etag as string);
    }

    const later = new Date(Date.UTC(year, month + 1, 1));
    const writeYear = later.getUTCFullYear();
    const writeMonth = later.getUTCMonth() + 1;
    const vacationCount = new Map<number, number>();
    const pendingVacations: number[] = [];
    const who = (i: number) => staff[i % staff.length]!;
    const feedHeaders = (person: (typeof staff)[number]) => ({
      'x-forwarded-for': person.headers['x-forwarded-for'],
    });

    // The mix: staff read their month (often, and as a browser revalidating), their calendar feed, write
    // day requests and vacations; admins read and approve.
    const mix = (): RouteLoad[] => [
      {
        route: 'GET /api/schedules/month/:year/:month',
        rps: MONTH_RPS,
        next: (i) => ({ method: 'GET', path: monthPath, headers: who(i).headers }),
        ok: [200],
      },
      {
        route: 'GET /api/schedules/month/:year/:month (If-None-Match)',
        rps: MONTH_RPS / 4,
        next: (i) => ({
          method: 'GET',
          path: monthPath,
          headers: { ...who(i).headers, 'if-none-match': monthTag },
        }),
        ok: [304],
      },
      {
        route: 'GET /api/calendar/:token.ics',
        rps: 10,
        next: (i) => ({ method: 'GET', path: who(i).feed, headers: feedHeaders(who(i)) }),
        ok: [200],
      },
      {
        route: 'GET /api/calendar/:token.ics (If-None-Match)',
        rps: 10,
        next: (i) => ({
          method: 'GET',
          path: who(i).feed,
          headers: { ...feedHeaders(who(i)), 'if-none-match': feedTags.get(who(i).feed)! },
        }),
        ok: [304],
      },
      {
        route: 'POST /api/daily-requests',
        rps: 10,
        next: (i) => {
          const person = who(i);
          const day = String(1 + ((i * 7) % 28)).padStart(2, '0');
          return {
            method: 'POST',
            path: '/api/daily-requests',
            headers: person.headers,
            body: {
              staffId: person.staffId,
              date: `${writeYear}-${String(writeMonth).padStart(2, '0')}-${day}`,
              mode: i % 3 === 2 ? null : i % 3 === 0 ? 'day_off' : 'request_to_work',
            },
          };
        },
        ok: [200],
      },
      {
        route: 'POST /api/vacation-requests',
        rps: 2,
        next: (i) => {
          const person = who(i * 7);
          const n = vacationCount.get(person.staffId!) ?? 0;
          vacationCount.set(person.staffId!, n + 1);
          // A day of its own for each (a person's vacations may not overlap).
          const day = new Date(Date.UTC(year + 1, 0, 1 + n)).toISOString().slice(0, 10);
          return {
            method: 'POST',
            path: '/api/vacation-requests',
            headers: person.headers,
            body: { startDate: day, endDate: day, requestNotes: 'load' },
          };
        },
        ok: [201],
        onAnswer: (answer) => pendingVacations.push(json<{ id: number }>(answer).id),
      },
      {
        route: 'POST /api/vacation-requests/:id/approve',
        rps: 2,
        next: () => {
          const id = pendingVacations.shift();
          return id === undefined
            ? null
            : {
                method: 'POST',
                path: `/api/vacation-requests/${id}/approve`,
                headers: admin.headers,
                body: {},
              };
        },
        ok: [200],
      },
      {
        route: 'GET /api/monthly-requests (admin)',
        rps: 2,
        next: () => ({
          method: 'GET',
          path: `/api/monthly-requests?year=${writeYear}&month=${writeMonth}`,
          headers: admin.headers,
        }),
        ok: [200],
      },
    ];

    console.log(
      `bench:load${SHORT ? ' --short' : ''}: ${staff.length} staff, month ${year}-${mm} with ${entries} entries; ` +
        `a warm-up and two open-loop runs of ${RUN_SECONDS} s each, month read at ${MONTH_RPS} rps; server RSS ${rssStart} MB at start (after a full collection)`,
    );
    // A warm-up run of the same mix first (code compiled, connections and caches filled), so that the two
    // equal runs after it compare like with like.
    const warmUp = await openLoop(send, mix(), RUN_SECONDS);
    const rssWarm = await rssAfterGc();
    const first = await openLoop(send, mix(), RUN_SECONDS);
    const rssRun1 = await rssAfterGc();
    const second = await openLoop(send, mix(), RUN_SECONDS);
    const rssRun2 = await rssAfterGc();
    for (const failure of [...warmUp.failures, ...first.failures, ...second.failures])
      console.log(`  failed: ${failure}`);
    console.log('\n| Route | run 1 rps | p50 | p95 | p99 | errors | run 2 rps | p50 | p95 | p99 | errors |');
    console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
    for (const [i, a] of first.routes.entries()) {
      const b = second.routes[i]!;
      console.log(
        `| ${a.route} | ${a.rps} | ${a.p50Ms} | ${a.p95Ms} | ${a.p99Ms} | ${a.errors} | ${b.rps} | ${b.p50Ms} | ${b.p95Ms} | ${b.p99Ms} | ${b.errors} |`,
      );
    }

    // Saturation: the month read with CONCURRENCY requests always in flight, on Rotawise and on the bare
    // server in turn, in several short rounds, so that other load on the machine weighs on both alike.
    const monthFile = join(mkdtempSync(join(tmpdir(), 'rotawise-load-')), 'month.json');
    writeFileSync(monthFile, monthAnswer.body);
    const bareProcess = await startProcess(
      ['--import', 'tsx', join(ROOT, 'bench/load/bare-server.ts')],
      { ...process.env, MONTH_JSON: monthFile },
      /listening (\d+)/,
    );
    bare.child = bareProcess.child;
    const bareClient = httpClient(Number(bareProcess.match[1]));
    const rounds = SHORT ? 2 : 4;
    const ours: LoopTotals[] = [];
    const theirs: LoopTotals[] = [];
    const roundSeconds = SATURATION_SECONDS / rounds;
    const monthOut = { method: 'GET', path: monthPath };
    for (let round = 0; round < rounds; round += 1) {
      ours.push(
        await closedLoop(send, { ...monthOut, headers: staff[0]!.headers }, 200, CONCURRENCY, roundSeconds),
      );
      theirs.push(await closedLoop(bareClient.send, monthOut, 200, CONCURRENCY, roundSeconds));
    }
    bareClient.close();
    const saturated = combined('GET /api/schedules/month/:year/:month', ours);
    const bareFigures = combined('bare', theirs);

    const ratio = Math.round((100 * saturated.rps) / Math.max(1, bareFigures.rps)) / 100;
    const monthRead = second.routes[0]!;
    const errors =
      [...warmUp.routes, ...first.routes, ...second.routes].reduce((n, r) => n + r.errors, 0) +
      saturated.errors +
      bareFigures.errors;
    console.log(
      `\nsaturation (${CONCURRENCY} in flight, ${SATURATION_SECONDS} s): Rotawise ${saturated.rps} rps ` +
        `(p99 ${saturated.p99Ms} ms), bare Fastify ${bareFigures.rps} rps (p99 ${bareFigures.p99Ms} ms): ratio ${ratio}`,
    );
    const targets = [
      [
        `month read at ${MONTH_RPS} rps with p99 < 50 ms`,
        monthRead.p99Ms < 50 && monthRead.rps >= MONTH_RPS * 0.95,
      ],
      ['saturation throughput >= half the bare server', ratio >= 0.5],
      ['zero errors', errors === 0],
      ['no memory growth between two equal runs (< 10%)', rssRun2 - rssRun1 < 0.1 * rssRun1],
    ] as const;
    for (const [target, met] of targets) console.log(`target: ${target}: ${met ? 'met' : 'NOT met'}`);

    const lines: object[] = [
      ...second.routes,
      {
        route: 'bare Fastify: GET /api/schedules/month/:year/:month (from memory)',
        rps: bareFigures.rps,
        p50Ms: bareFigures.p50Ms,
        p95Ms: bareFigures.p95Ms,
        p99Ms: bareFigures.p99Ms,
        errors: bareFigures.errors,
        rotawiseSaturationRps: saturated.rps,
        rotawiseSaturationP99Ms: saturated.p99Ms,
        ratio,
      },
      {
        memory: 'server RSS after a full garbage collection (MB)',
        rssStartMb: rssStart,
        rssAfterWarmUpMb: rssWarm,
        rssAfterRun1Mb: rssRun1,
        rssAfterRun2Mb: rssRun2,
        growthMb: Math.round((rssRun2 - rssRun1) * 10) / 10,
      },
    ];
    const outDir = join(ROOT, 'bench/out/load');
    mkdirSync(outDir, { recursive: true });
    const text = `${lines.map((l) => JSON.stringify(l)).join('\n')}\n`;
    writeFileSync(
      join(outDir, `${new Date().toISOString().replaceAll(':', '-')}${SHORT ? '-short' : ''}.jsonl`),
      text,
    );
    console.log('');
    process.stdout.write(text);
    return errors;
  } finally {
    client.close();
    if (bare.child) await stop(bare.child);
    await stop(server.child);
  }
}

main().then(
  (errors: number) => process.exit(errors === 0 ? 0 : 1),
  (error: unknown) => {
    process.stderr.write(`bench:load failed: ${error instanceof Error ? error.stack : String(error)}\n`);
    process.exit(1);
  },
);
