import { ADMIN_LIMIT_DEFAULTS, ADMIN_LIMIT_MESSAGES, STAFF_MESSAGES } from '@rotawise/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, buildTestApp, signIn, type TestApp } from '../../../test/helper.js';
import { createSignedInStaff } from '../../../test/people.js';
import * as t from '../../db/schema.js';
import { noStandingPreferences } from './staff-preferences-service.js';

describe('admin limits and standing preferences routes', () => {
  let app: TestApp;
  let owner: string;
  let me: Awaited<ReturnType<typeof createSignedInStaff>>;
  let other: Awaited<ReturnType<typeof createSignedInStaff>>;

  beforeAll(async () => {
    app = await buildTestApp();
    owner = await signIn(app.app, ADMIN.username, ADMIN.password);
    me = await createSignedInStaff(app, { name: 'Sol Ibarra', role: 'PHYSICIAN' });
    other = await createSignedInStaff(app, { name: 'Wren Adler', role: 'PA' });
  });
  afterAll(async () => app.app.close());

  const call = (method: 'GET' | 'PUT', url: string, payload?: unknown, cookie = owner) =>
    app.app.inject({
      method,
      url,
      headers: { cookie },
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });

  it('reads the limits (new staff have 4-16); the person may read their own, not another’s', async () => {
    const mine = await call('GET', `/api/preferences/${me.staffId}`, undefined, me.cookie);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toEqual({ staffId: me.staffId, min_shifts: 4, max_shifts: 16, isSet: true });
    expect((await call('GET', `/api/preferences/${other.staffId}`, undefined, me.cookie)).statusCode).toBe(
      403,
    );
  });

  it('gives the page defaults (9 to 15) for someone without limits, and 404 for nobody', async () => {
    const [bare] = await app.database.db
      .insert(t.staff)
      .values({ name: 'No Limits' })
      .returning({ id: t.staff.id });
    const response = await call('GET', `/api/preferences/${bare!.id}`);
    expect(response.json()).toEqual({
      staffId: bare!.id,
      min_shifts: ADMIN_LIMIT_DEFAULTS.minShifts,
      max_shifts: ADMIN_LIMIT_DEFAULTS.maxShifts,
      isSet: false,
    });
    const missing = await call('GET', '/api/preferences/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(STAFF_MESSAGES.notFound(999999));
  });

  it('sets the limits (admin only)', async () => {
    const response = await call('PUT', `/api/preferences/${me.staffId}`, { min_shifts: 6, max_shifts: 12 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ staffId: me.staffId, min_shifts: 6, max_shifts: 12, isSet: true });
    expect((await call('GET', `/api/preferences/${me.staffId}`)).json().min_shifts).toBe(6);
    const equal = await call('PUT', `/api/preferences/${me.staffId}`, { min_shifts: 0, max_shifts: 0 });
    expect(equal.statusCode).toBe(200);
    const self = await call(
      'PUT',
      `/api/preferences/${me.staffId}`,
      { min_shifts: 1, max_shifts: 30 },
      me.cookie,
    );
    expect(self.statusCode).toBe(403);
    const missing = await call('PUT', '/api/preferences/999999', { min_shifts: 1, max_shifts: 2 });
    expect(missing.statusCode).toBe(404);
  });

  it.each([
    [{ min_shifts: 10, max_shifts: 9 }, `min_shifts: ${ADMIN_LIMIT_MESSAGES.minAboveMax}`],
    [{ min_shifts: -1, max_shifts: 9 }, `min_shifts ${ADMIN_LIMIT_MESSAGES.negative}`],
    [{ min_shifts: 1, max_shifts: -2 }, `max_shifts ${ADMIN_LIMIT_MESSAGES.negative}`],
    [{ min_shifts: 1.5, max_shifts: 9 }, 'min_shifts must be a whole number'],
    [{ min_shifts: 1, max_shifts: 63 }, 'max_shifts must be at most 62'],
    [{ max_shifts: 9 }, 'min_shifts is required'],
    [{ min_shifts: 1 }, 'max_shifts is required'],
  ])('refuses %j with a 400 naming the field', async (payload, message) => {
    const response = await call('PUT', `/api/preferences/${me.staffId}`, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message.startsWith(message)).toBe(true);
  });

  it.each([
    ['GET', '/api/preferences/0', 'staffId must be a positive integer'],
    ['PUT', '/api/preferences/1.5', 'staffId must be a whole number'],
    ['GET', '/api/standing-preferences/99999999999', 'staffId is too large'],
  ] as const)('%s %s is a 400 naming the staffId', async (method, url, message) => {
    const response = await call(method, url, method === 'PUT' ? { min_shifts: 1, max_shifts: 2 } : undefined);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('reads standing preferences, or says there are none', async () => {
    const none = await call('GET', `/api/standing-preferences/${me.staffId}`, undefined, me.cookie);
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe(noStandingPreferences(me.staffId));
    await app.database.db.insert(t.standingPreferences).values({
      staffId: me.staffId,
      shiftPreferences: { SHIFT_7A: 3, SHIFT_10P: 1 },
      naturalLanguagePreferences: 'No nights before my exams.',
    });
    const found = await call('GET', `/api/standing-preferences/${me.staffId}`, undefined, me.cookie);
    expect(found.statusCode).toBe(200);
    expect(found.json()).toMatchObject({
      staffId: me.staffId,
      maxConsecutiveDays: 3,
      minConsecutiveDays: 1,
      targetShiftsPerMonth: 15,
      minShiftsPerMonth: 3,
      maxShiftsPerMonth: 16,
      shiftPreferences: { SHIFT_7A: 3, SHIFT_10P: 1 },
      naturalLanguagePreferences: 'No nights before my exams.',
    });
    expect(
      (await call('GET', `/api/standing-preferences/${me.staffId}`, undefined, other.cookie)).statusCode,
    ).toBe(403);
    expect((await call('GET', '/api/standing-preferences/999999')).statusCode).toBe(404);
  });
});
