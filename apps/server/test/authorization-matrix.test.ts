import { MESSAGES } from '@rotawise/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccessKind } from '../src/plugins/access.js';
import {
  ACTORS,
  ALLOWED,
  type ApiRoute,
  apiRoutes,
  type Cast,
  fixture,
  seedFixtureRecords,
} from './api-routes.js';
import { ADMIN, buildTestApp, signIn, type TestApp } from './helper.js';
import { createCast } from './people.js';

/**
 * The access every /api route must have. A route added to the server without a line here fails the
 * first test, and a route without `config.access` cannot even be registered.
 */
const EXPECTED: Record<string, AccessKind> = {
  'GET /api/health': 'public',
  'POST /api/login': 'public',
  'POST /api/logout': 'public',
  'GET /api/user': 'signedIn',
  'PUT /api/user/change-password': 'signedIn',
  'PUT /api/user/profile': 'signedIn',
  'PUT /api/user/dashboard-widgets': 'signedIn',
  'GET /api/register/challenge': 'public',
  'POST /api/register': 'public',
  'POST /api/registration-requests': 'public',
  'GET /api/registration-requests': 'owner',
  'GET /api/registration-requests/pending-count': 'owner',
  'PUT /api/registration-requests/:id/status': 'owner',
  'GET /api/audit-log': 'admin',
  'POST /api/interpret': 'signedIn',
  'GET /api/vacation-requests': 'signedIn',
  'POST /api/vacation-requests': 'ownStaff',
  'PUT /api/vacation-requests/:id': 'admin',
  'POST /api/vacation-requests/:id/approve': 'admin',
  'POST /api/vacation-requests/:id/deny': 'admin',
  'DELETE /api/vacation-requests/:id': 'ownStaff',
  'GET /api/vacation-requests/date-range/:start/:end': 'signedIn',
  'GET /api/vacation-requests/month/:year/:month': 'signedIn',
  'POST /api/schedules/generate': 'admin',
  'GET /api/generate-schedule-weekly': 'admin',
  'GET /api/generation-sessions/active': 'admin',
  'POST /api/generation-sessions/:id/cancel': 'admin',
  'GET /api/schedules/month/:year/:month': 'signedIn',
  'GET /api/schedules/staff/:staffId': 'signedIn',
  'GET /api/schedules/stats/:year/:month': 'signedIn',
  'GET /api/schedules/explanation/:year/:month': 'signedIn',
  'POST /api/schedules/publish/:year/:month': 'admin',
  'DELETE /api/schedules/clear/:year/:month': 'admin',
  'GET /api/schedules/export/:year/:month': 'signedIn',
  'POST /api/schedules/entries': 'admin',
  'DELETE /api/schedules/entries/:id': 'admin',
  'GET /api/calendar/token': 'signedIn',
  'POST /api/calendar/token/reset': 'signedIn',
  'GET /api/calendar/:file': 'public',
  'GET /api/staff': 'signedIn',
  'GET /api/staff/:id': 'signedIn',
  'POST /api/staff': 'admin',
  'PUT /api/staff/:id': 'admin',
  'DELETE /api/staff/:id': 'admin',
  'GET /api/shifts': 'signedIn',
  'POST /api/shifts': 'admin',
  'PUT /api/shifts/:shiftId': 'admin',
  'DELETE /api/shifts/:shiftId': 'admin',
  'GET /api/weekly-schedule': 'signedIn',
  'GET /api/weekly-schedule/capacity': 'admin',
  'PUT /api/weekly-schedule/:day': 'admin',
  'GET /api/tier1-rules': 'signedIn',
  'POST /api/tier1-rules': 'admin',
  'PUT /api/tier1-rules/:id': 'admin',
  'DELETE /api/tier1-rules/:id': 'admin',
  'GET /api/preferences/:staffId': 'ownStaff',
  'PUT /api/preferences/:staffId': 'admin',
  'GET /api/standing-preferences/:staffId': 'ownStaff',
  'GET /api/daily-requests': 'ownStaff',
  'POST /api/daily-requests': 'ownStaff',
  'GET /api/daily-requests/:requestId': 'ownStaff',
  'GET /api/monthly-requests/:staffId': 'ownStaff',
  'GET /api/monthly-requests': 'admin',
  'PUT /api/monthly-requests/:requestId/status': 'admin',
  'GET /api/monthly-request-details/:requestId': 'admin',
  'POST /api/execute-raw-sql': 'ownStaff',
  'POST /api/standing-preferences': 'ownStaff',
  'PUT /api/standing-preferences/:id': 'ownStaff',
  'GET /api/docs': 'public',
  'GET /api/docs/json': 'public',
  'GET /api/docs/yaml': 'public',
  'GET /api/docs/static/*': 'public',
};

