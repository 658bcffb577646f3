import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, buildTestApp, signIn, type TestApp } from '../../../test/helper.js';
import { createSignedInStaff } from '../../../test/people.js';
import { sessions, staff } from '../../db/schema.js';

const cookieOf = (response: { cookies: { name: string; value: string }[] }) =>
  response.cookies.find((c) => c.name === 'rotawise_session')?.value;

describe('session fixation', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.app.close());

  const whoAmI = async (token: string) =>
    t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie: `rotawise_session=${token}` } });

  it('never adopts a session token planted before sign-in', async () => {
    const planted = 'planted-by-an-attacker-0123456789abcdef';
    expect((await whoAmI(planted)).statusCode).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { cookie: `rotawise_session=${planted}` },
      payload: ADMIN,
    });
    expect(login.statusCode).toBe(200);
    const issued = cookieOf(login);
    expect(issued).toBeDefined();
    expect(issued).not.toBe(planted);
    // The planted value is still nobody's session; the issued one is the admin's.
    expect((await whoAmI(planted)).statusCode).toBe(401);
    expect((await whoAmI(issued!)).json().username).toBe(ADMIN.username);
  });

  it("changes the session id at sign-in and ends the session the browser held before (someone else's)", async () => {
    const attacker = await createSignedInStaff(t, { name: 'Mallory Voss', role: 'PA' });
    const attackerToken = attacker.cookie.split('=')[1]!;
    // The victim signs in in a browser that holds the attacker's session cookie.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { cookie: attacker.cookie },
      payload: ADMIN,
    });
    expect(login.statusCode).toBe(200);
    const issued = cookieOf(login)!;
    expect(issued).not.toBe(attackerToken);
    // The old token is not upgraded to the victim's account: it no longer opens any session.
    expect((await whoAmI(attackerToken)).statusCode).toBe(401);
    expect((await whoAmI(issued)).json().username).toBe(ADMIN.username);
  });

  it('stores only a hash of the token, so the sessions table hands out no live session', async () => {
    const cookie = await signIn(t.app, ADMIN.username, ADMIN.password);
    const token = cookie.split('=')[1]!;
    const rows = await t.database.db.select({ id: sessions.id }).from(sessions);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.map((r) => r.id)).not.toContain(token);
    for (const { id } of rows) expect((await whoAmI(id)).statusCode).toBe(401);
  });
});

describe('cross-site requests', () => {
  let t: TestApp;
  let cookie: string;
  let victimId: number;
  beforeAll(async () => {
    t = await buildTestApp();
    cookie = await signIn(t.app, ADMIN.username, ADMIN.password);
    const [victim] = await t.database.db
      .insert(staff)
      .values({ name: 'Kept Safe' })
      .returning({ id: staff.id });
    victimId = victim!.id;
  });
  afterAll(async () => t.app.close());

  const attempt = (method: 'POST' | 'PUT' | 'DELETE' | 'GET', url: string, headers: Record<string, string>) =>
    t.app.inject({ method, url, headers: { cookie, host: 'localhost:3000', ...headers } });

  it('refuses every state-changing method from another origin, even with a valid session cookie', async () => {
    const foreign: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { origin: 'http://localhost:3000.evil.example' },
      { origin: 'http://localhost:3001' },
      { origin: 'null' },
      { origin: 'not a url' },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'cross-site', origin: 'http://localhost:3000' },
    ];
    for (const headers of foreign) {
      for (const [method, url] of [
        ['DELETE', `/api/staff/${victimId}`],
        ['PUT', `/api/staff/${victimId}`],
        ['POST', '/api/logout'],
      ] as const) {
        const response = await attempt(method, url, headers);
        expect(response.statusCode, `${method} ${url} ${JSON.stringify(headers)}`).toBe(403);
        expect(response.json()).toEqual({ message: 'Cross-origin request refused' });
      }
    }
    // Nothing happened: the staff member is there, and the session still works.
    const kept = await t.database.db.select().from(staff).where(eq(staff.id, victimId));
    expect(kept).toHaveLength(1);
    expect((await attempt('GET', '/api/user', {})).statusCode).toBe(200);
  });

  it('lets same-origin browsers, non-browser clients and cross-site reads through', async () => {
    const same = await attempt('PUT', `/api/staff/${victimId}`, {
      origin: 'http://localhost:3000',
      'sec-fetch-site': 'same-origin',
      'content-type': 'application/json',
    });
    // Past the origin check: the body is what is refused.
    expect(same.statusCode).toBe(400);
    const noOrigin = await t.app.inject({
      method: 'POST',
      url: '/api/tier1-rules',
      headers: { cookie },
      payload: { ruleName: 'Rest', ruleDescription: 'At least 11 hours of rest between shifts' },
    });
    expect(noOrigin.statusCode).toBe(201);
    // Reads change nothing, and the cookie is SameSite=Lax: a cross-site GET is answered.
    const read = await attempt('GET', '/api/user', {
      origin: 'https://evil.example',
      'sec-fetch-site': 'cross-site',
    });
    expect(read.statusCode).toBe(200);
  });
});
