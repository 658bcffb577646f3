import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, signIn, type TestApp } from '../../../test/helper.js';
import { createCast } from '../../../test/people.js';

const person = {
  name: 'Morgan Ellery',
  email: 'morgan.ellery@example.org',
  organization: 'Northgate General',
  department: 'Emergency',
  phoneNumber: '555-010-2030',
};

/** Reads the numbers out of "What is 3 + 7?" the way a person would. */
function solve(question: string): number {
  const [a, b] = question.match(/\d+/g)!.map(Number);
  return a! + b!;
}

describe('registration requests', () => {
  let t: TestApp;
  let cast: Awaited<ReturnType<typeof createCast>>;
  beforeAll(async () => {
    t = await buildTestApp();
    cast = await createCast(t);
  });
  afterAll(async () => t.app.close());

  const challenge = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/register/challenge' })).json() as {
      id: string;
      question: string;
    };

  it('validates every field and names it', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/registration-requests',
      payload: { name: 'M', email: 'nope', organization: 'N', department: 'E', phoneNumber: '123' },
    });
    expect(response.statusCode).toBe(400);
    const { message } = response.json();
    expect(message).toContain('Name must be at least 2 characters');
    expect(message).toContain('email');
  });

  it('requires the server-issued verification and refuses a wrong or replayed answer', async () => {
    const noCaptcha = await t.app.inject({
      method: 'POST',
      url: '/api/registration-requests',
      payload: person,
    });
    expect(noCaptcha.statusCode).toBe(400);
    expect(noCaptcha.json().message).toContain('Please complete the verification.');

    const c = await challenge();
    expect(c.question).toMatch(/^What is \d+ \+ \d+\?$/);
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/registration-requests',
      payload: { ...person, captcha: { id: c.id, answer: solve(c.question) + 1 } },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toContain('Incorrect answer, please try again.');
    // The question was used up by the wrong answer: the right answer to it no longer works.
    const replay = await t.app.inject({
      method: 'POST',
      url: '/api/registration-requests',
      payload: { ...person, captcha: { id: c.id, answer: solve(c.question) } },
    });
    expect(replay.statusCode).toBe(400);
  });

  it('lets only the owner list, count and review, and approving creates a working login once', async () => {
    const c = await challenge();
    const submitted = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { ...person, captcha: { id: c.id, answer: solve(c.question) } },
    });
    expect(submitted.statusCode).toBe(201);
    const { id, username } = submitted.json();
    expect(id).toBeTypeOf('number');
    expect(username).toBe('morgan.ellery');

    for (const who of [cast.guest, cast.staffA, cast.admin]) {
      const headers = who.cookie ? { cookie: who.cookie } : {};
      const list = await t.app.inject({ method: 'GET', url: '/api/registration-requests', headers });
      expect([401, 403]).toContain(list.statusCode);
    }

    const owner = { cookie: cast.owner.cookie };
    const count = await t.app.inject({
      method: 'GET',
      url: '/api/registration-requests/pending-count',
      headers: owner,
    });
    expect(count.json()).toEqual({ count: 1 });
    const list = await t.app.inject({ method: 'GET', url: '/api/registration-requests', headers: owner });
    expect(list.json()[0]).toMatchObject({
      id,
      name: 'Morgan Ellery',
      phone_number: '555-010-2030',
      status: 'pending',
      notes: null,
    });

    const approve = await t.app.inject({
      method: 'PUT',
      url: `/api/registration-requests/${id}/status`,
      headers: owner,
      payload: { status: 'approved', notes: 'Welcome' },
    });
    expect(approve.statusCode).toBe(200);
    const approved = approve.json();
    expect(approved).toMatchObject({ status: 'approved', notes: 'Welcome', reviewed_by: 'admin' });
    expect(approved.initialLogin.username).toBe('morgan.ellery');
    expect(approved.created_staff_id).toBeTypeOf('number');

    const cookie = await signIn(t.app, approved.initialLogin.username, approved.initialLogin.password);
    const me = (await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie } })).json();
    expect(me).toMatchObject({
      username: 'morgan.ellery',
      staffId: approved.created_staff_id,
      staffName: 'Morgan Ellery',
      staffRole: 'PHYSICIAN',
      email: person.email,
      isAdmin: false,
      // The initial password is for handing over: a new one is required at first sign-in.
      mustChangePassword: true,
    });

    // Decided: notes can change, the status cannot, and the login is never shown again.
    const flip = await t.app.inject({
      method: 'PUT',
      url: `/api/registration-requests/${id}/status`,
      headers: owner,
      payload: { status: 'rejected' },
    });
    expect(flip.statusCode).toBe(409);
    const notes = await t.app.inject({
      method: 'PUT',
      url: `/api/registration-requests/${id}/status`,
      headers: owner,
      payload: { status: 'approved', notes: 'Started on nights' },
    });
    expect(notes.statusCode).toBe(200);
    expect(notes.json()).toMatchObject({
      status: 'approved',
      notes: 'Started on nights',
      initialLogin: null,
    });

    const after = await t.app.inject({
      method: 'GET',
      url: '/api/registration-requests/pending-count',
      headers: owner,
    });
    expect(after.json()).toEqual({ count: 0 });

    const audit = (await t.app.inject({ method: 'GET', url: '/api/audit-log', headers: owner })).json() as {
      action: string;
      entityId: string;
      username: string;
    }[];
    expect(audit.find((e) => e.action === 'registration.approved')).toMatchObject({
      entityId: String(id),
      username: 'admin',
    });
  });

  it('answers 404 for an unknown request and 400 for a bad id', async () => {
    const owner = { cookie: cast.owner.cookie };
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: '/api/registration-requests/99999/status',
          headers: owner,
          payload: { status: 'rejected' },
        })
      ).statusCode,
    ).toBe(404);
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/registration-requests/abc/status',
      headers: owner,
      payload: { status: 'rejected' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('id');
  });
});

describe('rate limits of the public registration forms', () => {
  it('answers 429 with a message after five submissions an hour from one address, per form', async () => {
    const t = await buildTestApp();
    try {
      for (const url of ['/api/register', '/api/registration-requests']) {
        const submit = (remoteAddress: string) =>
          t.app.inject({
            method: 'POST',
            url,
            remoteAddress,
            payload: { ...person, captcha: { id: 'guessed', answer: 7 } },
          });
        const statuses: number[] = [];
        for (let i = 0; i < 6; i += 1) statuses.push((await submit('192.0.2.10')).statusCode);
        // The first five are looked at (and refused: the verification is wrong), the sixth is not.
        expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
        const limited = await submit('192.0.2.10');
        expect(limited.json()).toEqual({ message: 'Too many requests, please try again later' });
        expect((await submit('192.0.2.11')).statusCode).toBe(400);
      }
    } finally {
      await t.app.close();
    }
  });

  it('limits the verification questions handed to one address', async () => {
    const t = await buildTestApp();
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 61; i += 1)
        statuses.push(
          (await t.app.inject({ method: 'GET', url: '/api/register/challenge', remoteAddress: '192.0.2.20' }))
            .statusCode,
        );
      expect(statuses.slice(0, 60).every((s) => s === 200)).toBe(true);
      expect(statuses[60]).toBe(429);
      const other = await t.app.inject({
        method: 'GET',
        url: '/api/register/challenge',
        remoteAddress: '192.0.2.21',
      });
      expect(other.statusCode).toBe(200);
    } finally {
      await t.app.close();
    }
  });
});
