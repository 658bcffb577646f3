import { MESSAGES, NEW_STAFF_ADMIN_LIMITS, STAFF_MESSAGES } from '@rotawise/api-contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, buildTestApp, signIn, type TestApp } from '../../../test/helper.js';
import { createSignedInStaff } from '../../../test/people.js';
import * as t from '../../db/schema.js';

describe('staff routes', () => {
  let app: TestApp;
  let owner: { cookie: string };
  let staffCookie: string;

  beforeAll(async () => {
    app = await buildTestApp();
    owner = { cookie: await signIn(app.app, ADMIN.username, ADMIN.password) };
    staffCookie = (await createSignedInStaff(app, { name: 'Paz Okafor', role: 'PA' })).cookie;
  });
  afterAll(async () => app.app.close());

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
    cookie = owner.cookie,
  ) =>
    app.app.inject({
      method,
      url,
      headers: { cookie },
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });

  it('creates a member with a login (firstname.lastname, made unique) and admin limits 4-16', async () => {
    const first = await call('POST', '/api/staff', {
      name: 'Dr. Jamie Rivers',
      role: 'PHYSICIAN',
      isDirector: true,
      email: 'jamie@example.org',
      phone: '555 0101',
    });
    expect(first.statusCode).toBe(201);
    const created = first.json();
    expect(created).toMatchObject({
      name: 'Dr. Jamie Rivers',
      role: 'PHYSICIAN',
      isDirector: true,
      isAdmin: false,
      email: 'jamie@example.org',
      phone: '555 0101',
      initialLogin: { username: 'jamie.rivers' },
    });
    expect(created.initialLogin.password.length).toBeGreaterThanOrEqual(12);

    const second = (await call('POST', '/api/staff', { name: 'Jamie Rivers', role: 'PA' })).json();
    expect(second.initialLogin.username).toBe('jamie.rivers2');
    expect(second).toMatchObject({ email: null, phone: null, isDirector: false });

    const limits = (await call('GET', `/api/preferences/${created.id}`)).json();
    expect(limits).toEqual({
      staffId: created.id,
      min_shifts: NEW_STAFF_ADMIN_LIMITS.minShifts,
      max_shifts: NEW_STAFF_ADMIN_LIMITS.maxShifts,
      isSet: true,
    });
  });

  it('requires a new password at first sign-in before anything else', async () => {
    const created = (await call('POST', '/api/staff', { name: 'Noor Haddad', role: 'PHYSICIAN' })).json();
    const { username, password } = created.initialLogin;
    const cookie = await signIn(app.app, username, password);

    const me = await call('GET', '/api/user', undefined, cookie);
    expect(me.json()).toMatchObject({ username, mustChangePassword: true, staffId: created.id });
    const refused = await call('GET', '/api/staff', undefined, cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(MESSAGES.passwordChangeRequired);

    const changed = await call(
      'PUT',
      '/api/user/change-password',
      { currentPassword: password, newPassword: 'a-new-secret' },
      cookie,
    );
    expect(changed.statusCode).toBe(200);
    expect((await call('GET', '/api/user', undefined, cookie)).json().mustChangePassword).toBe(false);
    expect((await call('GET', '/api/staff', undefined, cookie)).statusCode).toBe(200);
  });

  it("gives colleagues' email and phone to admins only (and each person their own)", async () => {
    const colleague = (
      await call('POST', '/api/staff', {
        name: 'Rey Castillo',
        role: 'PHYSICIAN',
        email: 'rey@example.org',
        phone: '555-123-4567',
      })
    ).json();
    const asStaff = (await call('GET', '/api/staff', undefined, staffCookie)).json() as Record<
      string,
      unknown
    >[];
    const seen = asStaff.find((s) => s.id === colleague.id)!;
    expect(seen).toEqual({
      id: colleague.id,
      name: 'Rey Castillo',
      role: 'PHYSICIAN',
      isDirector: false,
      isAdmin: false,
    });
    expect(JSON.stringify(asStaff)).not.toContain('rey@example.org');
    const one = (await call('GET', `/api/staff/${colleague.id}`, undefined, staffCookie)).json();
    expect(one).not.toHaveProperty('email');
    expect(one).not.toHaveProperty('phone');
    // Their own record keeps its contact fields.
    const self = asStaff.find((s) => s.name === 'Paz Okafor')!;
    expect(self).toHaveProperty('email');
    expect(self).toHaveProperty('phone');
    const asAdmin = (await call('GET', '/api/staff')).json() as Record<string, unknown>[];
    expect(asAdmin.find((s) => s.id === colleague.id)).toMatchObject({
      email: 'rey@example.org',
      phone: '555-123-4567',
    });
    expect((await call('GET', `/api/staff/${colleague.id}`)).json()).toMatchObject({
      email: 'rey@example.org',
    });
  });

  it('lists and reads members; an unknown id is a 404', async () => {
    const list = await call('GET', '/api/staff', undefined, staffCookie);
    expect(list.statusCode).toBe(200);
    const names = list.json().map((s: { name: string }) => s.name);
    expect(names).toContain('Paz Okafor');
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b)));
    const one = list.json().find((s: { name: string }) => s.name === 'Paz Okafor');
    expect((await call('GET', `/api/staff/${one.id}`, undefined, staffCookie)).json()).toEqual(one);
    const missing = await call('GET', '/api/staff/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(STAFF_MESSAGES.notFound(999999));
  });

  it.each([
    [{ role: 'PHYSICIAN' }, 'name: Required'],
    // A message that already starts with the field's name is sent as it is.
    [{ name: 'A', role: 'PHYSICIAN' }, STAFF_MESSAGES.nameMin],
    [{ name: '  B  ', role: 'PHYSICIAN' }, STAFF_MESSAGES.nameMin],
    [{ name: 'Valid Name', email: 'not-an-email' }, `email: ${STAFF_MESSAGES.emailInvalid}`],
    [{ name: 'Valid Name', role: 'NURSE' }, 'role:'],
    [{ name: 'Valid Name', isAdmin: 'yes' }, 'isAdmin:'],
    [{ name: 'Valid Name', phone: 'x'.repeat(41) }, 'phone must be 40 characters or less'],
    [{ name: 'x'.repeat(121) }, 'name:'],
  ])('refuses %j with a 400 naming the field', async (payload, message) => {
    for (const [method, url] of [
      ['POST', '/api/staff'],
      ['PUT', '/api/staff/1'],
    ] as const) {
      const response = await call(method, url, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().message.startsWith(message)).toBe(true);
    }
  });

  it('accepts an empty email and phone, and defaults the role to PHYSICIAN', async () => {
    const response = await call('POST', '/api/staff', { name: 'Ola Brandt', email: '', phone: '' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ role: 'PHYSICIAN', email: null, phone: null, isAdmin: false });
  });

  it('edits a member and keeps their login’s admin flag in step', async () => {
    const created = (await call('POST', '/api/staff', { name: 'Tess Varga', role: 'PA' })).json();
    const updated = await call('PUT', `/api/staff/${created.id}`, {
      name: 'Tess Varga-Hale',
      role: 'SCHEDULER',
      isAdmin: true,
      email: 'tess@example.org',
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toEqual({
      id: created.id,
      name: 'Tess Varga-Hale',
      role: 'SCHEDULER',
      isDirector: false,
      isAdmin: true,
      email: 'tess@example.org',
      phone: null,
    });
    const [login] = await app.database.db.select().from(t.users).where(eq(t.users.staffId, created.id));
    expect(login!.isAdmin).toBe(true);
    expect((await call('PUT', '/api/staff/999999', { name: 'Nobody Here' })).statusCode).toBe(404);
  });

  it('refuses an admin removing their own admin rights or deleting their own record (409)', async () => {
    const admin = await createSignedInStaff(app, { name: 'Ines Moreau', role: 'SCHEDULER', isAdmin: true });
    const demote = await call(
      'PUT',
      `/api/staff/${admin.staffId}`,
      { name: 'Ines Moreau', role: 'SCHEDULER', isAdmin: false },
      admin.cookie,
    );
    expect(demote.statusCode).toBe(409);
    expect(demote.json().message).toBe(STAFF_MESSAGES.cannotDemoteSelf);
    const remove = await call('DELETE', `/api/staff/${admin.staffId}`, undefined, admin.cookie);
    expect(remove.statusCode).toBe(409);
    expect(remove.json().message).toBe(STAFF_MESSAGES.cannotDeleteSelf);
  });

  it('deletes with 204 and cascades to the login, entries, requests and preferences', async () => {
    const member = await createSignedInStaff(app, { name: 'Ravi Lund', role: 'PHYSICIAN' });
    const { db } = app.database;
    const staffId = member.staffId;
    await db.insert(t.shiftTypes).values({
      id: 'SHIFT_7A',
      name: 'SHIFT_7A',
      displayName: '7A',
      startTime: '07:00',
      durationMinutes: 720,
      eligibleRoles: ['PHYSICIAN'],
    });
    await db
      .insert(t.scheduleEntries)
      .values({ date: '2026-12-01', shiftType: 'SHIFT_7A', shiftName: '7A', staffId });
    await db.insert(t.vacationRequests).values({ staffId, startDate: '2026-12-10', endDate: '2026-12-12' });
    await db.insert(t.dailyRequests).values({ staffId, date: '2026-12-05', mode: 'day_off' });
    await db.insert(t.monthlyRequests).values({ staffId, year: 2026, month: 12 });
    await db.insert(t.standingPreferences).values({ staffId });

    const response = await call('DELETE', `/api/staff/${staffId}`);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    for (const table of [
      t.scheduleEntries,
      t.vacationRequests,
      t.dailyRequests,
      t.monthlyRequests,
      t.standingPreferences,
      t.adminLimits,
      t.users,
    ]) {
      expect(await db.select().from(table).where(eq(table.staffId, staffId))).toEqual([]);
    }
    // Their session ended with their login.
    expect((await call('GET', '/api/user', undefined, member.cookie)).statusCode).toBe(401);
    expect((await call('DELETE', `/api/staff/${staffId}`)).statusCode).toBe(404);
  });

  it.each([
    ['GET', '/api/staff/abc', 'id: Invalid input: expected number, received NaN'],
    ['GET', '/api/staff/0', 'id must be a positive integer'],
    ['PUT', '/api/staff/1.5', 'id must be a whole number'],
    ['DELETE', '/api/staff/99999999999', 'id is too large'],
  ] as const)('%s %s is a 400 naming the id', async (method, url, message) => {
    const response = await call(method, url, method === 'PUT' ? { name: 'Valid Name' } : undefined);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('lets only admins write', async () => {
    expect((await call('POST', '/api/staff', { name: 'Sneaky Person' }, staffCookie)).statusCode).toBe(403);
    expect((await call('DELETE', '/api/staff/1', undefined, staffCookie)).statusCode).toBe(403);
  });
});
