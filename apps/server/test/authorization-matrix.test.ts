import { MESSAGES } from '@rotawise/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccessKind } from '../src/plugins/access.js';
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

type Actor = 'guest' | 'staffA' | 'staffB' | 'admin' | 'owner';
const ACTORS: Actor[] = ['guest', 'staffA', 'staffB', 'admin', 'owner'];

/** Which actors may pass the access check of each kind (staffA owns the records of ownStaff routes). */
const ALLOWED: Record<AccessKind, Actor[]> = {
  public: ['guest', 'staffA', 'staffB', 'admin', 'owner'],
  signedIn: ['staffA', 'staffB', 'admin', 'owner'],
  ownStaff: ['staffA', 'admin', 'owner'],
  admin: ['admin', 'owner'],
  owner: ['owner'],
};

interface Fixture {
  url: string;
  payload?: unknown;
}

interface FixtureIds {
  staffA: number;
  registrationId: number;
  vacationId?: number;
  vacationToDelete?: number;
  /** staffA's monthly request and standing preferences. */
  monthlyRequestId?: number;
  standingId?: number;
  /** A staff member kept for DELETE /api/staff/:id, and a rule for the rule routes. */
  victimStaffId: number;
  ruleId: number;
}

/** The id each `:id` route is about. */
function idFor(path: string, ids: FixtureIds): number {
  if (path.startsWith('/api/staff/')) return ids.victimStaffId;
  if (path.startsWith('/api/tier1-rules/')) return ids.ruleId;
  return ids.registrationId;
}

const matrixShift = {
  name: 'Matrix shift',
  displayName: 'MX',
  startTime: '07:00',
  duration: 8,
};

/** A plausible request for each route; ids point at real records owned by staffA where a route needs one. */
function fixture(key: string, ids: FixtureIds): Fixture {
  const [, path] = key.split(' ') as [string, string];
  const id = key.startsWith('PUT /api/standing-preferences/')
    ? ids.standingId
    : key.startsWith('DELETE /api/vacation-requests/')
      ? ids.vacationToDelete
      : key.includes('/api/vacation-requests/:id')
        ? ids.vacationId
        : idFor(path, ids);
  const url = path
    .replace(':id', String(id))
    .replace(':start', '2099-01-01')
    .replace(':end', '2099-01-31')
    .replace(':year', '2099')
    .replace(':month', '1')
    .replace(':shiftId', 'MATRIX_SHIFT')
    .replace(':day', 'MON')
    .replace(':staffId', String(ids.staffA))
    .replace(':requestId', String(ids.monthlyRequestId ?? ids.registrationId))
    .replace('/*', '/index.html');
  const queries: Record<string, string> = {
    'GET /api/daily-requests': `?staffId=${ids.staffA}&year=2099&month=1`,
    'GET /api/monthly-requests': '?year=2099&month=1',
  };
  const payloads: Record<string, unknown> = {
    'POST /api/login': { username: 'nobody-here', password: 'wrong-password' },
    'PUT /api/user/change-password': { currentPassword: 'not-it', newPassword: 'irrelevant-1' },
    'PUT /api/user/profile': { phone: '555-000-1111' },
    'PUT /api/user/dashboard-widgets': [
      { id: 'w1', type: 'UPCOMING_SHIFTS', position: { x: 0, y: 0, w: 1, h: 1 } },
    ],
    'POST /api/register': {
      name: 'X Y',
      email: 'x@y.org',
      organization: 'Org',
      department: 'Dep',
      phoneNumber: '5550001111',
      captcha: { id: 'none', answer: 2 },
    },
    'POST /api/registration-requests': {
      name: 'X Y',
      email: 'x@y.org',
      organization: 'Org',
      department: 'Dep',
      phoneNumber: '5550001111',
      captcha: { id: 'none', answer: 2 },
    },
    'PUT /api/registration-requests/:id/status': { status: 'pending', notes: 'matrix' },
    'POST /api/interpret': { text: 'no nights', year: 2026, month: 12 },
    'POST /api/vacation-requests': { staffId: ids.staffA, startDate: '2099-01-10', endDate: '2099-01-12' },
    'PUT /api/vacation-requests/:id': { startDate: '2099-02-01', endDate: '2099-02-03' },
    'POST /api/vacation-requests/:id/approve': { notes: 'matrix' },
    'POST /api/vacation-requests/:id/deny': { notes: 'matrix' },
    // Out of the accepted years: the access check passes or refuses, and no run starts.
    'POST /api/schedules/generate': { year: 2099, month: 1 },
    // An unknown person: the access check passes or refuses, and nothing is stored.
    'POST /api/schedules/entries': { date: '2026-01-05', shiftType: 'MATRIX_SHIFT', staffId: 2_000_000 },
    'POST /api/staff': { name: 'Matrix Newcomer', role: 'PA' },
    'PUT /api/staff/:id': { name: 'Matrix Victim', role: 'PHYSICIAN' },
    'POST /api/shifts': { ...matrixShift, id: 'MATRIX_NEW' },
    'PUT /api/shifts/:shiftId': matrixShift,
    'PUT /api/weekly-schedule/:day': [{ shiftType: 'MATRIX_SHIFT', count: 1 }],
    'POST /api/tier1-rules': {
      ruleName: 'Rest',
      ruleDescription: 'At least 11 hours of rest between shifts',
    },
    'PUT /api/tier1-rules/:id': {
      ruleName: 'Rest',
      ruleDescription: 'At least 12 hours of rest between shifts',
    },
    'PUT /api/preferences/:staffId': { min_shifts: 5, max_shifts: 14 },
    'POST /api/daily-requests': { staffId: ids.staffA, date: '2099-01-05', mode: 'day_off' },
    'PUT /api/monthly-requests/:requestId/status': { status: 'pending' },
    'POST /api/standing-preferences': { staffId: ids.staffA },
    'PUT /api/standing-preferences/:id': { naturalLanguagePreferences: 'matrix' },
    'POST /api/execute-raw-sql': {
      operationType: 'GET_MONTHLY_REQUEST_TEXT',
      staffId: ids.staffA,
      year: 2099,
      month: 1,
    },
  };
  return { url: url + (queries[key] ?? ''), payload: payloads[key] };
}

