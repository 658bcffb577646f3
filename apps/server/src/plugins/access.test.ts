import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { access, enforceAccess } from './access.js';

describe('enforceAccess', () => {
  it('refuses to register an /api route that declares no access rule', async () => {
    const app = Fastify();
    app.decorateRequest('user', null);
    enforceAccess(app);
    expect(() => app.get('/api/forgotten', async () => ({}))).toThrow(/has no access rule/);
    await app.close();
  });

  it('records the declared rule of every /api route and ignores other paths', async () => {
    const app = Fastify();
    app.decorateRequest('user', null);
    enforceAccess(app);
    app.get('/api/things', { config: { access: access.admin } }, async () => ({}));
    app.get('/not-api', async () => 'ok');
    await app.ready();
    expect(app.routeAccess).toContainEqual({ method: 'GET', url: '/api/things', access: 'admin' });
    expect(app.routeAccess.some((r) => r.url === '/not-api')).toBe(false);
    await app.close();
  });
});
