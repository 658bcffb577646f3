// The real server as its own process, killed with SIGKILL in the middle of work and started again on the
// same data: on the embedded PGlite, or on the PostgreSQL of TEST_DATABASE_URL (CI's second pass), where a
// database outage is also played through a TCP relay. RELIABILITY.md (Faults) lists what each test proves.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateMonthOver, streamEvents } from './helper.js';
import { createPostgresTestDatabase } from './postgres-database.js';
import {
  clientOf,
  PROCESS_ADMIN,
  type ServerProcess,
  signInOver,
  startServerProcess,
} from './server-process.js';
import { startTcpProxy } from './tcp-proxy.js';

const PG_URL = process.env.TEST_DATABASE_URL;
const backend = PG_URL ? 'PostgreSQL' : 'embedded PGlite';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The database of one test: a DATA_DIR, or a PostgreSQL database of its own. */
async function freshDatabase(): Promise<{
  env: Record<string, string>;
  url?: string;
  drop(): Promise<void>;
}> {
  if (PG_URL) {
    const pg = await createPostgresTestDatabase(PG_URL);
    return { env: { DATABASE_URL: pg.url }, url: pg.url, drop: pg.drop };
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'rotawise-faults-'));
  return { env: { DATA_DIR: dataDir }, drop: async () => rmSync(dataDir, { recursive: true, force: true }) };
}

const iso = (d: Date) => d.toISOString().slice(0, 10);
const pad = (n: number) => String(n).padStart(2, '0');

/** Day-off set number k of a month: k decides both which days and how many, so no two sets are alike. */
function dayOffSet(year: number, month: number, k: number): string[] {
  const days = new Set<number>();
  for (let i = 0; i <= k % 5; i += 1) days.add(((k * 7 + i * 11) % 28) + 1);
  return [...days].sort((a, b) => a - b).map((d) => `${year}-${pad(month)}-${pad(d)}`);
}

interface Sent<T> {
  value: T;
  /** 'acked': answered 2xx; 'unknown': in flight when the server died (either outcome is allowed). */
  state: 'acked' | 'refused' | 'unknown';
}

async function send<T, R extends { status: number }>(
  log: Sent<T>[],
  value: T,
  request: () => Promise<R>,
): Promise<R | null> {
  const entry: Sent<T> = { value, state: 'unknown' };
  log.push(entry);
  try {
    const response = await request();
    entry.state = response.status >= 200 && response.status < 300 ? 'acked' : 'refused';
    return response;
  } catch {
    return null; // the connection died with the server
  }
}

