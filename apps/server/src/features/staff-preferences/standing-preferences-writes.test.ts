import {
  MESSAGES,
  REQUEST_MESSAGES,
  STANDING_MESSAGES,
  type StandingPreferences,
} from '@rotawise/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, buildTestApp, type TestApp } from '../../../test/helper.js';
import { createCast } from '../../../test/people.js';
import { shiftTypes } from '../../db/schema.js';

describe("standing preferences: the page's writes (POST once, PUT by id) and reads", () => {
  let t: TestApp;
  let cast: Awaited<ReturnType<typeof createCast>>;
  const send = (who: keyof typeof cast, options: Parameters<ReturnType<typeof as>>[1]) =>
    as(cast[who].cookie)(t.app, options);

  beforeAll(async () => {
    t = await buildTestApp();
    cast = await createCast(t);
    await t.database.db.insert(shiftTypes).values({
      id: 'SHIFT_8P',
      name: 'Night',
      displayName: '8P',
      startTime: '20:00',
      durationMinutes: 540,
      eligibleRoles: ['PHYSICIAN'],
    });
  });
  afterAll(async () => t.app.close());

  it('creates them once with the spec defaults for missing fields, reads them back and updates them by id', async () => {
    const staffId = cast.staffA.staffId;
    const none = await send('staffA', { method: 'GET', url: `/api/standing-preferences/${staffId}` });
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe(`No standing preferences set for staff member ${staffId}`);

    const created = await send('staffA', {
      method: 'POST',
      url: '/api/standing-preferences',
      payload: { staffId, shiftPreferences: { SHIFT_8P: 1 }, naturalLanguagePreferences: 'No nights' },
    });
    expect(created.statusCode).toBe(201);
    const record = created.json() as StandingPreferences;
    expect(record).toMatchObject({
      staffId,
      maxConsecutiveDays: 3,
      minConsecutiveDays: 1,
      targetShiftsPerMonth: 15,
      minShiftsPerMonth: 3,
      maxShiftsPerMonth: 16,
      shiftPreferences: { SHIFT_8P: 1 },
      naturalLanguagePreferences: 'No nights',
    });

    const again = await send('staffA', {
      method: 'POST',
      url: '/api/standing-preferences',
      payload: { staffId },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(`staffId: ${STANDING_MESSAGES.alreadySet(staffId)}`);

    const updated = await send('staffA', {
      method: 'PUT',
      url: `/api/standing-preferences/${record.id}`,
      payload: {
        ...record,
        maxConsecutiveDays: 14,
        minConsecutiveDays: 14,
        minShiftsPerMonth: 1,
        maxShiftsPerMonth: 31,
        targetShiftsPerMonth: 31,
      },
    });
    expect(updated.statusCode).toBe(200);
    const read = await send('staffA', { method: 'GET', url: `/api/standing-preferences/${staffId}` });
    expect(read.json()).toMatchObject({
      maxConsecutiveDays: 14,
      minConsecutiveDays: 14,
      maxShiftsPerMonth: 31,
    });
  });

  it.each([
    [{ maxConsecutiveDays: 15 }, STANDING_MESSAGES.maxConsecutive],
    [{ maxConsecutiveDays: 0 }, STANDING_MESSAGES.maxConsecutive],
    [{ maxConsecutiveDays: 3, minConsecutiveDays: 4 }, STANDING_MESSAGES.minConsecutive],
    [{ minShiftsPerMonth: 0 }, STANDING_MESSAGES.shifts('minShiftsPerMonth')],
    [{ maxShiftsPerMonth: 32 }, STANDING_MESSAGES.shifts('maxShiftsPerMonth')],
    [{ minShiftsPerMonth: 10, maxShiftsPerMonth: 9, targetShiftsPerMonth: 9 }, STANDING_MESSAGES.minAboveMax],
    [{ targetShiftsPerMonth: 20 }, STANDING_MESSAGES.targetOutside],
    [{ targetShiftsPerMonth: 2.5 }, 'targetShiftsPerMonth must be a whole number'],
    [{ shiftPreferences: { SHIFT_8P: 4 } }, STANDING_MESSAGES.rating],
    [{ shiftPreferences: { NOPE: 2 } }, `shiftPreferences: ${REQUEST_MESSAGES.unknownShifts(['NOPE'])}`],
    [
      { naturalLanguagePreferences: 'x'.repeat(2001) },
      'naturalLanguagePreferences must be at most 2000 characters',
    ],
  ])('refuses %j with 400 "%s"', async (payload, message) => {
    const response = await send('staffB', {
      method: 'POST',
      url: '/api/standing-preferences',
      payload: { staffId: cast.staffB.staffId, ...payload },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
  });

  it("keeps a staff member to their own and lets an admin read and write anyone's", async () => {
    const staffId = cast.staffA.staffId;
    const mine = (await send('admin', { method: 'GET', url: `/api/standing-preferences/${staffId}` })).json();
    expect(mine.staffId).toBe(staffId);
    const read = await send('staffB', { method: 'GET', url: `/api/standing-preferences/${staffId}` });
    expect(read.statusCode).toBe(403);
    expect(read.json().message).toBe(MESSAGES.forbidden);
    expect(
      (await send('staffB', { method: 'PUT', url: `/api/standing-preferences/${mine.id}`, payload: {} }))
        .statusCode,
    ).toBe(403);
    expect(
      (await send('staffB', { method: 'POST', url: '/api/standing-preferences', payload: { staffId } }))
        .statusCode,
    ).toBe(403);
    const byAdmin = await send('admin', {
      method: 'PUT',
      url: `/api/standing-preferences/${mine.id}`,
      payload: { naturalLanguagePreferences: 'Set by admin' },
    });
    expect(byAdmin.json().naturalLanguagePreferences).toBe('Set by admin');
    const missing = await send('admin', {
      method: 'PUT',
      url: '/api/standing-preferences/999999',
      payload: {},
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(STANDING_MESSAGES.notFound(999_999));
  });
});
