import { readRule } from '@rotawise/engine';
import { asc, count, eq, sql } from 'drizzle-orm';
import { generatePassword, hashPassword } from '../../lib/password.js';
import type { Database, Queryable, Transaction } from '../client.js';
import * as t from '../schema.js';
import { buildDemoData, type DemoData } from './demo-data.js';
import { WEEKDAYS } from './demo-template.js';

/** A demo login as the first start's console shows it, the only time its password is ever shown. */
export interface DemoLogin {
  username: string;
  password: string;
  name: string;
  role: string;
  isAdmin: boolean;
}

/** One random password per demo person, hashed outside the transaction (scrypt is slow on purpose). */
async function demoPasswords(data: DemoData): Promise<{ password: string; hash: string }[]> {
  return Promise.all(
    data.people.map(async () => {
      const password = generatePassword(12);
      return { password, hash: await hashPassword(password) };
    }),
  );
}

async function staffIsEmpty(q: Queryable): Promise<boolean> {
  const [row] = await q.select({ n: count() }).from(t.staff);
  return (row?.n ?? 0) === 0;
}

/**
 * Seeds the demo emergency department into a database without staff (returns null and writes nothing
 * otherwise). One transaction, one multi-row insert per table. Every staff member gets a login
 * (firstname.lastname) with a random password of their own, returned here to be shown once on the
 * console: no demo login ever has a known or shared password.
 */
export async function seedDemoDepartment(
  db: Database,
  options: { today: Date },
): Promise<DemoLogin[] | null> {
  if (!(await staffIsEmpty(db))) return null;
  const data = buildDemoData(options.today);
  const passwords = await demoPasswords(data);
  return db.transaction(async (tx) => {
    // Two processes starting on one empty database: the second waits here, then finds the staff.
    await tx.execute(sql`lock table ${t.staff} in share row exclusive mode`);
    if (!(await staffIsEmpty(tx))) return null;
    return insertDemo(tx, data, passwords);
  });
}

/** A username not taken yet: firstname.lastname, then firstname.lastname2, 3, ... */
function uniqueUsername(wanted: string, taken: Set<string>): string {
  let candidate = wanted;
  for (let n = 2; taken.has(candidate); n++) candidate = `${wanted}${n}`;
  taken.add(candidate);
  return candidate;
}

function idOf(ids: Map<string, number>, name: string): number {
  const id = ids.get(name);
  if (id === undefined) throw new Error(`demo seed: unknown staff member ${name}`);
  return id;
}

async function insertDemo(
  tx: Transaction,
  data: DemoData,
  passwords: { password: string; hash: string }[],
): Promise<DemoLogin[]> {
  const [firstAdmin] = await tx
    .select({ id: t.users.id })
    .from(t.users)
    .where(eq(t.users.isAdmin, true))
    .orderBy(asc(t.users.id))
    .limit(1);
  const taken = new Set(
    (await tx.select({ username: t.users.username }).from(t.users)).map((u) => u.username),
  );

  const staffRows = await tx
    .insert(t.staff)
    .values(
      data.people.map((p) => ({
        name: p.name,
        role: p.role,
        isDirector: p.isDirector,
        isAdmin: p.isAdmin,
        email: p.email,
        phone: p.phone,
      })),
    )
    .returning({ id: t.staff.id, name: t.staff.name });
  const staffIds = new Map(staffRows.map((r) => [r.name, r.id]));

  const logins: DemoLogin[] = data.people.map((p, i) => ({
    username: uniqueUsername(p.username, taken),
    password: passwords[i]!.password,
    name: p.name,
    role: p.role,
    isAdmin: p.isAdmin,
  }));
  const userRows = await tx
    .insert(t.users)
    .values(
      data.people.map((p, i) => ({
        username: logins[i]!.username,
        passwordHash: passwords[i]!.hash,
        staffId: idOf(staffIds, p.name),
        isAdmin: p.isAdmin,
      })),
    )
    .returning({ id: t.users.id, staffId: t.users.staffId });
  // Decisions are the first admin's; without one (a bare database), the demo scheduler's.
  const schedulerStaffId = staffIds.get(data.people.find((p) => p.isAdmin)?.name ?? '');
  const reviewerId = firstAdmin?.id ?? userRows.find((u) => u.staffId === schedulerStaffId)?.id ?? null;

  await tx
    .insert(t.adminLimits)
    .values(data.people.flatMap((p) => (p.limits ? [{ staffId: idOf(staffIds, p.name), ...p.limits }] : [])));
  await tx
    .insert(t.standingPreferences)
    .values(
      data.people.flatMap((p) => (p.standing ? [{ staffId: idOf(staffIds, p.name), ...p.standing }] : [])),
    );

  // Shift types, template and rules may have been set up by hand before: keep what is there.
  await tx
    .insert(t.shiftTypes)
    .values(data.shiftTypes.map((s) => ({ ...s, eligibleRoles: [...s.eligibleRoles] })))
    .onConflictDoNothing();
  await tx
    .insert(t.weeklyTemplate)
    .values(
      WEEKDAYS.flatMap((day) =>
        data.template[day].map((slot) => ({ day, shiftTypeId: slot.shiftType, count: slot.count })),
      ),
    )
    .onConflictDoNothing();
  const [rules] = await tx.select({ n: count() }).from(t.tier1Rules);
  if ((rules?.n ?? 0) === 0)
    await tx
      .insert(t.tier1Rules)
      .values(data.rules.map((r) => ({ ...r, enforcement: readRule(r.ruleDescription) })));

  await tx.insert(t.vacationRequests).values(
    data.vacations.map(({ staffName, ...v }) => ({
      ...v,
      staffId: idOf(staffIds, staffName),
      respondedBy: v.status === 'pending' ? null : reviewerId,
    })),
  );

  const monthlyRows = await tx
    .insert(t.monthlyRequests)
    .values(
      data.monthlyRequests.map((r) => ({
        staffId: idOf(staffIds, r.staffName),
        year: r.year,
        month: r.month,
        naturalLanguageRequest: r.naturalLanguageRequest,
        status: r.status,
      })),
    )
    .returning({ id: t.monthlyRequests.id, staffId: t.monthlyRequests.staffId });
  const monthlyIds = new Map(monthlyRows.map((r) => [r.staffId, r.id]));
  const dailyRows = data.monthlyRequests.flatMap((r) => {
    const staffId = idOf(staffIds, r.staffName);
    return r.days.map((d) => ({ ...d, staffId, monthlyRequestId: monthlyIds.get(staffId) ?? null }));
  });
  if (dailyRows.length > 0) await tx.insert(t.dailyRequests).values(dailyRows);

  await tx
    .insert(t.registrationRequests)
    .values(
      data.registrations.map((r) => ({ ...r, reviewedBy: r.status === 'pending' ? null : reviewerId })),
    );

  await tx.insert(t.auditLog).values({
    userId: null,
    username: 'system',
    action: 'seed',
    entity: 'demo_department',
    details: {
      staff: data.people.length,
      shiftTypes: data.shiftTypes.length,
      rules: data.rules.length,
      vacationRequests: data.vacations.length,
      monthlyRequests: data.monthlyRequests.length,
      dailyRequests: dailyRows.length,
      registrationRequests: data.registrations.length,
    },
  });
  return logins;
}
