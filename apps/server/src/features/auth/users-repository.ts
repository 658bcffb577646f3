import { asc, eq } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client.js';
import { staff, users } from '../../db/schema.js';

const userWithStaff = {
  id: users.id,
  username: users.username,
  passwordHash: users.passwordHash,
  staffId: users.staffId,
  isAdmin: users.isAdmin,
  mustChangePassword: users.mustChangePassword,
  dashboardWidgets: users.dashboardWidgets,
  createdAt: users.createdAt,
  staffName: staff.name,
  staffRole: staff.role,
  staffIsDirector: staff.isDirector,
  email: staff.email,
  phone: staff.phone,
};

export type UserRecord = NonNullable<
  Awaited<ReturnType<ReturnType<typeof createUsersRepository>['findById']>>
>;

export function createUsersRepository(db: Database) {
  const select = (q: Queryable = db) =>
    q.select(userWithStaff).from(users).leftJoin(staff, eq(staff.id, users.staffId));
  return {
    async findById(id: number) {
      const [row] = await select().where(eq(users.id, id));
      return row ?? null;
    },
    async findByUsername(username: string) {
      const [row] = await select().where(eq(users.username, username));
      return row ?? null;
    },
    async count(): Promise<number> {
      const rows = await db.select({ id: users.id }).from(users).limit(1);
      return rows.length;
    },
    async firstAdmin() {
      const [row] = await db
        .select({ username: users.username })
        .from(users)
        .where(eq(users.isAdmin, true))
        .orderBy(asc(users.id))
        .limit(1);
      return row ?? null;
    },
    async insert(values: typeof users.$inferInsert, q: Queryable = db) {
      const [row] = await q.insert(users).values(values).returning({ id: users.id });
      return row!.id;
    },
    /** A password the user chose: no longer one they must change. */
    async setPasswordHash(id: number, passwordHash: string, q: Queryable = db) {
      await q.update(users).set({ passwordHash, mustChangePassword: false }).where(eq(users.id, id));
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
