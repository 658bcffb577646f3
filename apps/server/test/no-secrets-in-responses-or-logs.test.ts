import { createHash } from 'node:crypto';
import { Writable } from 'node:stream';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { loggerOptions } from '../src/plugins/logging.js';
import { ADMIN, buildTestApp } from './helper.js';

interface Exchange {
  label: string;
  response: LightMyRequestResponse;
}

/**
 * A journey through every place a secret passes (sign-in, a wrong password, registration and its
 * approval, a first password change, a staff login created by an admin, the calendar feed and its reset,
 * logout), with the server logging at its most verbose. Then no log line holds any password, session
 * token, session id or calendar token, and no answer holds one except the one answer meant to hand it out.
 */
describe('secrets in answers and logs', () => {
  it('shows each secret only to whom it is meant for, once, and never logs one', {
    timeout: 120_000,
  }, async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const t = await buildTestApp({}, { logger: { ...loggerOptions({ logLevel: 'trace' }), stream } });
    const exchanges: Exchange[] = [];
    /** The secrets of the run, each with the labels of the answers allowed to show it. */
    const secrets = new Map<string, string[]>();
    const secret = (value: string, ...allowedIn: string[]) => secrets.set(value, allowedIn);

    const call = async (label: string, options: InjectOptions) => {
      const response = await t.app.inject(options);
      exchanges.push({ label, response });
      return response;
    };
    const sessionOf = (response: LightMyRequestResponse) => {
      const token = response.cookies.find((c) => c.name === 'rotawise_session')?.value;
      if (!token) throw new Error(`no session: ${response.body}`);
      // The token, and its hash: the session's id in the database.
      secret(token);
      secret(createHash('sha256').update(token).digest('base64url'));
      return `rotawise_session=${token}`;
    };

    try {
      secret(ADMIN.password);
      const owner = sessionOf(
        await call('owner signs in', { method: 'POST', url: '/api/login', payload: ADMIN }),
      );

      const wrong = 'Wrong-Guess-2026!';
      secret(wrong);
      const refused = await call('wrong password', {
        method: 'POST',
        url: '/api/login',
        payload: { username: ADMIN.username, password: wrong },
      });
      expect(refused.statusCode).toBe(401);

      // Registration, approved by the owner: the approval hands out the initial password, once.
      const challenge = (await call('challenge', { method: 'GET', url: '/api/register/challenge' })).json();
      const [a, b] = (challenge.question as string).match(/\d+/g)!.map(Number);
      const registered = await call('register', {
        method: 'POST',
        url: '/api/register',
        payload: {
          name: 'Rowan Tilley',
          email: 'rowan.tilley@example.org',
          organization: 'Northgate General',
          department: 'Emergency',
          phoneNumber: '555-010-4040',
          captcha: { id: challenge.id, answer: a! + b! },
        },
      });
      expect(registered.statusCode).toBe(201);
      const approved = await call('approval', {
        method: 'PUT',
        url: `/api/registration-requests/${registered.json().id}/status`,
        headers: { cookie: owner },
        payload: { status: 'approved', notes: 'Welcome' },
      });
      expect(approved.statusCode).toBe(200);
      const initial = approved.json().initialLogin as { username: string; password: string };
      secret(initial.password, 'approval');

      const first = sessionOf(
        await call('first sign-in', {
          method: 'POST',
          url: '/api/login',
          payload: { username: initial.username, password: initial.password },
        }),
      );
      const chosen = 'Chosen-Secret-2026';
      secret(chosen);
      const changed = await call('password change', {
        method: 'PUT',
        url: '/api/user/change-password',
        headers: { cookie: first },
        payload: { currentPassword: initial.password, newPassword: chosen },
      });
      expect(changed.statusCode).toBe(200);
      const staff = sessionOf(
        await call('sign-in with the chosen password', {
          method: 'POST',
          url: '/api/login',
          payload: { username: initial.username, password: chosen },
        }),
      );

      // A login created by an admin with a new staff member: its initial password is in that answer only.
      const created = await call('staff created', {
        method: 'POST',
        url: '/api/staff',
        headers: { cookie: owner },
        payload: { name: 'Sasha Brightwater', role: 'PA' },
      });
      expect(created.statusCode).toBe(201);
      const createdLogin = created.json().initialLogin as { username: string; password: string };
      secret(createdLogin.password, 'staff created');
      expect(
        (
          await call('created login signs in', {
            method: 'POST',
            url: '/api/login',
            payload: { username: createdLogin.username, password: createdLogin.password },
          })
        ).statusCode,
      ).toBe(200);

      // The calendar feed: its token is shown to its owner, and is the credential in the feed's address.
      const token = (
        await call('calendar token', {
          method: 'GET',
          url: '/api/calendar/token',
          headers: { cookie: staff },
        })
      ).json().token as string;
      secret(token, 'calendar token');
      const feed = await call('calendar feed', { method: 'GET', url: `/api/calendar/${token}.ics` });
      expect(feed.statusCode).toBe(200);
      const reset = await call('calendar reset', {
        method: 'POST',
        url: '/api/calendar/token/reset',
        headers: { cookie: staff },
      });
      const newToken = reset.json().token as string;
      secret(newToken, 'calendar reset');
      expect((await call('old feed', { method: 'GET', url: `/api/calendar/${token}.ics` })).statusCode).toBe(
        404,
      );
      expect(
        (await call('new feed', { method: 'GET', url: `/api/calendar/${newToken}.ics` })).statusCode,
      ).toBe(200);

      for (const cookie of [staff, owner])
        expect(
          (await call('logout', { method: 'POST', url: '/api/logout', headers: { cookie } })).statusCode,
        ).toBe(200);
    } finally {
      await t.app.close();
    }

    // The log is there and has the requests in it: the check below is not of an empty log.
    expect(lines.length).toBeGreaterThan(exchanges.length);
    // The feed's requests are logged, by their route's pattern.
    expect(lines.join('')).toContain('"url":"/api/calendar/:file"');

    const leaks: string[] = [];
    for (const [value, allowedIn] of secrets) {
      for (const [i, line] of lines.entries())
        if (line.includes(value)) leaks.push(`log line ${i}: ${line.slice(0, 200)}`);
      for (const { label, response } of exchanges) {
        const { 'set-cookie': _cookie, ...headers } = response.headers;
        const shown = `${JSON.stringify(headers)}\n${response.body}`;
        if (shown.includes(value) && !allowedIn.includes(label))
          leaks.push(`answer to "${label}" holds a secret`);
      }
    }
    expect(leaks).toEqual([]);
    // The answers meant to hand out a secret did (the comparison above is not blind).
    for (const [value, allowedIn] of secrets)
      for (const label of allowedIn)
        expect(exchanges.find((e) => e.label === label)?.response.body).toContain(value);
  });
});
