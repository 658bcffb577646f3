// Two real server processes on one PostgreSQL, with no sticky routing: sessions, the one-generation-per-
// month rule, generation jobs run by whichever process is free, progress and cancel across processes, and
// a killed process's job failing cleanly. Needs TEST_DATABASE_URL (the PostgreSQL pass of .ci/run).
import { GENERATION_MESSAGES, type GenerationSession } from '@rotawise/api-contract';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { streamEvents } from './helper.js';
import { createPostgresTestDatabase } from './postgres-database.js';
import { PROCESS_ADMIN as ADMIN, type ServerProcess, startServerProcess } from './server-process.js';

const GRACE_SECONDS = 10;
const baseUrl = process.env.TEST_DATABASE_URL;

/** A server process on the database, logging at info: the tests read its job and seeding lines. */
const startServer = (databaseUrl: string) =>
  startServerProcess({
    DATABASE_URL: databaseUrl,
    NODE_ENV: 'test',
    DEMO_DATA: 'true',
    LOG_LEVEL: 'info',
    GENERATION_JOB_GRACE_SECONDS: String(GRACE_SECONDS),
    // One run at a time, so a second queued run must go to the other process.
    GENERATION_RUNS_PER_PROCESS: '1',
  });

async function call(server: ServerProcess, method: string, path: string, cookie?: string, body?: unknown) {
  const response = await fetch(`${server.baseURL}${path}`, {
    method,
    headers: {
      ...(cookie ? { cookie } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, text, json: () => JSON.parse(text), headers: response.headers };
}

async function until<T>(what: string, probe: () => Promise<T | undefined> | T | undefined, ms: number) {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

const title = baseUrl
  ? 'two server processes on one PostgreSQL'
  : 'two server processes on one PostgreSQL (skipped: TEST_DATABASE_URL names no PostgreSQL server)';

describe.skipIf(!baseUrl)(title, () => {
  let database: { url: string; drop: () => Promise<void> };
  let a: ServerProcess;
  let b: ServerProcess;
  let sql: pg.Client;
  let cookie: string;
  const figures: Record<string, number> = {};

  /** The process whose log says it took the session's job. */
  const runnerOf = (id: string) =>
    until(
      `a process to take ${id}`,
      () =>
        [a, b].find((s) =>
          s
            .output()
            .split('\n')
            .some((line) => line.includes('generation job started') && line.includes(id)),
        ),
      20_000,
    );
  const other = (server: ServerProcess) => (server === a ? b : a);
  const generate = (server: ServerProcess, year: number, month: number, timeLimitSeconds: number) =>
    call(server, 'POST', '/api/schedules/generate', cookie, { year, month, timeLimitSeconds });

  beforeAll(async () => {
    database = await createPostgresTestDatabase(baseUrl!);
    const started = Date.now();
    // Started together: the startup lock has them take turns at migrating and seeding.
    [a, b] = await Promise.all([startServer(database.url), startServer(database.url)]);
    figures.startBothMs = Date.now() - started;
    sql = new pg.Client({ connectionString: database.url });
    await sql.connect();
  }, 120_000);

  afterAll(async () => {
    await Promise.all([a, b].map((server) => server?.kill('SIGTERM')));
    await sql?.end();
    await database?.drop();
    if (Object.keys(figures).length) console.log(`two-servers figures: ${JSON.stringify(figures)}`);
  }, 60_000);

  it('migrates and seeds once when both start together', async () => {
    const seeded = [a, b].filter((s) => s.output().includes('The demo department was seeded'));
    expect(seeded).toHaveLength(1);
    const { rows } = await sql.query('SELECT count(*)::int AS n FROM users WHERE username = $1', [
      ADMIN.username,
    ]);
    expect(rows[0].n).toBe(1);
  });

  it('accepts a session made on one process on the other, and ends it on both', async () => {
    const login = await call(a, 'POST', '/api/login', undefined, ADMIN);
    expect(login.status).toBe(200);
    cookie = /rotawise_session=[^;]+/.exec(login.headers.get('set-cookie') ?? '')![0];
    expect((await call(b, 'GET', '/api/user', cookie)).json().username).toBe(ADMIN.username);

    const other = await call(b, 'POST', '/api/login', undefined, ADMIN);
    const second = /rotawise_session=[^;]+/.exec(other.headers.get('set-cookie') ?? '')![0];
    expect((await call(a, 'GET', '/api/user', second)).status).toBe(200);
    expect((await call(a, 'POST', '/api/logout', second)).status).toBeLessThan(300);
    expect((await call(b, 'GET', '/api/user', second)).status).toBe(401);
    expect((await call(b, 'GET', '/api/user', cookie)).status).toBe(200);
  });

  it('counts failed logins across processes: the eleventh in a minute is refused on either', async () => {
    const guess = { username: 'nobody-here', password: 'wrong-password' };
    for (let i = 0; i < 10; i++)
      expect((await call(i % 2 ? b : a, 'POST', '/api/login', undefined, guess)).status).toBe(401);
    for (const server of [a, b])
      expect((await call(server, 'POST', '/api/login', undefined, guess)).status).toBe(429);
    // Another account from the same address is not locked out.
    expect((await call(b, 'POST', '/api/login', undefined, ADMIN)).status).toBe(200);
  });

  it('admits one generation per month when both processes are asked at once', async () => {
    const answers = await Promise.all([generate(a, 2026, 1, 5), generate(b, 2026, 1, 5)]);
    expect(answers.map((r) => r.status).sort()).toEqual([202, 409]);
    const loser = answers.find((r) => r.status === 409)!;
    expect(loser.json().message).toBe(GENERATION_MESSAGES.onePerMonth('2026-01'));
    const id = (answers.find((r) => r.status === 202)!.json() as GenerationSession).id;
    // Followed from whichever process: both streams end with the same completed run.
    const [fromA, fromB] = await Promise.all([
      call(a, 'GET', '/api/generate-schedule-weekly?month=2026-01', cookie),
      call(b, 'GET', '/api/generate-schedule-weekly?month=2026-01', cookie),
    ]);
    for (const stream of [fromA, fromB])
      expect(streamEvents(stream.text).at(-1)).toMatchObject({ event: 'complete', data: { sessionId: id } });
  }, 60_000);

  it('runs queued generations on whichever process is free, streaming each on the other', async () => {
    const first = (await generate(a, 2026, 2, 6)).json() as GenerationSession;
    const second = (await generate(a, 2026, 3, 6)).json() as GenerationSession;
    const runners = [await runnerOf(first.id), await runnerOf(second.id)];
    // Each process runs one at a time: with both busy at once, each took one of the two.
    expect(new Set(runners).size).toBe(2);

    const streams = await Promise.all(
      [first, second].map((session, i) =>
        call(
          other(runners[i]!),
          'GET',
          `/api/generate-schedule-weekly?month=${session.year}-0${session.month}`,
          cookie,
        ),
      ),
    );
    for (const [i, stream] of streams.entries()) {
      const received = streamEvents(stream.text);
      const progress = received.filter((e) => e.event === 'progress');
      figures[`progressEventsOnOtherProcess${i + 1}`] = progress.length;
      // The run's progress as it went, read by the process that does not run it, then its result.
      expect(progress.length).toBeGreaterThanOrEqual(3);
      expect(new Set(progress.map((e) => e.data.percentageComplete)).size).toBeGreaterThanOrEqual(3);
      expect(received.at(-1)).toMatchObject({
        event: 'complete',
        data: { sessionId: [first, second][i]!.id },
      });
    }
    const months = await sql.query(
      "SELECT month FROM schedule_months WHERE year = 2026 AND status = 'tentative' ORDER BY month",
    );
    expect(months.rows.map((r) => r.month)).toEqual([1, 2, 3]);
  }, 90_000);

  it('shows a publish and a removed shift on one process in the next month read on the other', async () => {
    const read = (server: ServerProcess) =>
      call(server, 'GET', '/api/schedules/month/2026/1?published=true', cookie);
    expect((await read(b)).json()).toEqual([]);
    // B's reads in flight while A publishes: the first one B starts after A's answer sees the month.
    const inFlight = Array.from({ length: 8 }, () => read(b));
    expect((await call(a, 'POST', '/api/schedules/publish/2026/1', cookie)).status).toBe(200);
    const published = (await read(b)).json() as { id: number }[];
    expect(published.length).toBeGreaterThan(0);
    for (const answer of await Promise.all(inFlight)) expect(answer.status).toBe(200);

    expect((await call(a, 'DELETE', `/api/schedules/entries/${published[0]!.id}`, cookie)).status).toBe(204);
    const after = (await read(b)).json() as { id: number }[];
    expect(after.map((e) => e.id)).toEqual(published.slice(1).map((e) => e.id));
  });

  it('ends a session logged out on one process on the other at once, with its reads in flight there', async () => {
    const login = await call(a, 'POST', '/api/login', undefined, ADMIN);
    const session = /rotawise_session=[^;]+/.exec(login.headers.get('set-cookie') ?? '')![0];
    const inFlight = Array.from({ length: 8 }, () => call(b, 'GET', '/api/user', session));
    expect((await call(a, 'POST', '/api/logout', session)).status).toBeLessThan(300);
    expect((await call(b, 'GET', '/api/user', session)).status).toBe(401);
    for (const answer of await Promise.all(inFlight)) expect([200, 401]).toContain(answer.status);
    expect((await call(b, 'GET', '/api/user', cookie)).status).toBe(200);
  });

  it('stops a run on one process when the other is asked to cancel it', async () => {
    const run = (await generate(a, 2026, 4, 60)).json() as GenerationSession;
    const runner = await runnerOf(run.id);
    // A few seconds into the search, cancelled through the process that does not run it.
    await until(
      'progress stored',
      async () => {
        const { rows } = await sql.query('SELECT current_progress FROM generation_sessions WHERE id = $1', [
          run.id,
        ]);
        return (rows[0].current_progress?.stepIndex ?? 0) >= 3 ? true : undefined;
      },
      30_000,
    );
    const stream = call(runner, 'GET', '/api/generate-schedule-weekly?month=2026-04', cookie);
    const cancelledAt = Date.now();
    const cancelled = await call(other(runner), 'POST', `/api/generation-sessions/${run.id}/cancel`, cookie);
    expect(cancelled.status).toBe(200);
    expect(cancelled.json().status).toBe('cancelled');
    // The runner's own stream (live from its workers) ends with the cancel ...
    expect(streamEvents((await stream).text).at(-1)).toMatchObject({
      event: 'error',
      data: { status: 'cancelled' },
    });
    // ... and its job ends, far inside the 60 s budget.
    await until(
      'the job to end',
      async () => {
        const { rows } = await sql.query('SELECT state FROM pgboss.job WHERE id = $1', [run.id]);
        return rows[0]?.state === 'completed' ? true : undefined;
      },
      15_000,
    );
    figures.cancelToJobEndMs = Date.now() - cancelledAt;
    const entries = await sql.query(
      "SELECT count(*)::int AS n FROM schedule_entries WHERE date >= '2026-04-01' AND date <= '2026-04-30'",
    );
    expect(entries.rows[0].n).toBe(0);
  }, 90_000);

  it('fails the job of a killed process cleanly, and the survivor runs the month again', async () => {
    const run = (await generate(a, 2026, 5, 10)).json() as GenerationSession;
    const victim = await runnerOf(run.id);
    const survivor = other(victim);
    await until(
      'the search to start',
      async () => {
        const { rows } = await sql.query('SELECT current_progress FROM generation_sessions WHERE id = $1', [
          run.id,
        ]);
        return (rows[0].current_progress?.stepIndex ?? 0) >= 2 ? true : undefined;
      },
      30_000,
    );
    const stream = call(survivor, 'GET', '/api/generate-schedule-weekly?month=2026-05', cookie);
    await victim.kill('SIGKILL');
    const killedAt = Date.now();
    // While the job is not yet known lost, the month is still taken.
    expect((await call(survivor, 'HEAD', '/api/generate-schedule-weekly?month=2026-05', cookie)).status).toBe(
      409,
    );

    const ended = streamEvents((await stream).text).at(-1)!;
    figures.killToFailedMs = Date.now() - killedAt;
    expect(ended).toMatchObject({
      event: 'error',
      data: { sessionId: run.id, status: 'failed', message: GENERATION_MESSAGES.serverStopped },
    });
    const { rows } = await sql.query('SELECT status, error FROM generation_sessions WHERE id = $1', [run.id]);
    expect(rows[0]).toEqual({ status: 'failed', error: GENERATION_MESSAGES.serverStopped });
    const entries = await sql.query(
      "SELECT count(*)::int AS n FROM schedule_entries WHERE date >= '2026-05-01' AND date <= '2026-05-31'",
    );
    expect(entries.rows[0].n).toBe(0);

    const again = await generate(survivor, 2026, 5, 5);
    expect(again.status).toBe(202);
    const rerun = again.json() as GenerationSession;
    expect(await runnerOf(rerun.id)).toBe(survivor);
    const done = streamEvents(
      (await call(survivor, 'GET', '/api/generate-schedule-weekly?month=2026-05', cookie)).text,
    );
    expect(done.at(-1)).toMatchObject({ event: 'complete', data: { sessionId: rerun.id } });
  }, 120_000);
});
