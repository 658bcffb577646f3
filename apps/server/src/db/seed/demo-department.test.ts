import { and, asc, count, eq, isNull } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresTestDatabase } from '../../../test/postgres-database.js';
import { hashPassword, verifyPassword } from '../../lib/password.js';
import { type DatabaseHandle, openDatabase } from '../client.js';
import { runMigrations } from '../migrate.js';
import * as t from '../schema.js';
import { type DemoLogin, seedDemoDepartment } from './demo-department.js';

const TODAY = new Date('2025-06-15T10:30:00Z');

/**
 * In-memory PGlite, or a database of its own on the PostgreSQL server of TEST_DATABASE_URL (a schema
 * would not do: the generated migrations name "public" in their foreign keys).
 */
async function freshDatabase(): Promise<DatabaseHandle> {
  const pgUrl = process.env.TEST_DATABASE_URL;
  if (!pgUrl) {
    const handle = await openDatabase({ databaseUrl: 'memory://', dataDir: '' });
    await runMigrations(handle);
    return handle;
  }
  const pgDatabase = await createPostgresTestDatabase(pgUrl);
  const handle = await openDatabase({ databaseUrl: pgDatabase.url, dataDir: '' });
  await runMigrations(handle);
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await pgDatabase.drop();
    },
  };
}

async function counts(handle: DatabaseHandle) {
  const { db } = handle;
  const n = async (table: PgTable) => (await db.select({ n: count() }).from(table))[0]!.n;
  return {
    staff: await n(t.staff),
    users: await n(t.users),
    adminLimits: await n(t.adminLimits),
    standingPreferences: await n(t.standingPreferences),
    shiftTypes: await n(t.shiftTypes),
    weeklyTemplate: await n(t.weeklyTemplate),
    tier1Rules: await n(t.tier1Rules),
    vacationRequests: await n(t.vacationRequests),
    monthlyRequests: await n(t.monthlyRequests),
    dailyRequests: await n(t.dailyRequests),
    registrationRequests: await n(t.registrationRequests),
    auditLog: await n(t.auditLog),
  };
}

