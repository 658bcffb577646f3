import { and, eq } from 'drizzle-orm';
import * as schema from '../src/db/schema.js';
import type { DemoLogin } from '../src/db/seed/demo-department.js';
import { createStaffWithLogin, type NewStaffMember } from '../src/features/staff/staff-accounts.js';
import type { TestApp } from './helper.js';
import { ADMIN, signIn } from './helper.js';

/**
 * Creates a staff member with a login the way staff management does, signs them in and sets their own
 * password, as the first sign-in requires; `password` is the one they chose.
 */
export async function createSignedInStaff(t: TestApp, member: NewStaffMember) {
  const created = await t.database.db.transaction((tx) => createStaffWithLogin(tx, member));
  const cookie = await signIn(t.app, created.initialLogin.username, created.initialLogin.password);
  const password = `${created.initialLogin.password}-own`;
  const changed = await t.app.inject({
    method: 'PUT',
    url: '/api/user/change-password',
    headers: { cookie },
    payload: { currentPassword: created.initialLogin.password, newPassword: password },
  });
  if (changed.statusCode !== 200) throw new Error(`password change failed: ${changed.body}`);
  return { ...created, cookie, password };
}

/** The cast of the authorization matrix: a guest, two staff members, an admin who is not the owner, the owner. */
export async function createCast(t: TestApp) {
  const staffA = await createSignedInStaff(t, { name: 'Avery Quill', role: 'PHYSICIAN' });
  const staffB = await createSignedInStaff(t, { name: 'Blair Fenwick', role: 'PA' });
  const admin = await createSignedInStaff(t, { name: 'Casey Marlow', role: 'SCHEDULER', isAdmin: true });
  const owner = { cookie: await signIn(t.app, ADMIN.username, ADMIN.password) };
  return { guest: { cookie: null }, staffA, staffB, admin, owner };
}

/**
 * A demo physician who is not an admin (and, with `notDirector`, not a director), signed in with the password
 * the seed gave them.
 */
export async function signInDemoPhysician(
  t: TestApp,
  logins: readonly DemoLogin[],
  options: { notDirector?: boolean } = {},
) {
  const { users, staff } = schema;
  const [login] = await t.app.ctx.db
    .select({ username: users.username, staffId: users.staffId, name: staff.name })
    .from(users)
    .innerJoin(staff, eq(staff.id, users.staffId))
    .where(
      and(
        eq(staff.role, 'PHYSICIAN'),
        eq(users.isAdmin, false),
        ...(options.notDirector ? [eq(staff.isDirector, false)] : []),
      ),
    )
    .limit(1);
  const password = logins.find((l) => l.username === login?.username)?.password;
  if (!login?.staffId || !password)
    throw new Error('the demo department has no physician login to sign in as');
  return { staffId: login.staffId, name: login.name, cookie: await signIn(t.app, login.username, password) };
}
