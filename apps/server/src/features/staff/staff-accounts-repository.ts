import { like } from 'drizzle-orm';
import type { Transaction } from '../../db/client.js';
import { adminLimits, staff, users } from '../../db/schema.js';

/** The rows a new staff member with a login is made of, written inside the caller's transaction. */
export function createStaffAccountsRepository(tx: Transaction) {
  return {
    async insertStaff(values: typeof staff.$inferInsert): Promise<number> {
      const [created] = await tx.insert(staff).values(values).returning({ id: staff.id });
      return created!.id;
    },
    async insertAdminLimits(staffId: number, limits: { minShifts: number; maxShifts: number }) {
      await tx.insert(adminLimits).values({ staffId, ...limits });
    },
    /** Usernames starting with the base, to find the first free base, base2, base3... */
    async usernamesStartingWith(base: string): Promise<Set<string>> {
      const rows = await tx
        .select({ username: users.username })
        .from(users)
        .where(like(users.username, `${base}%`));
      return new Set(rows.map((r) => r.username));
    },
    async insertUser(values: typeof users.$inferInsert): Promise<number> {
      const [user] = await tx.insert(users).values(values).returning({ id: users.id });
      return user!.id;
    },
  };
}