describe('authorization matrix: every /api route, every kind of caller', () => {
  let t: TestApp;
  let cast: Cast;
  let routes: ApiRoute[];

  beforeAll(async () => {
    t = await buildTestApp();
    cast = await createCast(t);
    routes = apiRoutes(t.app);
  });
  afterAll(async () => t.app.close());

  it('declares exactly the expected access for every route, and nothing unlisted', () => {
    const actual = Object.fromEntries(routes.map((r) => [r.key, r.access]));
    expect(actual).toEqual(EXPECTED);
  });

  it('lets through exactly the callers each rule allows', async () => {
    const ids = await seedFixtureRecords(t, cast);

    const failures: string[] = [];
    for (const route of routes) {
      const { url, payload } = fixture(route.key, ids);
      for (const actor of ACTORS) {
        const cookie = cast[actor].cookie;
        const response = await t.app.inject({
          method: route.method as 'GET',
          url,
          ...(payload !== undefined ? { payload: payload as object } : {}),
          headers: cookie ? { cookie } : {},
        });
        const allowed = ALLOWED[route.access].includes(actor);
        const status = response.statusCode;
        const message =
          status === 401 || status === 403 ? (response.json() as { message?: string }).message : undefined;
        // A refusal by the access rule, told apart from a route's own 401/403 (a wrong password, say).
        const refused =
          (status === 401 && message === MESSAGES.notSignedIn) ||
          (status === 403 && message === MESSAGES.forbidden);
        const ok = allowed ? !refused && status < 500 : refused && status === (actor === 'guest' ? 401 : 403);
        if (!ok)
          failures.push(
            `${route.key} as ${actor}: ${status} (${allowed ? 'should pass' : 'should be refused'})`,
          );
      }
    }
    expect(failures).toEqual([]);
  });

  it('never answers 500 to bad input on any route, whoever sends it', async () => {
    const junkBodies: unknown[] = [
      {},
      [],
      'text',
      42,
      null,
      { id: -1, status: 'maybe', text: 12, year: 'x' },
      { username: { $ne: 1 } },
      // Text PostgreSQL refuses: a NUL and lone surrogates, as whole bodies and in common fields.
      '\u0000',
      '\ud800',
      {
        username: 'ad\u0000min',
        password: '\udc00secret',
        text: 'a\u0000',
        notes: '\ud800',
        name: 'x\udfff',
      },
      [{ id: '\u0000', type: 'UPCOMING_SHIFTS', position: { x: 0, y: 0, w: 1, h: 1 } }],
    ];
    const junkIds = ['0', '-5', '1e99', '99999999999999', 'abc', '%00', '%ED%A0%80'];
    // The previous test ended with everyone logging out: the owner signs in again.
    const ownerCookie = await signIn(t.app, ADMIN.username, ADMIN.password);
    const failures: string[] = [];
    for (const route of routes) {
      const urls = route.key.includes(':')
        ? junkIds.map((id) => route.key.split(' ')[1]!.replace(/:\w+/g, id))
        : [route.key.split(' ')[1]!];
      for (const url of urls) {
        for (const body of route.method === 'GET'
          ? [undefined]
          : [
              ...junkBodies,
              fixture(route.key, { staffA: 1, registrationId: 1, victimStaffId: 1, ruleId: 1 }).payload ?? {},
            ]) {
          for (const actor of ['guest', 'owner'] as const) {
            const cookie = actor === 'owner' ? ownerCookie : null;
            const response = await t.app.inject({
              method: route.method as 'POST',
              url: url.replace('/*', '/x'),
              ...(body !== undefined
                ? {
                    payload: JSON.stringify(body),
                    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
                  }
                : { headers: cookie ? { cookie } : {} }),
            });
            if (response.statusCode >= 500)
              failures.push(
                `${route.key} ${url} ${JSON.stringify(body)} as ${actor}: ${response.statusCode} ${response.body}`,
              );
            if (response.body.includes('    at ')) failures.push(`${route.key} leaked a stack trace`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('answers 400 naming the field for NUL and lone-surrogate text in any string, on every route', async () => {
    const ownerCookie = await signIn(t.app, ADMIN.username, ADMIN.password);
    // Generic junk for routes without a fixture: common field names, each poisoned.
    const generic = {
      name: 'a\u0000b',
      text: '\ud800x',
      notes: 'x\udc00',
      username: 'a\u0000bc',
      id: '\u0000',
    };
    const failures: string[] = [];
    let address = 0;
    const send = (method: string, url: string, body: unknown, cookie: string | null) =>
      t.app.inject({
        method: method as 'POST',
        url,
        // A fresh address per request, so no rate limit answers before the schema does.
        remoteAddress: `10.77.${Math.floor(address / 250)}.${(address++ % 250) + 1}`,
        ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
        headers: {
          ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
          ...(cookie ? { cookie } : {}),
        },
      });
    for (const route of routes) {
      if (route.key === 'POST /api/logout') continue;
      const ids = {
        staffA: 1,
        registrationId: 1,
        victimStaffId: 1,
        ruleId: 1,
        vacationId: 1,
        vacationToDelete: 1,
        monthlyRequestId: 1,
        standingId: 1,
      };
      // The fixture's URL: its path parameters are well formed, so the body is what the schema refuses.
      const path = fixture(route.key, ids).url.replace('/*', '/x');
      // Query strings: a NUL and an encoded lone surrogate in every route's query.
      for (const query of ['?limit=%00&q=%00', '?q=%ED%A0%80']) {
        for (const cookie of [null, ownerCookie]) {
          const response = await send(route.method, `${path}${query}`, undefined, cookie);
          if (response.statusCode >= 500) failures.push(`${route.key}${query}: ${response.statusCode}`);
        }
      }
      if (route.method === 'GET') continue;
      const payload = fixture(route.key, {
        staffA: 1,
        registrationId: 1,
        victimStaffId: 1,
        ruleId: 1,
      }).payload;
      for (const [field, poisoned] of poisonedVariants(payload)) {
        const response = await send(route.method, path, poisoned, ownerCookie);
        const message = String((response.json() as { message?: unknown }).message);
        if (response.statusCode !== 400 || !message.includes(field))
          failures.push(`${route.key} with poisoned ${field}: ${response.statusCode} ${message}`);
      }
      for (const cookie of [null, ownerCookie]) {
        const response = await send(route.method, path, generic, cookie);
        if (response.statusCode >= 500) failures.push(`${route.key} generic junk: ${response.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
  });
});

/** For each string in a payload: its field name and copies with a NUL, a lone high and a lone low surrogate. */
function poisonedVariants(payload: unknown): [string, unknown][] {
  const out: [string, unknown][] = [];
  const walk = (value: unknown, replace: (v: unknown) => unknown, field: string) => {
    if (typeof value === 'string') {
      for (const bad of [`${value}\u0000`, `\ud800${value}`, `${value}\udfff`])
        out.push([field, replace(bad)]);
    } else if (Array.isArray(value)) {
      for (const [i, item] of value.entries())
        walk(item, (v) => replace(value.map((x, j) => (j === i ? v : x))), field);
    } else if (value && typeof value === 'object') {
      for (const [key, item] of Object.entries(value))
        walk(item, (v) => replace({ ...value, [key]: v }), key);
    }
  };
  walk(payload, (v) => v, 'body');
  return out;
}
