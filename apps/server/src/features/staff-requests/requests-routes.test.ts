import {
  type DailyRequest,
  MESSAGES,
  type MonthlyRequest,
  type MonthlyRequestDetails,
  monthBounds,
  REQUEST_MESSAGES,
} from '@rotawise/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, buildTestApp, type TestApp } from '../../../test/helper.js';
import { createCast } from '../../../test/people.js';
import { shiftTypes } from '../../db/schema.js';
import { earliestToday } from '../../lib/today.js';

/** A date n days from today (UTC), as YYYY-MM-DD. */
const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const monthOf = (date: string) => ({ year: Number(date.slice(0, 4)), month: Number(date.slice(5, 7)) });

describe('daily requests, monthly requests and the execute-raw-sql dispatcher', () => {
  let t: TestApp;
  let cast: Awaited<ReturnType<typeof createCast>>;
  const send = (who: keyof typeof cast, options: Parameters<ReturnType<typeof as>>[1]) =>
    as(cast[who].cookie)(t.app, options);
  const saveDay = (who: keyof typeof cast, payload: object) =>
    send(who, { method: 'POST', url: '/api/daily-requests', payload });
  const raw = (who: keyof typeof cast, payload: object) =>
    send(who, { method: 'POST', url: '/api/execute-raw-sql', payload });
  const listDays = (who: keyof typeof cast, staffId: number, date: string) => {
    const { year, month } = monthOf(date);
    return send(who, {
      method: 'GET',
      url: `/api/daily-requests?staffId=${staffId}&year=${year}&month=${month}`,
    });
  };

  beforeAll(async () => {
    t = await buildTestApp();
    cast = await createCast(t);
    await t.database.db.insert(shiftTypes).values(
      ['SHIFT_7A', 'SHIFT_8P'].map((id) => ({
        id,
        name: id,
        displayName: id,
        startTime: id === 'SHIFT_7A' ? '07:00' : '20:00',
        durationMinutes: 720,
        eligibleRoles: ['PHYSICIAN', 'PA'],
      })),
    );
  });
  afterAll(async () => t.app.close());

  describe('POST and GET /api/daily-requests', () => {
    it('stores each mode for a day, replaces the day on a second save, and clears it with a null mode', async () => {
      const staffId = cast.staffA.staffId;
      const date = day(40);
      const off = await saveDay('staffA', { staffId, date, mode: 'day_off', reason: ' wedding ' });
      expect(off.statusCode).toBe(200);
      expect(off.json()).toMatchObject({
        staffId,
        date,
        mode: 'day_off',
        anyShift: false,
        selectedShifts: [],
        reason: 'wedding',
      });

      const work = await saveDay('staffA', { staffId, date, mode: 'request_to_work' });
      expect(work.json()).toMatchObject({ mode: 'request_to_work', anyShift: true, selectedShifts: [] });

      const avoid = await saveDay('staffA', {
        staffId,
        date,
        mode: 'specific_shifts_off',
        selectedShifts: ['SHIFT_8P', 'SHIFT_8P'],
      });
      expect(avoid.json()).toMatchObject({
        mode: 'specific_shifts_off',
        anyShift: false,
        selectedShifts: ['SHIFT_8P'],
      });

      const days = (await listDays('staffA', staffId, date)).json() as DailyRequest[];
      expect(days.filter((d) => d.date === date)).toHaveLength(1);

      const cleared = await saveDay('staffA', { staffId, date, mode: null });
      expect(cleared.statusCode).toBe(200);
      expect(cleared.json()).toBeNull();
      const after = (await listDays('staffA', staffId, date)).json() as DailyRequest[];
      expect(after.some((d) => d.date === date)).toBe(false);
    });

    it('lists only the asked month, in date order', async () => {
      const staffId = cast.staffB.staffId;
      const { year, month } = monthOf(day(70));
      const { first, last } = monthBounds(year, month);
      for (const date of [last, first])
        expect((await saveDay('staffB', { staffId, date, mode: 'day_off' })).statusCode).toBe(200);
      const next = monthBounds(month === 12 ? year + 1 : year, month === 12 ? 1 : month + 1).first;
      await saveDay('staffB', { staffId, date: next, mode: 'day_off' });
      const listed = (await listDays('staffB', staffId, first)).json() as DailyRequest[];
      expect(listed.map((d) => d.date)).toEqual([first, last]);
    });

    it.each([
      [{ staffId: null, date: day(5), mode: 'day_off' }, 'staffId must be a positive integer'],
      [{ staffId: 'me', date: day(5), mode: 'day_off' }, 'staffId'],
      [{ date: '2031-02-30', mode: 'day_off' }, 'date: must be a real date as YYYY-MM-DD'],
      [{ date: day(5), mode: 'holiday' }, 'mode must be day_off, request_to_work or specific_shifts_off'],
      [{ date: day(5), mode: 'day_off', reason: 'r'.repeat(301) }, 'reason must be at most 300 characters'],
      [{ date: day(5), mode: 'specific_shifts_off', selectedShifts: 'SHIFT_7A' }, 'selectedShifts'],
      [{ date: day(5), mode: 'request_to_work', anyShift: 'yes' }, 'anyShift must be true or false'],
    ])('refuses %j with 400 naming %s', async (payload, message) => {
      const response = await saveDay('staffA', { staffId: cast.staffA.staffId, ...payload });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain(message);
    });

    it('locks past days and refuses unknown shift types, naming the field', async () => {
      const past = await saveDay('staffA', { staffId: cast.staffA.staffId, date: day(-2), mode: 'day_off' });
      expect(past.statusCode).toBe(400);
      expect(past.json().message).toBe(`date: ${REQUEST_MESSAGES.pastDay}`);

      const today = await saveDay('staffA', {
        staffId: cast.staffA.staffId,
        date: earliestToday(),
        mode: null,
      });
      expect(today.statusCode).toBe(200);

      const unknown = await saveDay('staffA', {
        staffId: cast.staffA.staffId,
        date: day(6),
        mode: 'specific_shifts_off',
        selectedShifts: ['SHIFT_7A', 'NOPE_1'],
      });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().message).toBe(`selectedShifts: ${REQUEST_MESSAGES.unknownShifts(['NOPE_1'])}`);
    });

    it("keeps a staff member to their own days and lets an admin read and write anyone's", async () => {
      const other = await saveDay('staffB', { staffId: cast.staffA.staffId, date: day(8), mode: 'day_off' });
      expect(other.statusCode).toBe(403);
      expect(other.json().message).toBe(MESSAGES.forbidden);
      expect((await listDays('staffB', cast.staffA.staffId, day(8))).statusCode).toBe(403);
      expect((await listDays('guest', cast.staffA.staffId, day(8))).statusCode).toBe(401);

      const byAdmin = await saveDay('admin', { staffId: cast.staffA.staffId, date: day(9), mode: 'day_off' });
      expect(byAdmin.statusCode).toBe(200);
      const read = (await listDays('admin', cast.staffA.staffId, day(9))).json() as DailyRequest[];
      expect(read.some((d) => d.date === day(9))).toBe(true);
    });

    it('answers 400 naming staffId for an admin writing for a staff member who does not exist', async () => {
      const response = await saveDay('admin', { staffId: 999_999, date: day(9), mode: 'day_off' });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(`staffId: ${REQUEST_MESSAGES.staffNotFound(999_999)}`);
    });
  });

  describe('POST /api/execute-raw-sql', () => {
    const key = () => ({ staffId: cast.staffB.staffId, ...monthOf(day(130)) });

    it('saves and reads back the monthly text; a changed text is pending again', async () => {
      const empty = await raw('staffB', { operationType: 'GET_MONTHLY_REQUEST_TEXT', ...key() });
      expect(empty.statusCode).toBe(200);
      expect(empty.json()).toEqual({ naturalLanguageRequest: '', status: null });

      const saved = await raw('staffB', {
        operationType: 'SAVE_MONTHLY_REQUEST_TEXT',
        ...key(),
        naturalLanguageRequest: 'No nights please',
      });
      expect(saved.json()).toEqual({ naturalLanguageRequest: 'No nights please', status: 'pending' });
      const read = await raw('staffB', { operationType: 'GET_MONTHLY_REQUEST_TEXT', ...key() });
      expect(read.json()).toEqual({ naturalLanguageRequest: 'No nights please', status: 'pending' });

      const [mine] = (
        await send('staffB', { method: 'GET', url: `/api/monthly-requests/${cast.staffB.staffId}` })
      ).json() as MonthlyRequest[];
      await send('admin', {
        method: 'PUT',
        url: `/api/monthly-requests/${mine!.id}/status`,
        payload: { status: 'approved' },
      });
      const same = await raw('staffB', {
        operationType: 'SAVE_MONTHLY_REQUEST_TEXT',
        ...key(),
        naturalLanguageRequest: 'No nights please',
      });
      expect(same.json().status).toBe('approved');
      const changed = await raw('staffB', {
        operationType: 'SAVE_MONTHLY_REQUEST_TEXT',
        ...key(),
        naturalLanguageRequest: 'No nights, and Fridays off',
      });
      expect(changed.json().status).toBe('pending');
    });

    it("makes the listed dates the month's days off, keeping other kinds of request", async () => {
      const { staffId, year, month } = key();
      const { last } = monthBounds(year, month);
      const d = (n: number) => `${last.slice(0, 8)}${String(n).padStart(2, '0')}`;
      await saveDay('staffB', { staffId, date: d(3), mode: 'request_to_work' });
      const first = await raw('staffB', {
        operationType: 'SAVE_DAY_OFF_REQUESTS',
        staffId,
        year,
        month,
        dayOffDates: [d(12), d(10)],
      });
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({ dayOffDates: [d(10), d(12)] });
      const second = await raw('staffB', {
        operationType: 'SAVE_DAY_OFF_REQUESTS',
        staffId,
        year,
        month,
        dayOffDates: [d(12), d(14)],
      });
      expect(second.json()).toEqual({ dayOffDates: [d(12), d(14)] });
      const days = (await listDays('staffB', staffId, d(1))).json() as DailyRequest[];
      expect(days.map((r) => `${r.date} ${r.mode}`)).toEqual([
        `${d(3)} request_to_work`,
        `${d(12)} day_off`,
        `${d(14)} day_off`,
      ]);
    });

    it.each([
      [{ operationType: 'DROP TABLE users' }, `operationType ${REQUEST_MESSAGES.operationType}`],
      [{ operationType: 'SELECT * FROM users', sql: 'SELECT 1' }, REQUEST_MESSAGES.operationType],
      [{ sql: 'SELECT * FROM users' }, REQUEST_MESSAGES.operationType],
      [{ operationType: 'SAVE_MONTHLY_REQUEST_TEXT', year: 2030, month: 1 }, 'naturalLanguageRequest'],
      [
        { operationType: 'GET_MONTHLY_REQUEST_TEXT', year: 2030, month: 13 },
        'month must be between 1 and 12',
      ],
      [
        { operationType: 'SAVE_DAY_OFF_REQUESTS', year: 2030, month: 1, dayOffDates: ['2030-02-01'] },
        `dayOffDates: 2030-02-01 ${REQUEST_MESSAGES.outsideMonth(2030, 1)}`,
      ],
      [
        { operationType: 'SAVE_DAY_OFF_REQUESTS', year: 2030, month: 1, dayOffDates: ['tomorrow'] },
        'dayOffDates.0: must be a real date as YYYY-MM-DD',
      ],
    ])('refuses %j with 400 "%s"', async (payload, message) => {
      const response = await raw('staffA', { staffId: cast.staffA.staffId, ...payload });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain(message);
    });

    it('refuses to add or remove a past day off', async () => {
      const past = day(-3);
      const { year, month } = monthOf(past);
      const response = await raw('staffA', {
        operationType: 'SAVE_DAY_OFF_REQUESTS',
        staffId: cast.staffA.staffId,
        year,
        month,
        dayOffDates: [past],
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(`dayOffDates: ${past}: ${REQUEST_MESSAGES.pastDay}`);
    });

    it("refuses another person's month to a staff member and lets an admin read it", async () => {
      const payload = { operationType: 'GET_MONTHLY_REQUEST_TEXT', ...key() };
      expect((await raw('staffA', payload)).statusCode).toBe(403);
      expect((await raw('guest', payload)).statusCode).toBe(401);
      expect((await raw('admin', payload)).json().naturalLanguageRequest).toBe('No nights, and Fridays off');
    });
  });

  describe('monthly requests and their details', () => {
    let request: MonthlyRequest;

    beforeAll(async () => {
      const date = day(45);
      const { year, month } = monthOf(date);
      await raw('staffA', {
        operationType: 'SAVE_MONTHLY_REQUEST_TEXT',
        staffId: cast.staffA.staffId,
        year,
        month,
        naturalLanguageRequest: 'Avoid nights',
      });
      await saveDay('staffA', {
        staffId: cast.staffA.staffId,
        date,
        mode: 'specific_shifts_off',
        selectedShifts: ['SHIFT_8P'],
        reason: 'course',
      });
      const mine = (
        await send('staffA', { method: 'GET', url: `/api/monthly-requests/${cast.staffA.staffId}` })
      ).json() as MonthlyRequest[];
      request = mine.find((r) => r.year === year && r.month === month)!;
    });

    it('lists a person their own monthly requests only', async () => {
      expect(request).toMatchObject({
        staffName: 'Avery Quill',
        naturalLanguageRequest: 'Avoid nights',
        status: 'pending',
      });
      expect(
        (await send('staffB', { method: 'GET', url: `/api/monthly-requests/${cast.staffA.staffId}` }))
          .statusCode,
      ).toBe(403);
    });

    it('gives an admin the month, the text and the daily requests as one record', async () => {
      const response = await send('admin', {
        method: 'GET',
        url: `/api/monthly-request-details/${request.id}`,
      });
      expect(response.statusCode).toBe(200);
      const details = response.json() as MonthlyRequestDetails;
      expect(details).toMatchObject({
        id: request.id,
        year: request.year,
        month: request.month,
        naturalLanguageRequest: 'Avoid nights',
      });
      expect(details.dailyRequests).toContainEqual(
        expect.objectContaining({
          date: day(45),
          mode: 'specific_shifts_off',
          selectedShifts: ['SHIFT_8P'],
          reason: 'course',
        }),
      );
      const days = await send('staffA', { method: 'GET', url: `/api/daily-requests/${request.id}` });
      expect(days.json()).toEqual(details.dailyRequests);
      expect(
        (await send('staffB', { method: 'GET', url: `/api/daily-requests/${request.id}` })).statusCode,
      ).toBe(403);
      expect(
        (await send('staffA', { method: 'GET', url: `/api/monthly-request-details/${request.id}` }))
          .statusCode,
      ).toBe(403);
    });

    it("lists a month's requests for an admin and stores their approval or rejection", async () => {
      const listed = await send('admin', {
        method: 'GET',
        url: `/api/monthly-requests?year=${request.year}&month=${request.month}`,
      });
      expect((listed.json() as MonthlyRequest[]).map((r) => r.id)).toContain(request.id);

      for (const status of ['approved', 'rejected'] as const) {
        const decided = await send('admin', {
          method: 'PUT',
          url: `/api/monthly-requests/${request.id}/status`,
          payload: { status },
        });
        expect(decided.statusCode).toBe(200);
        const details = await send('admin', {
          method: 'GET',
          url: `/api/monthly-request-details/${request.id}`,
        });
        expect(details.json().status).toBe(status);
      }
      const bad = await send('admin', {
        method: 'PUT',
        url: `/api/monthly-requests/${request.id}/status`,
        payload: { status: 'maybe' },
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe('status must be pending, approved or rejected');
      const byStaff = await send('staffA', {
        method: 'PUT',
        url: `/api/monthly-requests/${request.id}/status`,
        payload: { status: 'approved' },
      });
      expect(byStaff.statusCode).toBe(403);
    });

    it('answers 404 with the spec-style message for a monthly request that does not exist', async () => {
      for (const url of ['/api/monthly-request-details/999999', '/api/daily-requests/999999']) {
        const response = await send('admin', { method: 'GET', url });
        expect(response.statusCode).toBe(404);
        expect(response.json().message).toBe(REQUEST_MESSAGES.monthlyNotFound(999_999));
      }
    });
  });
});