describe('seedDemoDepartment', () => {
  let handle: DatabaseHandle;
  let adminId: number;
  let seeded: DemoLogin[] | null;

  beforeAll(async () => {
    handle = await freshDatabase();
    const [admin] = await handle.db
      .insert(t.users)
      .values({ username: 'admin', passwordHash: await hashPassword('admin-password'), isAdmin: true })
      .returning({ id: t.users.id });
    adminId = admin!.id;
    seeded = await seedDemoDepartment(handle.db, { today: TODAY });
    expect(seeded).not.toBeNull();
  });

  afterAll(async () => {
    await handle?.close();
  });

  it('seeds about 40 staff, 2 directors and a scheduler, each with a login', {
    timeout: 120_000,
  }, async () => {
    const { db } = handle;
    const staff = await db.select().from(t.staff).orderBy(asc(t.staff.id));
    expect(staff.length).toBeGreaterThanOrEqual(38);
    expect(staff.length).toBeLessThanOrEqual(44);
    expect(staff.filter((s) => s.isDirector && s.role === 'DIRECTOR')).toHaveLength(2);
    expect(staff.filter((s) => s.role === 'SCHEDULER')).toHaveLength(1);
    expect(staff.filter((s) => s.role === 'PA').length).toBeGreaterThan(5);

    const logins = await db
      .select({
        username: t.users.username,
        isAdmin: t.users.isAdmin,
        hash: t.users.passwordHash,
        staff: t.staff,
      })
      .from(t.users)
      .innerJoin(t.staff, eq(t.users.staffId, t.staff.id));
    expect(logins).toHaveLength(staff.length);
    for (const login of logins) {
      const [first, ...rest] = login.staff.name.toLowerCase().split(' ');
      expect(login.username).toBe(`${first}.${rest.at(-1)}`);
      expect(login.isAdmin).toBe(login.staff.isAdmin);
    }
    // No known or shared password: each login has its own random one, returned once for the console,
    // and each stored hash is of that password (so the passwords being distinct is what was stored).
    expect(seeded?.map((l) => l.username).sort()).toEqual(logins.map((l) => l.username).sort());
    expect(new Set(seeded?.map((l) => l.password)).size).toBe(logins.length);
    const verified = await Promise.all(
      logins.map(async (login) => {
        const shown = seeded?.find((l) => l.username === login.username);
        expect(shown?.password).toMatch(/^[A-Za-z0-9]{12,}$/);
        return verifyPassword(shown!.password, login.hash);
      }),
    );
    expect(verified.every(Boolean)).toBe(true);
    // The password the source used to give every demo login works for none of them.
    const oldShared = await Promise.all(logins.map((login) => verifyPassword('demo-password', login.hash)));
    expect(oldShared.some(Boolean)).toBe(false);
    const admins = logins.filter((l) => l.isAdmin).map((l) => l.staff.role);
    expect(admins).toContain('SCHEDULER');
    expect(admins.filter((r) => r === 'PHYSICIAN').length).toBeGreaterThanOrEqual(1);
    // The first admin stays the only login without staff.
    const standard = await db.select().from(t.users).where(isNull(t.users.staffId));
    expect(standard.map((u) => u.username)).toEqual(['admin']);
  });

  it('gives every clinical member admin limits and most of them standing preferences', async () => {
    const c = await counts(handle);
    const clinical = c.staff - 1;
    expect(c.adminLimits).toBe(clinical);
    expect(c.standingPreferences).toBeGreaterThan(clinical * 0.8);
    expect(c.standingPreferences).toBeLessThan(clinical);
    const limits = await handle.db.select().from(t.adminLimits);
    expect(limits.every((l) => l.minShifts <= l.maxShifts)).toBe(true);
    expect(limits.some((l) => l.minShifts === 4 && l.maxShifts === 16)).toBe(true);
  });

  it('seeds every shift type, a 7-day template of 20-26 shifts a day and 6 rules', async () => {
    const { db } = handle;
    const types = await db.select().from(t.shiftTypes);
    expect(types).toHaveLength(24);
    expect(
      types.every(
        (s) => /^\d\d:\d\d$/.test(s.startTime) && s.durationMinutes > 0 && s.eligibleRoles.length > 0,
      ),
    ).toBe(true);
    expect(types.find((s) => s.id === 'DIRECTOR')?.eligibleRoles).toEqual(['DIRECTOR']);
    const template = await db.select().from(t.weeklyTemplate);
    const perDay = new Map<string, number>();
    for (const row of template) perDay.set(row.day, (perDay.get(row.day) ?? 0) + row.count);
    expect([...perDay.keys()].sort()).toEqual(['FRI', 'MON', 'SAT', 'SUN', 'THU', 'TUE', 'WED']);
    for (const total of perDay.values()) {
      expect(total).toBeGreaterThanOrEqual(20);
      expect(total).toBeLessThanOrEqual(26);
    }
    const rules = await db.select().from(t.tier1Rules);
    expect(rules).toHaveLength(6);
    expect(rules.filter((r) => !r.isEnforced)).toHaveLength(1);
    expect(new Set(rules.map((r) => r.ruleLevel)).size).toBe(2);
  });

  it('seeds vacations in every state, decided ones answered by the first admin', async () => {
    const vacations = await handle.db.select().from(t.vacationRequests);
    expect(vacations.length).toBeGreaterThanOrEqual(12);
    for (const status of ['pending', 'approved', 'denied'] as const) {
      expect(vacations.filter((v) => v.status === status).length).toBeGreaterThanOrEqual(3);
    }
    for (const v of vacations) {
      if (v.status === 'pending')
        expect([v.respondedBy, v.respondedAt, v.responseNotes]).toEqual([null, null, null]);
      else {
        expect(v.respondedBy).toBe(adminId);
        expect(v.respondedAt).toBeInstanceOf(Date);
        expect(v.responseNotes).toBeTruthy();
      }
    }
    expect(vacations.some((v) => v.endDate < '2025-06-15')).toBe(true);
    expect(vacations.some((v) => v.startDate >= '2025-07-01')).toBe(true);
  });

  it("seeds next month's monthly requests with their daily requests", async () => {
    const { db } = handle;
    const monthly = await db.select().from(t.monthlyRequests);
    expect(monthly.length).toBeGreaterThanOrEqual(10);
    expect(
      monthly.every((m) => m.year === 2025 && m.month === 7 && m.naturalLanguageRequest.length > 0),
    ).toBe(true);
    const daily = await db
      .select({ d: t.dailyRequests, m: t.monthlyRequests })
      .from(t.dailyRequests)
      .innerJoin(t.monthlyRequests, eq(t.dailyRequests.monthlyRequestId, t.monthlyRequests.id));
    expect(daily.length).toBeGreaterThanOrEqual(20);
    expect((await counts(handle)).dailyRequests).toBe(daily.length);
    for (const { d, m } of daily) {
      expect(d.staffId).toBe(m.staffId);
      expect(d.date.startsWith('2025-07-')).toBe(true);
    }
    expect(new Set(daily.map(({ d }) => d.mode))).toEqual(
      new Set(['day_off', 'request_to_work', 'specific_shifts_off']),
    );
    expect(
      daily.some(({ d }) => d.mode === 'specific_shifts_off' && d.selectedShifts.includes('SHIFT_8P')),
    ).toBe(true);
  });

  it('seeds three registration requests and one audit entry', async () => {
    const { db } = handle;
    const registrations = await db.select().from(t.registrationRequests);
    expect(registrations.map((r) => r.status).sort()).toEqual(['pending', 'pending', 'rejected']);
    const rejected = registrations.find((r) => r.status === 'rejected')!;
    expect(rejected.reviewedBy).toBe(adminId);
    expect(rejected.notes).toBeTruthy();
    const audit = await db.select().from(t.auditLog).where(eq(t.auditLog.action, 'seed'));
    expect(audit).toHaveLength(1);
  });

  it('does nothing the second time', async () => {
    const before = await counts(handle);
    expect(await seedDemoDepartment(handle.db, { today: new Date('2025-09-01T00:00:00Z') })).toBeNull();
    expect(await counts(handle)).toEqual(before);
  });

  it('keeps the database constraints: unique logins and per-day requests, staff references', async () => {
    const { db } = handle;
    const [someone] = await db.select().from(t.dailyRequests).limit(1);
    await expect(
      db.insert(t.dailyRequests).values({ staffId: someone!.staffId, date: someone!.date, mode: 'day_off' }),
    ).rejects.toThrow();
    await expect(
      db.insert(t.users).values({ username: 'avery.quill', passwordHash: 'x', isAdmin: false }),
    ).rejects.toThrow();
    await expect(
      db
        .insert(t.vacationRequests)
        .values({ staffId: 999_999, startDate: '2025-07-01', endDate: '2025-07-02' }),
    ).rejects.toThrow();
    // Deleting a staff member cascades to their login, limits, preferences and requests.
    const [avery] = await db.select().from(t.staff).where(eq(t.staff.name, 'Avery Quill'));
    await db.delete(t.staff).where(eq(t.staff.id, avery!.id));
    for (const [table, column] of [
      [t.users, t.users.staffId],
      [t.adminLimits, t.adminLimits.staffId],
      [t.standingPreferences, t.standingPreferences.staffId],
      [t.monthlyRequests, t.monthlyRequests.staffId],
      [t.dailyRequests, t.dailyRequests.staffId],
    ] as const) {
      expect((await db.select({ n: count() }).from(table).where(eq(column, avery!.id)))[0]!.n).toBe(0);
    }
  });
});

