import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, buildTestApp, signIn, type TestApp } from '../../test/helper.js';
import { createSignedInStaff } from '../../test/people.js';

// Concurrent requests share one session lookup (session.ts): each must still be answered as its own caller.
describe('session lookups of concurrent requests', () => {
  let t: TestApp;
  const people: { username: string; cookie: string }[] = [];
  beforeAll(async () => {
    t = await buildTestApp();
    for (const name of ['Avery Quill', 'Blair Fenwick', 'Casey Marlow', 'Devon Ashby']) {
      const person = await createSignedInStaff(t, { name, role: 'PHYSICIAN' });
      people.push({ username: person.initialLogin.username, cookie: person.cookie });
    }
    people.push({ username: ADMIN.username, cookie: await signIn(t.app, ADMIN.username, ADMIN.password) });
  });
  afterAll(async () => {
    await t.app.close();
  });

  const me = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie } });

  it('answers each of many requests sent at once as the person whose cookie it carries', async () => {
    const order = Array.from({ length: 40 }, (_, i) => people[(i * 3) % people.length]!);
    const answers = await Promise.all(order.map((p) => me(p.cookie)));
    expect(answers.map((a) => a.json().username)).toEqual(order.map((p) => p.username));
  });

  it('refuses a logged-out session among live ones sent at once, and at once after the logout', async () => {
    const [gone, ...kept] = people;
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie: gone!.cookie } }))
        .statusCode,
    ).toBeLessThan(300);
    const answers = await Promise.all([gone!, ...kept, gone!].map((p) => me(p.cookie)));
    expect(answers.map((a) => a.statusCode)).toEqual([401, ...kept.map(() => 200), 401]);
    expect(answers.slice(1, -1).map((a) => a.json().username)).toEqual(kept.map((p) => p.username));
  });

  it('ends a session at once for requests sent while the logout is under way', async () => {
    const person = people[1]!;
    // Reads of the session in flight while it is logged out: the first read after the logout's answer
    // must not be served by a lookup that started before it.
    const before = Array.from({ length: 10 }, () => me(person.cookie));
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { cookie: person.cookie },
    });
    expect(logout.statusCode).toBeLessThan(300);
    expect((await me(person.cookie)).statusCode).toBe(401);
    for (const answer of await Promise.all(before)) expect([200, 401]).toContain(answer.statusCode);
  });
});