describe('authorization matrix: every /api route, every kind of caller', () => {
  let t: TestApp;
  let cast: Awaited<ReturnType<typeof createCast>>;
  let routes: { key: string; method: string; access: AccessKind }[];

  beforeAll(async () => {
    t = await buildTestApp();
    cast = await createCast(t);
    const byKey = new Map<string, { key: string; method: string; access: AccessKind }>();
    for (const r of t.app.routeAccess)
      byKey.set(`${r.method} ${r.url}`, { key: `${r.method} ${r.url}`, method: r.method, access: r.access });
    routes = [...byKey.values()]
      .filter((r) => r.method !== 'HEAD')
      // The API viewer serves one route per bundled file; its wildcard route stands for them all.
      .filter((r) => !(r.key.includes(' /api/docs/static/') && !r.key.endsWith('*')))
      // Logging out ends the caller's session: it goes last.
      .sort((a, b) => Number(a.key === 'POST /api/logout') - Number(b.key === 'POST /api/logout'));
  });
  afterAll(async () => t.app.close());

  it('declares exactly the expected access for every route, and nothing unlisted', () => {
    const actual = Object.fromEntries(routes.map((r) => [r.key, r.access]));
    expect(actual).toEqual(EXPECTED);
  });

  it('lets through exactly the callers each rule allows', async () => {
    const { db } = t.database;
    const { registrationRequests } = await import('../src/db/schema.js');
    const [reg] = await db
      .insert(registrationRequests)
      .values({
        name: 'Matrix Person',
        email: 'm@p.org',
        organization: 'Org',
        department: 'Dep',
        phoneNumber: '5550001111',
      })
      .returning({ id: registrationRequests.id });
    const { shiftTypes, staff, tier1Rules } = await import('../src/db/schema.js');
    const [victim] = await db.insert(staff).values({ name: 'Matrix Victim' }).returning({ id: staff.id });
    await db.insert(shiftTypes).values({
      id: 'MATRIX_SHIFT',
      name: 'Matrix shift',
      displayName: 'MX',
      startTime: '07:00',
      durationMinutes: 480,
      eligibleRoles: ['PHYSICIAN'],
    });
    const [rule] = await db
      .insert(tier1Rules)
      .values({ ruleName: 'Matrix rule', ruleDescription: 'At most 5 days in a row' })
      .returning({ id: tier1Rules.id });
    const { vacationRequests } = await import('../src/db/schema.js');
    // staffA's pending requests: one for the admin's edits and decisions, one staffA may delete.
    const [vacation, toDelete] = await db
      .insert(vacationRequests)
      .values([
        { staffId: cast.staffA.staffId, startDate: '2099-03-01', endDate: '2099-03-02' },
        { staffId: cast.staffA.staffId, startDate: '2099-04-01', endDate: '2099-04-02' },
      ])
      .returning({ id: vacationRequests.id });
    const { monthlyRequests } = await import('../src/db/schema.js');
    const [monthly] = await db
      .insert(monthlyRequests)
      .values({ staffId: cast.staffA.staffId, year: 2099, month: 1, naturalLanguageRequest: 'matrix' })
      .returning({ id: monthlyRequests.id });
    const { standingPreferences } = await import('../src/db/schema.js');
    const [standing] = await db
      .insert(standingPreferences)
      .values({ staffId: cast.staffA.staffId })
      .returning({ id: standingPreferences.id });
    const ids = {
      standingId: standing!.id,
      monthlyRequestId: monthly!.id,
      staffA: cast.staffA.staffId,
      registrationId: reg!.id,
      victimStaffId: victim!.id,
      ruleId: rule!.id,
      vacationId: vacation!.id,
      vacationToDelete: toDelete!.id,
    };

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
