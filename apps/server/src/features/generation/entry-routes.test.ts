import type { AddEntryResponse, ScheduleEntry } from '@rotawise/api-contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, as, buildTestApp, generateMonth, signIn, type TestApp } from '../../../test/helper.js';
import { signInDemoPhysician } from '../../../test/people.js';
import * as t from '../../db/schema.js';
import { seedDemoDepartment } from '../../db/seed/demo-department.js';

const TODAY = new Date('2025-06-15T10:30:00Z');

describe('adding and removing single schedule entries (admin)', () => {
  let ta: TestApp;
  let admin: ReturnType<typeof as>;
  let staff: ReturnType<typeof as>;
  /** A physician who is not an admin, and a shift type physicians work (not DIRECTOR or ON_CALL). */
  let physician: { id: number; name: string };
  let shift: string;
  let otherShift: string;

  beforeAll(async () => {
    ta = await buildTestApp();
    const logins = (await seedDemoDepartment(ta.app.ctx.db, { today: TODAY })) ?? [];
    admin = as(await signIn(ta.app, ADMIN.username, ADMIN.password));
    const login = await signInDemoPhysician(ta, logins, { notDirector: true });
    physician = { id: login.staffId, name: login.name };
    staff = as(login.cookie);
    const types = (await ta.app.ctx.db.select().from(t.shiftTypes)).filter(
      (s) => (s.eligibleRoles as string[]).includes('PHYSICIAN') && s.id !== 'ON_CALL' && s.id !== 'DIRECTOR',
    );
    shift = types[0]!.id;
    otherShift = types[1]!.id;
    // Rest rules apply to the physician (the demo turns them off for a few night workers).
    await ta.app.ctx.db
      .update(t.standingPreferences)
      .set({ enableCircadianRhythm: true })
      .where(eq(t.standingPreferences.staffId, physician.id));
    // An approved vacation for the physician on 11-12 August 2025.
    await ta.app.ctx.db.delete(t.vacationRequests).where(eq(t.vacationRequests.staffId, physician.id));
    await ta.app.ctx.db
      .insert(t.vacationRequests)
      .values({ staffId: physician.id, startDate: '2025-08-11', endDate: '2025-08-12', status: 'approved' });
  });
  afterAll(async () => ta.app.close());

  const add = (payload: object, who = admin) =>
    who(ta.app, { method: 'POST', url: '/api/schedules/entries', payload });

  it('refuses bad input with a message naming the field, unknown people and shifts with 404, non-admins with 403', async () => {
    for (const [payload, field] of [
      [{ date: '2025-08-32', shiftType: shift, staffId: physician.id }, 'date'],
      [{ date: 'soon', shiftType: shift, staffId: physician.id }, 'date'],
      [{ date: '2025-08-05', staffId: physician.id }, 'shiftType'],
      [{ date: '2025-08-05', shiftType: shift, staffId: 'me' }, 'staffId'],
      [{ date: '2025-08-05', shiftType: shift, staffId: physician.id, confirm: 'yes' }, 'confirm'],
    ] as const) {
      const response = await add(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toContain(field);
    }
    const noStaff = await add({ date: '2025-08-05', shiftType: shift, staffId: 999_999 });
    expect(noStaff.statusCode).toBe(404);
    expect(noStaff.json().message).toContain('staffId');
    const noShift = await add({ date: '2025-08-05', shiftType: 'NO_SUCH_SHIFT', staffId: physician.id });
    expect(noShift.statusCode).toBe(404);
    expect(noShift.json().message).toContain('shiftType');
    expect(
      (await add({ date: '2025-08-05', shiftType: shift, staffId: physician.id }, staff)).statusCode,
    ).toBe(403);
    expect((await staff(ta.app, { method: 'DELETE', url: '/api/schedules/entries/1' })).statusCode).toBe(403);
  });

  it('warns with the rule an entry breaks and stores nothing until the admin confirms; then keeps it as a conflict', async () => {
    const payload = { date: '2025-08-11', shiftType: shift, staffId: physician.id };
    const warned = await add(payload);
    expect(warned.statusCode).toBe(200);
    const warning = warned.json() as AddEntryResponse;
    expect(warning.entry).toBeNull();
    expect(warning.brokenRules.map((r) => r.rule)).toContain(
      'No shift during an approved vacation or day off',
    );
    expect(warning.brokenRules[0]!.message).toContain(physician.name);
    const month = async (who = admin) =>
      (await who(ta.app, { method: 'GET', url: '/api/schedules/month/2025/8' })).json() as ScheduleEntry[];
    expect(await month()).toEqual([]);

    const confirmed = await add({ ...payload, confirm: true });
    expect(confirmed.statusCode).toBe(201);
    const added = confirmed.json() as AddEntryResponse;
    expect(added.entry).toMatchObject({
      ...payload,
      staffName: physician.name,
      staffRole: 'PHYSICIAN',
      isLocked: true,
      isConflict: true,
    });
    expect(added.entry!.conflictReason).toContain('vacation');
    // The month reads back the stored entry, with the person's role for the calendar's role filter.
    expect(await month()).toEqual([{ ...added.entry, staffRole: 'PHYSICIAN' }]);
    // The month is now a draft: staff see nothing of it.
    expect(await month(staff)).toEqual([]);
  });

  it('adds an entry that breaks nothing at once, and refuses a duplicate or a second shift that day (409)', async () => {
    const payload = { date: '2025-08-05', shiftType: shift, staffId: physician.id };
    const response = await add(payload);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ brokenRules: [], entry: { ...payload, isConflict: false } });
    const duplicate = await add(payload);
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toContain('already works');
    const second = await add({ ...payload, shiftType: otherShift, confirm: true });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toContain('at most one shift a day');
  });

  // The demo rules: at least 10 hours of rest, and forward rotation (no earlier start the next day).
  const REST = 'Minimum rest between two shifts';
  const SUCCESSION = 'No forbidden shift succession (e.g. a morning after a night)';
  const IN_A_ROW = 'Consecutive working days between the minimum and maximum';
  /** SHIFT_5P runs 17:00-05:00; SHIFT_7A 07:00-19:00. */
  const addShift = (date: string, shiftType: 'SHIFT_5P' | 'SHIFT_7A') =>
    add({ date, shiftType, staffId: physician.id });
  /** The warning of an add that breaks rules: nothing stored, the rules' names sorted. */
  const warnedRules = (response: Awaited<ReturnType<typeof add>>) => {
    expect(response.statusCode).toBe(200);
    const { entry, brokenRules } = response.json() as AddEntryResponse;
    expect(entry).toBeNull();
    return brokenRules.map((r) => r.rule).sort();
  };
  const addsCleanly = async (date: string, shiftType: 'SHIFT_5P' | 'SHIFT_7A') => {
    const response = await addShift(date, shiftType);
    expect(response.statusCode, `${shiftType} on ${date}`).toBe(201);
    expect(response.json()).toMatchObject({ brokenRules: [] });
  };

  it("checks rest against the previous month's last day: a 5P night on 31 October, then 7A on 1 November", async () => {
    await addsCleanly('2025-10-31', 'SHIFT_5P');
    const warned = await addShift('2025-11-01', 'SHIFT_7A');
    expect(warnedRules(warned)).toEqual([REST, SUCCESSION]);
    const rest = (warned.json() as AddEntryResponse).brokenRules.find((r) => r.rule === REST);
    expect(rest!.message).toContain('2.0 hours of rest');
    const confirmed = await add({
      date: '2025-11-01',
      shiftType: 'SHIFT_7A',
      staffId: physician.id,
      confirm: true,
    });
    expect(confirmed.statusCode).toBe(201);
    expect((confirmed.json() as AddEntryResponse).entry).toMatchObject({ isConflict: true });
    // A night after a night keeps 12 hours of rest and starts no earlier: nothing to warn about.
    await addsCleanly('2025-09-30', 'SHIFT_5P');
    await addsCleanly('2025-10-01', 'SHIFT_5P');
  });

  it("checks rest against the next month's first day when that month has entries", async () => {
    await addsCleanly('2026-01-01', 'SHIFT_7A');
    expect(warnedRules(await addShift('2025-12-31', 'SHIFT_5P'))).toEqual([REST, SUCCESSION]);
    // A morning before the morning breaks nothing, across the year's end too.
    await addsCleanly('2025-12-31', 'SHIFT_7A');
  });

  it('counts the days worked in a row just before the month: a sixth day on 1 March after 24-28 February', async () => {
    for (const day of [24, 25, 26, 27, 28]) await addsCleanly(`2026-02-${day}`, 'SHIFT_7A');
    const warned = await addShift('2026-03-01', 'SHIFT_7A');
    expect(warnedRules(warned)).toEqual([IN_A_ROW]);
    expect((warned.json() as AddEntryResponse).brokenRules[0]!.message).toContain(
      '6 days in a row (Mar 1, with 5 days just outside the period)',
    );
    // The same shift a day later follows a day off: nothing to warn about.
    await addsCleanly('2026-03-02', 'SHIFT_7A');
  });

  it('keeps the added entries when the month is generated again, and removes one on request', async () => {
    const before = (
      (await admin(ta.app, { method: 'GET', url: '/api/schedules/month/2025/8' })).json() as ScheduleEntry[]
    ).filter((e) => e.isLocked);
    expect(before).toHaveLength(2);
    await generateMonth(ta.app, admin, 2025, 8);
    const after = (
      await admin(ta.app, { method: 'GET', url: '/api/schedules/month/2025/8' })
    ).json() as ScheduleEntry[];
    expect(after.length).toBeGreaterThan(100);
    for (const kept of before)
      expect(after).toContainEqual(expect.objectContaining({ id: kept.id, isLocked: true }));
    // The person works no other shift on a day fixed by hand.
    for (const kept of before)
      expect(after.filter((e) => e.staffId === kept.staffId && e.date === kept.date)).toHaveLength(1);

    const id = before[0]!.id;
    expect((await admin(ta.app, { method: 'DELETE', url: `/api/schedules/entries/${id}` })).statusCode).toBe(
      204,
    );
    const gone = await admin(ta.app, { method: 'DELETE', url: `/api/schedules/entries/${id}` });
    expect(gone.statusCode).toBe(404);
    const bad = await admin(ta.app, { method: 'DELETE', url: '/api/schedules/entries/abc' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('id');
    const left = (
      await admin(ta.app, { method: 'GET', url: '/api/schedules/month/2025/8' })
    ).json() as ScheduleEntry[];
    expect(left.map((e) => e.id)).not.toContain(id);
  });
});
