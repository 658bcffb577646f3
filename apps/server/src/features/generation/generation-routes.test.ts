import {
  type ExplanationItem,
  GENERATION_MESSAGES,
  type GenerationResult,
  type GenerationSession,
} from '@rotawise/api-contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, as, buildTestApp, signIn, streamEvents, type TestApp } from '../../../test/helper.js';
import { signInDemoPhysician } from '../../../test/people.js';
import { buildApp } from '../../app.js';
import * as t from '../../db/schema.js';
import { seedDemoDepartment } from '../../db/seed/demo-department.js';

// The demo requests are for the month after "today": July 2025.
const TODAY = new Date('2025-06-15T10:30:00Z');

describe('generation and schedule routes on the demo department', () => {
  let ta: TestApp;
  let admin: ReturnType<typeof as>;
  let staff: ReturnType<typeof as>;
  let staffId: number;

  beforeAll(async () => {
    ta = await buildTestApp();
    const logins = (await seedDemoDepartment(ta.app.ctx.db, { today: TODAY })) ?? [];
    admin = as(await signIn(ta.app, ADMIN.username, ADMIN.password));
    const physician = await signInDemoPhysician(ta, logins);
    staffId = physician.staffId;
    staff = as(physician.cookie);
  });
  afterAll(async () => ta.app.close());

  const start = (year: number, month: number, seconds = 5) =>
    admin(ta.app, {
      method: 'POST',
      url: '/api/schedules/generate',
      payload: { year, month, timeLimitSeconds: seconds },
    });

  it('refuses bad months and budgets with a message naming the field, and non-admins', async () => {
    for (const [payload, field] of [
      [{ year: 2023, month: 7 }, 'year'],
      [{ year: 2025, month: 13 }, 'month'],
      [{ year: 2025, month: 7, timeLimitSeconds: 1 }, 'timeLimitSeconds'],
    ] as const) {
      const response = await admin(ta.app, { method: 'POST', url: '/api/schedules/generate', payload });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain(field);
    }
    const refused = await staff(ta.app, {
      method: 'POST',
      url: '/api/schedules/generate',
      payload: { year: 2025, month: 7 },
    });
    expect(refused.statusCode).toBe(403);
    const probe = await admin(ta.app, { method: 'GET', url: '/api/generate-schedule-weekly?month=2025-7' });
    expect(probe.statusCode).toBe(400);
    expect(probe.json().message).toContain('month');
  });

  it('runs one generation per month: 409 while it runs, streamed to the end, then a tentative schedule', async () => {
    const first = await start(2025, 7);
    expect(first.statusCode).toBe(202);
    const session = first.json() as GenerationSession;
    expect(session.status).toBe('running');

    const second = await start(2025, 7);
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(
      'Only one generation allowed per month. Session already exists for 2025-07',
    );
    const head = await admin(ta.app, { method: 'HEAD', url: '/api/generate-schedule-weekly?month=2025-07' });
    expect(head.statusCode).toBe(409);
    const otherMonth = await admin(ta.app, {
      method: 'HEAD',
      url: '/api/generate-schedule-weekly?month=2025-09',
    });
    expect(otherMonth.statusCode).toBe(200);
    const active = await admin(ta.app, { method: 'GET', url: '/api/generation-sessions/active' });
    expect((active.json() as GenerationSession[]).map((s) => s.id)).toContain(session.id);
    // The API keeps answering while the workers search.
    const health = await ta.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(
      (await admin(ta.app, { method: 'GET', url: '/api/generation-sessions/active' })).json(),
    ).toHaveLength(1);

    const stream = await admin(ta.app, { method: 'GET', url: '/api/generate-schedule-weekly?month=2025-07' });
    expect(stream.headers['content-type']).toContain('text/event-stream');
    const received = streamEvents(stream.body);
    expect(received.every((e) => e.data.sessionId === session.id)).toBe(true);
    const progress = received.filter((e) => e.event === 'progress');
    expect(progress.length).toBeGreaterThan(0);
    expect(Object.keys(progress[0]!.data)).toEqual(
      expect.arrayContaining([
        'phase',
        'percentageComplete',
        'currentStaff',
        'stepIndex',
        'totalSteps',
        'stepName',
        'stepProgress',
        'message',
      ]),
    );
    expect(received.at(-1)!.event).toBe('complete');
    // While the search re-plans rows, progress names the person (null while it builds the first roster).
    const names = new Set(
      (await ta.app.ctx.db.select({ name: t.staff.name }).from(t.staff)).map((r) => r.name),
    );
    const working = progress.map(
      (e) => e.data.currentStaff as { name: string; current: number; total: number },
    );
    expect(working.filter(Boolean).length).toBeGreaterThan(0);
    for (const person of working.filter(Boolean)) {
      expect(names).toContain(person.name);
      expect(person.current).toBeGreaterThanOrEqual(1);
      expect(person.current).toBeLessThanOrEqual(person.total);
    }
    expect(progress.filter((e) => e.data.phase !== 'search').every((e) => e.data.currentStaff === null)).toBe(
      true,
    );

    const [stored] = await ta.app.ctx.db
      .select()
      .from(t.generationSessions)
      .where(eq(t.generationSessions.id, session.id));
    expect(stored!.status).toBe('completed');
    expect(stored!.currentProgress).toMatchObject({ percentageComplete: 100, stepIndex: 4, totalSteps: 4 });
    const entries = await admin(ta.app, { method: 'GET', url: '/api/schedules/month/2025/7' });
    expect(entries.statusCode).toBe(200);
    const result = stored!.result as GenerationResult;
    // The engine's lower bound: a number no roster beats, so never above the roster's penalty.
    expect(result.lowerBound).toEqual(expect.any(Number));
    expect(result.lowerBound!).toBeLessThanOrEqual(result.softPenalty);
    expect(result.gapPercent!).toBeGreaterThanOrEqual(0);
    expect(result.gapPercent!).toBeLessThanOrEqual(100);
    expect(received.at(-1)!.data.result).toMatchObject({ lowerBound: result.lowerBound });
    expect(entries.json()).toHaveLength(result.entries);
    expect(result.entries).toBeGreaterThan(500);

    // Reconnecting after the end: the stored progress, then the result again.
    const again = streamEvents(
      (await admin(ta.app, { method: 'GET', url: '/api/generate-schedule-weekly?month=2025-07' })).body,
    );
    expect(again.map((e) => e.event)).toEqual(['progress', 'complete']);
    expect(
      (await admin(ta.app, { method: 'HEAD', url: '/api/generate-schedule-weekly?month=2025-07' }))
        .statusCode,
    ).toBe(200);
  });

  it('shows staff nothing of a tentative month, whatever they send, and everything once published', async () => {
    const hidden = await staff(ta.app, { method: 'GET', url: '/api/schedules/month/2025/7?published=false' });
    expect(hidden.json()).toEqual([]);
    expect((await staff(ta.app, { method: 'GET', url: `/api/schedules/staff/${staffId}` })).json()).toEqual(
      [],
    );
    const stats = (await staff(ta.app, { method: 'GET', url: '/api/schedules/stats/2025/7' })).json();
    expect(stats.employeeStats).toEqual([]);
    expect(stats.status).toBe('empty');
    const why = (await staff(ta.app, { method: 'GET', url: '/api/schedules/explanation/2025/7' })).json();
    expect(why.unmetRequests).toEqual([]);

    const adminStats = (await admin(ta.app, { method: 'GET', url: '/api/schedules/stats/2025/7' })).json();
    expect(adminStats.status).toBe('tentative');
    const adminEntries = (await admin(ta.app, { method: 'GET', url: '/api/schedules/month/2025/7' })).json();
    expect(adminStats.summary.totalShifts).toBeGreaterThan(0);
    const mine = adminStats.employeeStats.find((e: { staffId: number }) => e.staffId === staffId);
    expect(mine.totalShifts).toBeGreaterThan(0);
    expect(mine.averagePoints).toBeCloseTo(mine.totalPoints / mine.totalShifts, 1);
    expect(mine.rollingTotalShifts).toBe(mine.totalShifts);
    const adminWhy = (
      await admin(ta.app, { method: 'GET', url: '/api/schedules/explanation/2025/7' })
    ).json();
    for (const r of adminWhy.unmetRequests) expect(r.reason.length).toBeGreaterThan(0);
    // Each broken rule names its rule, says whether it is hard, and what it costs (the page groups them).
    expect(adminWhy.brokenRules.length).toBeGreaterThan(0);
    for (const r of adminWhy.brokenRules as ExplanationItem[]) {
      expect(r.rule?.length).toBeGreaterThan(0);
      expect(typeof r.hard).toBe('boolean');
      expect(r.penalty).toBeGreaterThan(0);
    }

    expect((await staff(ta.app, { method: 'POST', url: '/api/schedules/publish/2025/7' })).statusCode).toBe(
      403,
    );
    const published = await admin(ta.app, { method: 'POST', url: '/api/schedules/publish/2025/7' });
    expect(published.statusCode).toBe(200);
    const seen = (await staff(ta.app, { method: 'GET', url: '/api/schedules/month/2025/7' })).json();
    expect(seen).toHaveLength(adminEntries.length);
    const own = (
      await staff(ta.app, { method: 'GET', url: `/api/schedules/staff/${staffId}?published=true` })
    ).json();
    expect(own.length).toBe(adminEntries.filter((e: { staffId: number }) => e.staffId === staffId).length);
    const staffWhy = (
      await staff(ta.app, { method: 'GET', url: '/api/schedules/explanation/2025/7' })
    ).json();
    expect(staffWhy.unmetRequests).toEqual(
      adminWhy.unmetRequests.filter((r: { staffId: number }) => r.staffId === staffId),
    );
    expect(staffWhy.brokenRules).toEqual([]);
    expect((await staff(ta.app, { method: 'GET', url: '/api/schedules/stats/2025/7' })).json().status).toBe(
      'published',
    );
  });

  it('cancels a run, refuses to cancel it twice, runs again, and clears only when nothing runs', async () => {
    const run = (await start(2025, 8, 60)).json() as GenerationSession;
    const clearWhileRunning = await admin(ta.app, { method: 'DELETE', url: '/api/schedules/clear/2025/8' });
    expect(clearWhileRunning.statusCode).toBe(409);
    const cancelled = await admin(ta.app, {
      method: 'POST',
      url: `/api/generation-sessions/${run.id}/cancel`,
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().status).toBe('cancelled');
    const twice = await admin(ta.app, { method: 'POST', url: `/api/generation-sessions/${run.id}/cancel` });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(GENERATION_MESSAGES.notRunning(run.id));
    const unknown = await admin(ta.app, {
      method: 'POST',
      url: '/api/generation-sessions/00000000-0000-0000-0000-000000000000/cancel',
    });
    expect(unknown.statusCode).toBe(404);
    const stream = streamEvents(
      (await admin(ta.app, { method: 'GET', url: '/api/generate-schedule-weekly?month=2025-08' })).body,
    );
    expect(stream.at(-1)).toMatchObject({ event: 'error', data: { sessionId: run.id, status: 'cancelled' } });

    const rerun = await start(2025, 8, 60);
    expect(rerun.statusCode).toBe(202);
    await admin(ta.app, { method: 'POST', url: `/api/generation-sessions/${rerun.json().id}/cancel` });
    expect((await admin(ta.app, { method: 'GET', url: '/api/schedules/month/2025/8' })).json()).toEqual([]);
    const publishNothing = await admin(ta.app, { method: 'POST', url: '/api/schedules/publish/2025/8' });
    expect(publishNothing.statusCode).toBe(404);
    expect(publishNothing.json().message).toBe('No tentative schedule found for this month.');

    const cleared = await admin(ta.app, { method: 'DELETE', url: '/api/schedules/clear/2025/7' });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().removed).toBeGreaterThan(0);
    expect((await admin(ta.app, { method: 'GET', url: '/api/schedules/month/2025/7' })).json()).toEqual([]);
    expect((await staff(ta.app, { method: 'DELETE', url: '/api/schedules/clear/2025/7' })).statusCode).toBe(
      403,
    );
  });

  it('lets the database refuse a second running session for a month', async () => {
    const db = ta.app.ctx.db;
    await db.insert(t.generationSessions).values({ id: crypto.randomUUID(), year: 2026, month: 1 });
    await expect(
      db.insert(t.generationSessions).values({ id: crypto.randomUUID(), year: 2026, month: 1 }),
    ).rejects.toThrow();
    await db.delete(t.generationSessions).where(eq(t.generationSessions.year, 2026));
  });

  it('marks a session left running by a stopped server as failed when the server starts', async () => {
    const id = crypto.randomUUID();
    // Started ten minutes ago and never queued (on PostgreSQL a fresh one may still be being queued).
    const startTime = new Date(Date.now() - 10 * 60_000);
    await ta.app.ctx.db.insert(t.generationSessions).values({ id, year: 2026, month: 2, startTime });
    const restarted = await buildApp({
      config: ta.config,
      database: ta.database,
      ownerUsername: ADMIN.username,
      logger: false,
    });
    await restarted.ready();
    const [row] = await ta.app.ctx.db
      .select()
      .from(t.generationSessions)
      .where(eq(t.generationSessions.id, id));
    expect(row!.status).toBe('failed');
    // On PostgreSQL other servers may be running: the job queue, not the restart, finds the lost run.
    expect(row!.error).toBe(
      ta.database.driver === 'postgres'
        ? GENERATION_MESSAGES.serverStopped
        : GENERATION_MESSAGES.interruptedByRestart,
    );
    await restarted.close();
  });
});
