import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helper.js';
import { deleteEndedRateLimits, postgresRateLimitStore } from './rate-limit-store.js';

type Store = InstanceType<ReturnType<typeof postgresRateLimitStore>>;

const incr = (store: Store, key: string, windowMs: number) =>
  new Promise<{ current: number; ttl: number }>((done, fail) =>
    store.incr(key, (error, result) => (error ? fail(error) : done(result!)), windowMs),
  );

// The store serves PostgreSQL only (one process on PGlite counts in memory); its SQL runs on either.
describe('rate-limit counters in the database', () => {
  let ta: TestApp;
  let root: Store;
  beforeAll(async () => {
    ta = await buildTestApp();
    root = new (postgresRateLimitStore(ta.app.ctx.db))();
  });
  afterAll(async () => ta.app.close());

  it('counts hits in a window, starts a new one when it is over, and keeps routes apart', async () => {
    const login = root.child({ routeInfo: { method: 'POST', url: '/api/login' } });
    const first = await incr(login, '10.0.0.1|ann', 60_000);
    expect(first.current).toBe(1);
    expect(first.ttl).toBeGreaterThan(55_000);
    expect(first.ttl).toBeLessThanOrEqual(60_000);
    expect((await incr(login, '10.0.0.1|ann', 60_000)).current).toBe(2);
    // Another caller, another route, and a limiter made without a route: counted apart.
    expect((await incr(login, '10.0.0.2|ann', 60_000)).current).toBe(1);
    const register = root.child({ routeInfo: { method: 'POST', url: '/api/register' } });
    expect((await incr(register, '10.0.0.1|ann', 60_000)).current).toBe(1);
    const unnamed = [root.child({ routeInfo: {} }), root.child({ routeInfo: {} })];
    expect((await incr(unnamed[0]!, '10.0.0.1', 60_000)).current).toBe(1);
    expect((await incr(unnamed[1]!, '10.0.0.1', 60_000)).current).toBe(1);

    const short = root.child({ routeInfo: { method: 'GET', url: '/short' } });
    expect((await incr(short, 'k', 200)).current).toBe(1);
    expect((await incr(short, 'k', 200)).current).toBe(2);
    await new Promise((r) => setTimeout(r, 300));
    expect((await incr(short, 'k', 200)).current).toBe(1);
  });

  it('removes ended windows and keeps running ones', async () => {
    const store = root.child({ routeInfo: { method: 'GET', url: '/sweep' } });
    await incr(store, 'ended', 1);
    await incr(store, 'running', 60_000);
    await new Promise((r) => setTimeout(r, 20));
    await deleteEndedRateLimits(ta.app.ctx.db);
    expect((await incr(store, 'ended', 60_000)).current).toBe(1);
    expect((await incr(store, 'running', 60_000)).current).toBe(2);
  });
});