describe(`SIGKILL and restart on the same data (${backend})`, () => {
  let db: Awaited<ReturnType<typeof freshDatabase>>;
  let server: ServerProcess;
  const next = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth() + 1, 1));
  const genYear = next.getUTCFullYear();
  const genMonth = next.getUTCMonth() + 1;

  beforeAll(async () => {
    db = await freshDatabase();
    server = await startServerProcess({ ...db.env, DEMO_DATA: '1' });
  }, 90_000);
  afterAll(async () => {
    await server?.kill('SIGKILL');
    await db?.drop();
  });

  /** Kills the server and starts it again on the same data; on PGlite the dead process's lock is left. */
  async function killAndRestart(afterKill: () => Promise<void> = async () => {}): Promise<number> {
    const pid = server.pid;
    await server.kill('SIGKILL');
    await afterKill();
    if (!PG_URL) {
      const lock = join(db.env.DATA_DIR!, 'rotawise.lock');
      expect(existsSync(lock)).toBe(true);
      expect(readFileSync(lock, 'utf8').trim()).toBe(String(pid));
    }
    server = await startServerProcess(db.env);
    return pid;
  }

  it('keeps every write answered 2xx and no half-written one, through a SIGKILL in a burst', async () => {
    const admin = await signInOver(server.baseURL, PROCESS_ADMIN.username, PROCESS_ADMIN.password);
    const staff = ((await admin.call('GET', '/api/staff')).json as { id: number }[]).slice(0, 8);
    expect(staff.length).toBe(8);
    const year = new Date().getUTCFullYear() + 1;
    const month = 6;
    const vacationDay = (k: number) => iso(new Date(Date.UTC(year + 1, 0, 1 + k)));

    const dayOffs = new Map<number, Sent<string[]>[]>(staff.map((s) => [s.id, []]));
    const vacations: Sent<{ staffId: number; notes: string; day: string }>[] = [];
    const created: { id: number; notes: string }[] = [];
    const approvals: Sent<number>[] = [];
    let stop = false;

    // One chain per person (their day-off set and their vacations in turn) and one admin approving.
    const chain = async (staffId: number) => {
      for (let k = 0; !stop; k += 1) {
        if (k % 2 === 0) {
          const dates = dayOffSet(year, month, k);
          await send(dayOffs.get(staffId)!, dates, () =>
            admin.call('POST', '/api/execute-raw-sql', {
              operationType: 'SAVE_DAY_OFF_REQUESTS',
              staffId,
              year,
              month,
              dayOffDates: dates,
            }),
          );
        } else {
          const value = { staffId, notes: `burst ${staffId}/${k}`, day: vacationDay(k) };
          const response = await send(vacations, value, () =>
            admin.call('POST', '/api/vacation-requests', {
              staffId,
              startDate: value.day,
              endDate: value.day,
              requestNotes: value.notes,
            }),
          );
          if (response?.status === 201)
            created.push({ id: (response.json as { id: number }).id, notes: value.notes });
        }
      }
    };
    const approver = async () => {
      while (!stop) {
        const pending = created.shift();
        if (!pending) {
          await sleep(5);
          continue;
        }
        await send(approvals, pending.id, () =>
          admin.call('POST', `/api/vacation-requests/${pending.id}/approve`, { notes: 'ok' }),
        );
      }
    };
    const running = [...staff.map((s) => chain(s.id)), approver()];

    const acked = () =>
      [...dayOffs.values()].flat().filter((s) => s.state === 'acked').length +
      vacations.filter((s) => s.state === 'acked').length +
      approvals.filter((s) => s.state === 'acked').length;
    while (acked() < 120) await sleep(10);
    await killAndRestart(async () => {
      stop = true;
      await Promise.all(running);
    });

    const refused = [...[...dayOffs.values()].flat(), ...vacations, ...approvals].filter(
      (s) => s.state === 'refused',
    );
    expect(refused).toEqual([]);
    // The kill came mid-burst: some requests were in flight and got no answer.
    const inFlight = [...[...dayOffs.values()].flat(), ...vacations, ...approvals].filter(
      (s) => s.state === 'unknown',
    );
    expect(inFlight.length).toBeGreaterThan(0);
    const ackedCount = [...[...dayOffs.values()].flat(), ...vacations, ...approvals].length - inFlight.length;
    console.info(
      `faults (${backend}): ${ackedCount} writes answered 2xx before the SIGKILL, ${inFlight.length} in flight`,
    );
    // The session made before the kill is still valid: it was a write too.
    const call = clientOf(server.baseURL, admin.cookie);

    // Each person's day-off set is exactly the last one acknowledged, or the one in flight after it.
    for (const { id } of staff) {
      const log = dayOffs.get(id)!;
      const lastAcked = log.map((s) => s.state).lastIndexOf('acked');
      const allowed = log.slice(Math.max(0, lastAcked)).map((s) => s.value.join(','));
      if (lastAcked < 0) allowed.push('');
      const days = (await call('GET', `/api/daily-requests?staffId=${id}&year=${year}&month=${month}`))
        .json as { date: string; mode: string }[];
      const stored = days
        .filter((d) => d.mode === 'day_off')
        .map((d) => d.date)
        .sort()
        .join(',');
      expect(allowed).toContain(stored);
    }

    // Every acknowledged vacation is there as sent; nothing is there that was never sent.
    const stored = (await call('GET', '/api/vacation-requests')).json as {
      id: number;
      staffId: number;
      startDate: string;
      endDate: string;
      requestNotes: string;
      status: string;
    }[];
    const burst = stored.filter((v) => v.requestNotes.startsWith('burst '));
    const byNotes = new Map(burst.map((v) => [v.requestNotes, v]));
    for (const sent of vacations) {
      const found = byNotes.get(sent.value.notes);
      if (sent.state === 'acked')
        expect(found).toMatchObject({
          staffId: sent.value.staffId,
          startDate: sent.value.day,
          endDate: sent.value.day,
        });
    }
    const sentNotes = new Set(vacations.map((s) => s.value.notes));
    expect(burst.filter((v) => !sentNotes.has(v.requestNotes))).toEqual([]);
    // Every acknowledged approval is still an approval.
    const byId = new Map(burst.map((v) => [v.id, v]));
    const ackedApprovals = approvals.filter((s) => s.state === 'acked');
    expect(ackedApprovals.length).toBeGreaterThan(0);
    for (const approval of ackedApprovals) expect(byId.get(approval.value)?.status).toBe('approved');
    expect(vacations.filter((s) => s.state === 'acked').length).toBeGreaterThan(10);
  }, 180_000);

  it('marks a generation killed mid-search failed with a message, and the month can be generated again', async () => {
    const admin = await signInOver(server.baseURL, PROCESS_ADMIN.username, PROCESS_ADMIN.password);
    const started = await admin.call('POST', '/api/schedules/generate', {
      year: genYear,
      month: genMonth,
      timeLimitSeconds: 120,
    });
    expect(started.status).toBe(202);
    const sessionId = (started.json as { id: string }).id;
    // Killed while the search runs (step 3 of 4), long before its 120 s are up.
    for (let searching = false; !searching; await sleep(200)) {
      const active = (await admin.call('GET', '/api/generation-sessions/active')).json as {
        id: string;
        currentProgress: { stepIndex: number } | null;
      }[];
      searching = (active.find((s) => s.id === sessionId)?.currentProgress?.stepIndex ?? 0) >= 3;
    }
    await killAndRestart();

    const call = clientOf(server.baseURL, admin.cookie);
    // PGlite fails it at start; on PostgreSQL a sweep finds its run lock free (within seconds).
    const stillActive = async () => (await call('GET', '/api/generation-sessions/active')).json as unknown[];
    for (let waited = 0; waited < 30_000 && (await stillActive()).length > 0; waited += 500) await sleep(500);
    expect(await stillActive()).toEqual([]);
    const mm = `${genYear}-${pad(genMonth)}`;
    const stream = await call('GET', `/api/generate-schedule-weekly?month=${mm}`);
    expect(stream.status).toBe(200);
    const failed = streamEvents(stream.text).find((e) => e.event === 'error')?.data;
    expect(failed).toMatchObject({ sessionId, status: 'failed' });
    expect(failed!.message).toMatch(/restarted|stopped/);
    // Nothing of the interrupted run was written.
    expect((await call('GET', `/api/schedules/month/${genYear}/${genMonth}`)).json).toEqual([]);
    expect((await call('GET', `/api/schedules/stats/${genYear}/${genMonth}`)).json).toMatchObject({
      status: 'empty',
    });

    // Generated again: started (202) and followed to its complete event.
    await generateMonthOver(call, genYear, genMonth, 5);
    const entries = (await call('GET', `/api/schedules/month/${genYear}/${genMonth}`)).json as unknown[];
    expect(entries.length).toBeGreaterThan(0);
  }, 180_000);
});

