import { createStaffWithLogin, type NewStaffMember } from '../src/features/staff/staff-accounts.js';
import type { TestApp } from './helper.js';
import { ADMIN, signIn } from './helper.js';

/** Creates a staff member with a login the way staff management does, and signs them in. */
export async function createSignedInStaff(t: TestApp, member: NewStaffMember) {
  const created = await t.database.db.transaction((tx) => createStaffWithLogin(tx, member));
  const cookie = await signIn(t.app, created.initialLogin.username, created.initialLogin.password);
  return { ...created, cookie };
}

/** The cast of the authorization matrix: a guest, two staff members, an admin who is not the owner, the owner. */
export async function createCast(t: TestApp) {
  const staffA = await createSignedInStaff(t, { name: 'Avery Quill', role: 'PHYSICIAN' });
  const staffB = await createSignedInStaff(t, { name: 'Blair Fenwick', role: 'PA' });
  const admin = await createSignedInStaff(t, { name: 'Casey Marlow', role: 'SCHEDULER', isAdmin: true });
  const owner = { cookie: await signIn(t.app, ADMIN.username, ADMIN.password) };
  return { guest: { cookie: null }, staffA, staffB, admin, owner };
}
