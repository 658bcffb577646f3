import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, buildTestApp, signIn, type TestApp } from '../../../test/helper.js';
import { createSignedInStaff } from '../../../test/people.js';

describe('profile: password and contact details', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.app.close());

  it('changes the password only with the right current one, and signs out other sessions', async () => {
    const person = await createSignedInStaff(t, { name: 'Dana Whitlock', role: 'PHYSICIAN' });
    const { username } = person.initialLogin;
    // The password they chose at first sign-in (createSignedInStaff sets it).
    const { password } = person;
    const otherDevice = await signIn(t.app, username, password);
    const headers = { cookie: person.cookie };

    const wrong = await t.app.inject({
      method: 'PUT',
      url: '/api/user/change-password',
      headers,
      payload: { currentPassword: 'nope-nope', newPassword: 'brand-new-1' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('currentPassword: Current password is incorrect');

    const short = await t.app.inject({
      method: 'PUT',
      url: '/api/user/change-password',
      headers,
      payload: { currentPassword: password, newPassword: '123' },
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toContain('Password must be at least 6 characters');

    const ok = await t.app.inject({
      method: 'PUT',
      url: '/api/user/change-password',
      headers,
      payload: { currentPassword: password, newPassword: 'brand-new-1' },
    });
    expect(ok.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/user', headers })).statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie: otherDevice } })).statusCode,
    ).toBe(401);
    await expect(signIn(t.app, username, password)).rejects.toThrow(/401/);
    await signIn(t.app, username, 'brand-new-1');
  });

  it('updates email and phone of the linked staff record and validates the email', async () => {
    const person = await createSignedInStaff(t, {
      name: 'Emery Stroud',
      role: 'PA',
      email: 'old@example.org',
    });
    const headers = { cookie: person.cookie };
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/user/profile',
      headers,
      payload: { email: 'not-an-email' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Invalid email address');
    const ok = await t.app.inject({
      method: 'PUT',
      url: '/api/user/profile',
      headers,
      payload: { email: 'emery@example.org', phone: '555 123 4567' },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      email: 'emery@example.org',
      phone: '555 123 4567',
      staffName: 'Emery Stroud',
    });
  });

  it('takes any phone up to 40 characters, as the staff form does, and an empty phone clears it', async () => {
    const person = await createSignedInStaff(t, { name: 'Gale Penrose', role: 'PA', phone: '555 010 0000' });
    const put = (phone: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/user/profile',
        headers: { cookie: person.cookie },
        payload: { phone },
      });
    // An extension an administrator might enter: the person can keep it (spec: phone optional, no format).
    const short = await put('x4521');
    expect(short.statusCode).toBe(200);
    expect(short.json().phone).toBe('x4521');
    const long = await put('5'.repeat(41));
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toContain('phone');
    const cleared = await put('');
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().phone).toBeNull();
  });

  it('caps widget ids and positions', async () => {
    const person = await createSignedInStaff(t, { name: 'Harper Quayle', role: 'PHYSICIAN' });
    const widget = { id: 'x'.repeat(65), type: 'UPCOMING_SHIFTS', position: { x: 0, y: 0, w: 6, h: 4 } };
    const put = (payload: object) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/user/dashboard-widgets',
        headers: { cookie: person.cookie },
        payload,
      });
    const longId = await put([widget]);
    expect(longId.statusCode).toBe(400);
    expect(longId.json().message).toMatch(/^0\.id: /);
    const farAway = await put([{ ...widget, id: 'w1', position: { x: 0, y: 1e9, w: 6, h: 4 } }]);
    expect(farAway.statusCode).toBe(400);
    expect(farAway.json().message).toContain('position.y');
  });

  it('gives a user without a staff link a clear refusal for profile edits', async () => {
    const cookie = await signIn(t.app, ADMIN.username, ADMIN.password);
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/user/profile',
      headers: { cookie },
      payload: { phone: '555 000 0000' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toContain('not linked to a staff profile');
  });

  it('stores the dashboard layout and refuses duplicate widget ids', async () => {
    const person = await createSignedInStaff(t, { name: 'Finley Orr', role: 'PHYSICIAN' });
    const headers = { cookie: person.cookie };
    const widget = { id: 'w1', type: 'UPCOMING_SHIFTS', position: { x: 0, y: 0, w: 6, h: 4 } };
    const dup = await t.app.inject({
      method: 'PUT',
      url: '/api/user/dashboard-widgets',
      headers,
      payload: [widget, widget],
    });
    expect(dup.statusCode).toBe(400);
    const ok = await t.app.inject({
      method: 'PUT',
      url: '/api/user/dashboard-widgets',
      headers,
      payload: [widget],
    });
    expect(ok.json()).toEqual({ dashboardWidgets: [widget] });
    const me = (await t.app.inject({ method: 'GET', url: '/api/user', headers })).json();
    expect(me.dashboardWidgets).toEqual([widget]);
  });
});