describe.runIf(PG_URL)('a PostgreSQL outage (a TCP relay cut and restored)', () => {
  let db: Awaited<ReturnType<typeof freshDatabase>>;
  let proxy: Awaited<ReturnType<typeof startTcpProxy>>;
  let server: ServerProcess;

  beforeAll(async () => {
    db = await freshDatabase();
    const target = new URL(db.url!);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const relayed = new URL(db.url!);
    relayed.hostname = '127.0.0.1';
    relayed.port = String(proxy.port);
    server = await startServerProcess({ DATABASE_URL: relayed.toString(), LOG_LEVEL: 'error' });
  }, 90_000);
  afterAll(async () => {
    await server?.kill('SIGKILL');
    await proxy?.close();
    await db?.drop();
  });

  it('answers 503 on health and clear JSON errors elsewhere, never hangs, and recovers by itself', async () => {
    const admin = await signInOver(server.baseURL, PROCESS_ADMIN.username, PROCESS_ADMIN.password);
    const year = new Date().getUTCFullYear() + 1;
    const person = await admin.call('POST', '/api/staff', { name: 'Rowan Ashby', role: 'PHYSICIAN' });
    expect(person.status).toBe(201);
    const staffId = (person.json as { id: number }).id;
    // Reads and writes of several features; every round's writes are new (no name or date repeats).
    let round = 0;
    const requests = (): [string, string, unknown?][] => {
      round += 1;
      return [
        ['GET', '/api/schedules/month/2030/1'],
        ['GET', '/api/staff'],
        ['POST', '/api/staff', { name: `Outage Tester ${'abcdefgh'[round]}`, role: 'PHYSICIAN' }],
        [
          'POST',
          '/api/vacation-requests',
          { staffId, startDate: `${year}-0${round}-01`, endDate: `${year}-0${round}-02` },
        ],
      ];
    };
    for (const [method, path, body] of requests())
      expect((await admin.call(method, path, body)).status, `${method} ${path}`).toBeLessThan(300);

    await proxy.down();
    const health = await fetch(`${server.baseURL}/api/health`, { signal: AbortSignal.timeout(10_000) });
    expect(health.status).toBe(503);
    expect(await health.json()).toEqual({ message: expect.stringMatching(/^Database unavailable/) });
    for (const [method, path, body] of requests()) {
      const t0 = Date.now();
      const response = await admin.call(method, path, body);
      expect(response.status, `${method} ${path}`).toBe(503);
      expect(response.json).toEqual({ message: expect.stringMatching(/^Database unavailable/) });
      expect(response.text).not.toMatch(/ at |stack|ECONN/);
      expect(Date.now() - t0).toBeLessThan(10_000);
    }
    const login = await fetch(`${server.baseURL}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(PROCESS_ADMIN),
      signal: AbortSignal.timeout(10_000),
    });
    expect(login.status).toBe(503);

    await proxy.up();
    const deadline = Date.now() + 20_000;
    let status = 0;
    while (status !== 200 && Date.now() < deadline) {
      status = (await fetch(`${server.baseURL}/api/health`)).status;
      if (status !== 200) await sleep(250);
    }
    expect(status).toBe(200);
    // The same process, the same session: reads and writes work again.
    for (const [method, path, body] of requests())
      expect((await admin.call(method, path, body)).status, `${method} ${path}`).toBeLessThan(300);
    expect(server.output()).not.toMatch(/failed to start|Unhandled|uncaught/i);
  }, 120_000);
});
