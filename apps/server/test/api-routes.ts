import type { FastifyInstance } from 'fastify';
import {
  monthlyRequests,
  registrationRequests,
  shiftTypes,
  staff,
  standingPreferences,
  tier1Rules,
  vacationRequests,
} from '../src/db/schema.js';
import type { AccessKind } from '../src/plugins/access.js';
import type { TestApp } from './helper.js';
import type { createCast } from './people.js';

/**
 * What the authorization matrix and the bad-input fuzz test share: the /api routes as the app itself
 * lists them, the cast of callers, real records for the routes that need an id, and a plausible request
 * for every route.
 */

export interface ApiRoute {
  key: string;
  method: string;
  /** The route's path as registered, with its `:params`. */
  path: string;
  access: AccessKind;
}

/** Every /api route the app registered (its onRoute hook records them), logout last. */
export function apiRoutes(app: FastifyInstance): ApiRoute[] {
  const byKey = new Map<string, ApiRoute>();
  for (const r of app.routeAccess)
    byKey.set(`${r.method} ${r.url}`, {
      key: `${r.method} ${r.url}`,
      method: r.method,
      path: r.url,
      access: r.access,
    });
  return (
    [...byKey.values()]
      .filter((r) => r.method !== 'HEAD')
      // The API viewer serves one route per bundled file; its wildcard route stands for them all.
      .filter((r) => !(r.key.includes(' /api/docs/static/') && !r.key.endsWith('*')))
      // Logging out ends the caller's session: it goes last.
      .sort((a, b) => Number(a.key === 'POST /api/logout') - Number(b.key === 'POST /api/logout'))
  );
}

export type Cast = Awaited<ReturnType<typeof createCast>>;

export type Actor = 'guest' | 'staffA' | 'staffB' | 'admin' | 'owner';
export const ACTORS: Actor[] = ['guest', 'staffA', 'staffB', 'admin', 'owner'];

/** Which actors may pass the access check of each kind (staffA owns the records of ownStaff routes). */
export const ALLOWED: Record<AccessKind, Actor[]> = {
  public: ['guest', 'staffA', 'staffB', 'admin', 'owner'],
  signedIn: ['staffA', 'staffB', 'admin', 'owner'],
  ownStaff: ['staffA', 'admin', 'owner'],
  admin: ['admin', 'owner'],
  owner: ['owner'],
};

export interface Fixture {
  url: string;
  payload?: unknown;
}

export interface FixtureIds {
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
export function fixture(key: string, ids: FixtureIds): Fixture {
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

/** Real records for the routes about one: staffA's requests and preferences, a victim staff member, a rule. */
export async function seedFixtureRecords(t: TestApp, cast: Cast): Promise<Required<FixtureIds>> {
  const { db } = t.database;
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
  // staffA's pending requests: one for the admin's edits and decisions, one staffA may delete.
  const [vacation, toDelete] = await db
    .insert(vacationRequests)
    .values([
      { staffId: cast.staffA.staffId, startDate: '2099-03-01', endDate: '2099-03-02' },
      { staffId: cast.staffA.staffId, startDate: '2099-04-01', endDate: '2099-04-02' },
    ])
    .returning({ id: vacationRequests.id });
  const [monthly] = await db
    .insert(monthlyRequests)
    .values({ staffId: cast.staffA.staffId, year: 2099, month: 1, naturalLanguageRequest: 'matrix' })
    .returning({ id: monthlyRequests.id });
  const [standing] = await db
    .insert(standingPreferences)
    .values({ staffId: cast.staffA.staffId })
    .returning({ id: standingPreferences.id });
  return {
    standingId: standing!.id,
    monthlyRequestId: monthly!.id,
    staffA: cast.staffA.staffId,
    registrationId: reg!.id,
    victimStaffId: victim!.id,
    ruleId: rule!.id,
    vacationId: vacation!.id,
    vacationToDelete: toDelete!.id,
  };
}