describe('seedDemoDepartment on a bare database', () => {
  it('avoids taken usernames and lets the demo scheduler answer requests when there is no admin', async () => {
    const handle = await freshDatabase();
    try {
      await handle.db.insert(t.users).values({ username: 'avery.quill', passwordHash: 'x', isAdmin: false });
      expect(await seedDemoDepartment(handle.db, { today: TODAY })).not.toBeNull();
      const [avery] = await handle.db
        .select({ username: t.users.username })
        .from(t.users)
        .innerJoin(t.staff, eq(t.users.staffId, t.staff.id))
        .where(eq(t.staff.name, 'Avery Quill'));
      expect(avery?.username).toBe('avery.quill2');
      const [scheduler] = await handle.db
        .select({ id: t.users.id })
        .from(t.users)
        .innerJoin(t.staff, eq(t.users.staffId, t.staff.id))
        .where(and(eq(t.staff.role, 'SCHEDULER'), eq(t.users.isAdmin, true)));
      const decided = await handle.db
        .select()
        .from(t.vacationRequests)
        .where(eq(t.vacationRequests.status, 'approved'));
      expect(decided.every((v) => v.respondedBy === scheduler!.id)).toBe(true);
    } finally {
      await handle.close();
    }
  });
});

describe('seedDemoDepartment started twice at once', () => {
  it('seeds exactly once', { timeout: 120_000 }, async () => {
    const handle = await freshDatabase();
    try {
      const results = await Promise.all([
        seedDemoDepartment(handle.db, { today: TODAY }),
        seedDemoDepartment(handle.db, { today: TODAY }),
      ]);
      expect(results.map((r) => r !== null).sort()).toEqual([false, true]);
      expect((await counts(handle)).staff).toBe(42);
    } finally {
      await handle.close();
    }
  });
});
