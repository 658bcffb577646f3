import { SHIFT_MESSAGES } from '@rotawise/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, buildTestApp, signIn, type TestApp } from '../../../test/helper.js';
import { createSignedInStaff } from '../../../test/people.js';
import * as t from '../../db/schema.js';

const base = { name: 'Early bird', displayName: '6A EB', startTime: '06:00', duration: 8 };

describe('shift type routes', () => {
  let app: TestApp;
  let owner: string;
  let staffCookie: string;

  beforeAll(async () => {
    app = await buildTestApp();
    owner = await signIn(app.app, ADMIN.username, ADMIN.password);
    staffCookie = (await createSignedInStaff(app, { name: 'Lee Park', role: 'PHYSICIAN' })).cookie;
  });
  afterAll(async () => app.app.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, cookie = owner) =>
    app.app.inject({
      method,
      url,
      headers: { cookie },
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });

  it('creates with the spec defaults and lists a map of id to the shift fields', async () => {
    const created = await call('POST', '/api/shifts', { ...base, id: 'EARLY_6A' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({
      id: 'EARLY_6A',
      name: 'Early bird',
      displayName: '6A EB',
      startTime: '06:00',
      duration: 8,
      durationMinutes: 480,
      eligibleRoles: ['PHYSICIAN'],
      isSpecialty: false,
      countsTowardTotal: true,
      exemptFromCircadian: false,
      points: 1,
    });
    const map = await call('GET', '/api/shifts', undefined, staffCookie);
    expect(map.statusCode).toBe(200);
    expect(map.json().EARLY_6A).toEqual(created.json());
  });

  it('reads a duration under 25 as hours and from 25 on as minutes', async () => {
    const hours = (await call('POST', '/api/shifts', { ...base, id: 'H_8_5', duration: 8.5 })).json();
    expect(hours).toMatchObject({ durationMinutes: 510, duration: 8.5 });
    const minutes = (await call('POST', '/api/shifts', { ...base, id: 'M_600', duration: 600 })).json();
    expect(minutes).toMatchObject({ durationMinutes: 600, duration: 10 });
    const long = (await call('POST', '/api/shifts', { ...base, id: 'LONG', duration: 1485 })).json();
    expect(long).toMatchObject({ durationMinutes: 1485, duration: 24.75 });
  });

  it('keeps points, roles and flags for fairness and eligibility', async () => {
    const created = await call('POST', '/api/shifts', {
      ...base,
      id: 'NIGHT_X',
      startTime: '22:00',
      duration: 9,
      eligibleRoles: ['PHYSICIAN', 'PA'],
      points: 5,
      isSpecialty: true,
      countsTowardTotal: false,
      exemptFromCircadian: true,
    });
    expect(created.json()).toMatchObject({
      points: 5,
      eligibleRoles: ['PHYSICIAN', 'PA'],
      isSpecialty: true,
      countsTowardTotal: false,
      exemptFromCircadian: true,
    });
  });

  it.each([
    [{ ...base, id: 'bad id!' }, `id: ${SHIFT_MESSAGES.idFormat}`],
    [{ ...base, id: '' }, `id: ${SHIFT_MESSAGES.required}`],
    [{ ...base, id: 'X', name: '' }, `name: ${SHIFT_MESSAGES.required}`],
    [{ ...base, id: 'X', name: undefined }, `name: ${SHIFT_MESSAGES.required}`],
    [{ ...base, id: 'X', displayName: ' ' }, `displayName: ${SHIFT_MESSAGES.required}`],
    [{ ...base, id: 'X', startTime: '' }, `startTime: ${SHIFT_MESSAGES.required}`],
    [{ ...base, id: 'X', startTime: '25:00' }, `startTime: ${SHIFT_MESSAGES.startTimeFormat}`],
    [{ ...base, id: 'X', duration: undefined }, `duration: ${SHIFT_MESSAGES.required}`],
    [{ ...base, id: 'X', duration: 0 }, `duration: ${SHIFT_MESSAGES.durationPositive}`],
    [{ ...base, id: 'X', duration: 24.9 }, `duration: ${SHIFT_MESSAGES.durationTooLong}`],
    [{ ...base, id: 'X', duration: 1500 }, `duration: ${SHIFT_MESSAGES.durationTooLong}`],
    [{ ...base, id: 'X', duration: 8.1 }, `duration: ${SHIFT_MESSAGES.durationStep}`],
    [{ ...base, id: 'X', eligibleRoles: [] }, 'eligibleRoles: choose at least one eligible role'],
    [{ ...base, id: 'X', eligibleRoles: ['SCHEDULER'] }, 'eligibleRoles.0:'],
    [{ ...base, id: 'X', points: -1 }, 'points: must be 0 or more'],
    [{ ...base, id: 'X', points: 11 }, 'points: must be at most 10'],
  ])('refuses %j with a 400 naming the field', async (payload, message) => {
    const response = await call('POST', '/api/shifts', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message.startsWith(message)).toBe(true);
  });

  it('refuses a second shift type with the same id (409)', async () => {
    await call('POST', '/api/shifts', { ...base, id: 'TWICE' });
    const again = await call('POST', '/api/shifts', { ...base, id: 'TWICE' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(SHIFT_MESSAGES.exists('TWICE'));
  });

  it('updates a shift type, and answers 404 for an unknown one', async () => {
    await call('POST', '/api/shifts', { ...base, id: 'EDIT_ME' });
    const updated = await call('PUT', '/api/shifts/EDIT_ME', { ...base, displayName: '6A!', points: 3 });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ id: 'EDIT_ME', displayName: '6A!', points: 3 });
    const missing = await call('PUT', '/api/shifts/NOPE', base);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(SHIFT_MESSAGES.notFound('NOPE'));
    const badId = await call('PUT', '/api/shifts/bad-id', base);
    expect(badId.statusCode).toBe(400);
    expect(badId.json().message).toBe(`shiftId: ${SHIFT_MESSAGES.idFormat}`);
  });

  it('deletes an unused shift type with 204 and refuses one in use with a 409 saying where', async () => {
    await call('POST', '/api/shifts', { ...base, id: 'UNUSED' });
    expect((await call('DELETE', '/api/shifts/UNUSED')).statusCode).toBe(204);
    expect((await call('DELETE', '/api/shifts/UNUSED')).statusCode).toBe(404);

    await call('POST', '/api/shifts', { ...base, id: 'USED' });
    await call('PUT', '/api/weekly-schedule/MON', [{ shiftType: 'USED', count: 2 }]);
    await call('PUT', '/api/weekly-schedule/SAT', [{ shiftType: 'USED', count: 1 }]);
    const inTemplate = await call('DELETE', '/api/shifts/USED');
    expect(inTemplate.statusCode).toBe(409);
    expect(inTemplate.json().message).toBe(SHIFT_MESSAGES.inUse('USED', ['the weekly template (MON, SAT)']));

    await call('PUT', '/api/weekly-schedule/MON', []);
    await call('PUT', '/api/weekly-schedule/SAT', []);
    const member = (await call('POST', '/api/staff', { name: 'Uma Stone' })).json();
    await app.database.db.insert(t.scheduleEntries).values([
      { date: '2026-12-01', shiftType: 'USED', shiftName: '6A EB', staffId: member.id },
      { date: '2027-01-03', shiftType: 'USED', shiftName: '6A EB', staffId: member.id },
    ]);
    const inSchedule = await call('DELETE', '/api/shifts/USED');
    expect(inSchedule.statusCode).toBe(409);
    expect(inSchedule.json().message).toBe(
      SHIFT_MESSAGES.inUse('USED', ['2 schedule entries (2026-12, 2027-01)']),
    );

    await call('POST', '/api/shifts', { ...base, id: 'GUARDED' });
    await call('POST', '/api/tier1-rules', {
      ruleName: 'Guarded covered',
      ruleDescription: 'The GUARDED shift is covered every day.',
    });
    const inRule = await call('DELETE', '/api/shifts/GUARDED');
    expect(inRule.statusCode).toBe(409);
    expect(inRule.json().message).toBe(SHIFT_MESSAGES.inUse('GUARDED', ["the rule 'Guarded covered'"]));
  });

  it('checks the same fields on an edit as on a create', async () => {
    await call('POST', '/api/shifts', { ...base, id: 'EDIT_CHECK' });
    const response = await call('PUT', '/api/shifts/EDIT_CHECK', { ...base, displayName: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(`displayName: ${SHIFT_MESSAGES.required}`);
    const deleteBad = await call('DELETE', '/api/shifts/no%20spaces');
    expect(deleteBad.statusCode).toBe(400);
    expect(deleteBad.json().message).toBe(`shiftId: ${SHIFT_MESSAGES.idFormat}`);
  });

  it('lets only admins write', async () => {
    expect((await call('POST', '/api/shifts', { ...base, id: 'STAFF_TRY' }, staffCookie)).statusCode).toBe(
      403,
    );
    expect((await call('PUT', '/api/shifts/EARLY_6A', base, staffCookie)).statusCode).toBe(403);
    expect((await call('DELETE', '/api/shifts/EARLY_6A', undefined, staffCookie)).statusCode).toBe(403);
  });
});
