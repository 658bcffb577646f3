import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, buildTestApp, signIn, type TestApp } from '../../../test/helper.js';
import { createSignedInStaff } from '../../../test/people.js';
import { auditLog, sessions } from '../../db/schema.js';

describe('sessions, caching and the audit trail of a signed-in user', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ SESSION_MAX_HOURS: '24' });
  });
  afterAll(async () => t.app.close());

  const auditActions = async (action: string) =>
    t.database.db.select().from(auditLog).where(eq(auditLog.action, action));

  it('forbids caching of API answers', async () => {
    const cookie = await signIn(t.app, ADMIN.username, ADMIN.password);
    const me = await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie } });
    expect(me.statusCode).toBe(200);
    expect(me.headers['cache-control']).toBe('no-store');
    const login = await t.app.inject({ method: 'POST', url: '/api/login', payload: ADMIN });
    expect(login.headers['cache-control']).toBe('no-store');
  });

  it('ends a session at its absolute lifetime even while it is in use', async () => {
    const cookie = await signIn(t.app, ADMIN.username, ADMIN.password);
    // Created 25 hours ago and busy ever since: the idle deadline is still ahead.
    await t.database.db
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - 25 * 3600_000), expiresAt: new Date(Date.now() + 3600_000) });
    const response = await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie } });
    expect(response.statusCode).toBe(401);
  });

  it('audits password changes, profile edits and logouts, without passwords or contact values', async () => {
    const person = await createSignedInStaff(t, { name: 'Ira Lockhart', role: 'PA' });
    const headers = { cookie: person.cookie };
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/user/change-password',
      headers,
      payload: { currentPassword: person.password, newPassword: 'Audit-me-2026' },
    });
    expect(changed.statusCode).toBe(200);
    const edited = await t.app.inject({
      method: 'PUT',
      url: '/api/user/profile',
      headers,
      payload: { email: 'ira.private@example.org', phone: '555 222 3333' },
    });
    expect(edited.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/logout', headers })).statusCode).toBe(200);

    const username = person.initialLogin.username;
    const [password] = await auditActions('user.password_changed');
    expect(password).toMatchObject({ username, userId: person.userId, entity: 'user' });
    const [profile] = await auditActions('user.profile_updated');
    expect(profile).toMatchObject({ username, entity: 'staff', details: { fields: ['email', 'phone'] } });
    const [logout] = await auditActions('logout');
    expect(logout).toMatchObject({ username, userId: person.userId });
    const everything = JSON.stringify(await t.database.db.select().from(auditLog));
    expect(everything).not.toContain('Audit-me-2026');
    expect(everything).not.toContain(person.password);
    expect(everything).not.toContain('ira.private@example.org');
  });
});

describe('the built web app in production', () => {
  it('serves scripts but never their source maps', async () => {
    const webDist = mkdtempSync(join(tmpdir(), 'rotawise-web-'));
    mkdirSync(join(webDist, 'assets'));
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Rotawise</title>');
    writeFileSync(join(webDist, 'assets/app.js'), 'console.log(1);\n//# sourceMappingURL=app.js.map');
    writeFileSync(join(webDist, 'assets/app.js.map'), '{"version":3,"sourcesContent":["secret source"]}');
    const t = await buildTestApp({ NODE_ENV: 'production', WEB_DIST: webDist });
    try {
      expect((await t.app.inject({ method: 'GET', url: '/assets/app.js' })).statusCode).toBe(200);
      const map = await t.app.inject({ method: 'GET', url: '/assets/app.js.map' });
      expect(map.statusCode).toBe(404);
      expect(map.body).not.toContain('secret source');
    } finally {
      await t.app.close();
    }
  });
});
