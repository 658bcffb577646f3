import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, buildTestApp, signIn, type TestApp } from '../../../test/helper.js';
import { auditLog, sessions } from '../../db/schema.js';
import { FAILED_LOGINS_PER_ADDRESS } from './failed-logins.js';

describe('sign-in, sessions and the current user', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.app.close();
  });

  it('answers 401 for GET /api/user without a session', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/user' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Not signed in' });
  });

  it('signs in with the right password and returns id and username, never the hash', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/login', payload: ADMIN });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      username: 'admin',
      isAdmin: true,
      isOwner: true,
      role: 'ADMIN',
      staffId: null,
    });
    expect(body.id).toBeTypeOf('number');
    expect(response.body).not.toContain('scrypt');
    const cookie = response.cookies.find((c) => c.name === 'rotawise_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeFalsy();
  });

  it('rejects a wrong password with 401 and the spec message', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'admin', password: 'wrong-password' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Invalid username or password' });
  });

  it('answers 400 naming the field for a short username or password', async () => {
    const short = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'ab', password: 'secret1' },
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toContain('Username must be at least 3 characters');
    const missing = await t.app.inject({ method: 'POST', url: '/api/login', payload: { username: 'admin' } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/password/);
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username":',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toBeTypeOf('string');
    expect(broken.body).not.toContain('at ');
  });

  it('keeps the user signed in with the cookie and forgets the session at logout', async () => {
    const cookie = await signIn(t.app, ADMIN.username, ADMIN.password);
    const me = await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie } });
    expect(me.statusCode).toBe(200);
    expect(me.json().username).toBe('admin');
    const out = await t.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie } });
    expect(out.statusCode).toBe(200);
    const after = await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie } });
    expect(after.statusCode).toBe(401);
  });

  it('ends a session that has been idle past its deadline', async () => {
    const cookie = await signIn(t.app, ADMIN.username, ADMIN.password);
    expect((await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie } })).statusCode).toBe(
      200,
    );
    // Move every deadline into the past, as if the idle time had run out.
    await t.database.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) });
    const response = await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie } });
    expect(response.statusCode).toBe(401);
  });

  it('issues a new session id at every login', async () => {
    const first = await signIn(t.app, ADMIN.username, ADMIN.password);
    const second = await signIn(t.app, ADMIN.username, ADMIN.password);
    expect(first).not.toBe(second);
  });

  it('refuses a state-changing request from another origin', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { origin: 'https://evil.example', host: 'localhost:3000' },
      payload: ADMIN,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'Cross-origin request refused' });
  });
});

describe('login rate limit', () => {
  it('slows a guessing run on one username from one address, and not on another username', async () => {
    const t = await buildTestApp();
    try {
      const attempt = (username: string) =>
        t.app.inject({ method: 'POST', url: '/api/login', payload: { username, password: 'guessing-1' } });
      const statuses: number[] = [];
      for (let i = 0; i < 11; i += 1) statuses.push((await attempt('admin')).statusCode);
      expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
      expect(statuses[10]).toBe(429);
      expect((await attempt('admin')).json()).toEqual({
        message: 'Too many requests, please try again later',
      });
      expect((await attempt('someone.else')).statusCode).toBe(401);
    } finally {
      await t.app.close();
    }
  });
});

describe('password spraying from one address', () => {
  // Thirty-odd scrypt hashes: slow on a busy machine.
  it('stops failed logins across usernames per address, and audits them without the password', {
    timeout: 120_000,
  }, async () => {
    const t = await buildTestApp();
    try {
      const attempt = (username: string, password: string, remoteAddress: string) =>
        t.app.inject({ method: 'POST', url: '/api/login', remoteAddress, payload: { username, password } });
      const statuses: number[] = [];
      for (let i = 0; i < FAILED_LOGINS_PER_ADDRESS + 1; i += 1)
        statuses.push((await attempt(`sprayed.user${i}`, 'Summer2026!', '192.0.2.77')).statusCode);
      expect(statuses.slice(0, FAILED_LOGINS_PER_ADDRESS).every((s) => s === 401)).toBe(true);
      expect(statuses[FAILED_LOGINS_PER_ADDRESS]).toBe(429);
      // Even the right password waits out the block from that address; other addresses are not affected.
      expect((await attempt(ADMIN.username, ADMIN.password, '192.0.2.77')).statusCode).toBe(429);
      expect((await attempt(ADMIN.username, ADMIN.password, '192.0.2.78')).statusCode).toBe(200);

      const failed = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'login.failed'));
      expect(failed).toHaveLength(FAILED_LOGINS_PER_ADDRESS);
      expect(failed[0]).toMatchObject({
        userId: null,
        username: 'guest',
        entity: 'user',
        details: { username: 'sprayed.user0', ip: '192.0.2.77' },
      });
      expect(JSON.stringify(failed)).not.toContain('Summer2026!');
    } finally {
      await t.app.close();
    }
  });
});

describe('behind a TLS-terminating proxy', () => {
  it('marks the session cookie Secure when the request came over HTTPS', async () => {
    const t = await buildTestApp({ TRUST_PROXY: '1' });
    try {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        headers: { 'x-forwarded-proto': 'https' },
        payload: ADMIN,
      });
      expect(response.statusCode).toBe(200);
      expect(response.cookies.find((c) => c.name === 'rotawise_session')?.secure).toBe(true);
    } finally {
      await t.app.close();
    }
  });
});

describe('client addresses behind proxies', () => {
  const guess = (t: TestApp, forwardedFor: string, remoteAddress = '127.0.0.1') =>
    t.app.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress,
      headers: { 'x-forwarded-for': forwardedFor },
      payload: { username: 'admin', password: 'guessing-1' },
    });

  it('believes only the configured hops of X-Forwarded-For, so forged addresses do not reset the limit', async () => {
    const t = await buildTestApp({ TRUST_PROXY: '1' });
    try {
      const statuses: number[] = [];
      // The proxy appends the real client (203.0.113.9) to whatever the client sent.
      for (let i = 0; i < 11; i += 1)
        statuses.push((await guess(t, `198.51.100.${i}, 203.0.113.9`)).statusCode);
      expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
      expect(statuses[10]).toBe(429);
    } finally {
      await t.app.close();
    }
  });

  it('believes X-Forwarded-For only from the listed proxy addresses', async () => {
    const t = await buildTestApp({ TRUST_PROXY: '10.0.0.5' });
    try {
      // Straight from a client that is not the proxy: its own address counts, whatever it claims.
      const direct: number[] = [];
      for (let i = 0; i < 11; i += 1)
        direct.push((await guess(t, `198.51.100.${i}`, '192.0.2.44')).statusCode);
      expect(direct[10]).toBe(429);
      // Through the listed proxy: the address it reports counts, so another client is not limited.
      expect((await guess(t, '203.0.113.20', '10.0.0.5')).statusCode).toBe(401);
    } finally {
      await t.app.close();
    }
  });
});

describe('health, unknown API paths and security headers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.app.close();
  });

  it('reports the database as reachable', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok', database: 'ok' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('answers an unknown /api path with a JSON 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toContain('/api/no-such-thing');
  });
});
