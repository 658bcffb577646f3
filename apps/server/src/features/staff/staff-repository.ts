import type { Staff, StaffValues } from '@rotawise/api-contract';
import { asc, eq } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client.js';
import { staff, users } from '../../db/schema.js';
import type { Actor, AuditRepository } from '../audit/audit-repository.js';
import { createStaffWithLogin } from './staff-accounts.js';

const columns = {
  id: staff.id,
  name: staff.name,
  role: staff.role,
  isDirector: staff.isDirector,
  isAdmin: staff.isAdmin,
  email: staff.email,
  phone: staff.phone,
};

/** Staff records; every write is one transaction with its audit entry. */
export function createStaffRepository(db: Database, audit: AuditRepository) {
  return {
    async list(): Promise<Staff[]> {
      return db.select(columns).from(staff).orderBy(asc(staff.name), asc(staff.id));
    },
    async find(id: number, q: Queryable = db): Promise<Staff | null> {
      const [row] = await q.select(columns).from(staff).where(eq(staff.id, id));
      return row ?? null;
    },
    /** The member, their login (initial password returned once) and admin limits 4-16, together. */
    async create(values: StaffValues, actor: Actor) {
      return db.transaction(async (tx) => {
        const created = await createStaffWithLogin(tx, values);
        await audit.record(
          actor,
          'staff.create',
          'staff',
          created.staffId,
          { name: values.name, role: values.role, username: created.initialLogin.username },
          tx,
        );
        const member = await this.find(created.staffId, tx);
        return { ...member!, initialLogin: created.initialLogin };
      });
    },
    /** Updates the record and keeps the login's admin flag in step with it. Null when there is none. */
    async update(id: number, values: StaffValues, actor: Actor): Promise<Staff | null> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(staff)
          .set({
            name: values.name,
            role: values.role,
            isDirector: values.isDirector,
            isAdmin: values.isAdmin,
            email: values.email || null,
            phone: values.phone || null,
          })
          .where(eq(staff.id, id))
          .returning(columns);
        if (!row) return null;
        await tx.update(users).set({ isAdmin: values.isAdmin }).where(eq(users.staffId, id));
        await audit.record(actor, 'staff.update', 'staff', id, { name: values.name, role: values.role }, tx);
        return row;
      });
    },
    /**
     * Deletes the member; the database cascades to their login and sessions, schedule entries, day-off,
     * monthly and vacation requests, standing preferences and admin limits. False when there is none.
     */
    async delete(id: number, actor: Actor): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [row] = await tx.delete(staff).where(eq(staff.id, id)).returning({ name: staff.name });
        if (!row) return false;
        await audit.record(actor, 'staff.delete', 'staff', id, { name: row.name }, tx);
        return true;
      });
    },
  };
}

export type StaffRepository = ReturnType<typeof createStaffRepository>;
