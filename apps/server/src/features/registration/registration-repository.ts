import type { RegistrationRequest } from '@rotawise/api-contract';
import { count, desc, eq } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client.js';
import { registrationRequests, users } from '../../db/schema.js';

const columns = {
  id: registrationRequests.id,
  name: registrationRequests.name,
  email: registrationRequests.email,
  organization: registrationRequests.organization,
  department: registrationRequests.department,
  phoneNumber: registrationRequests.phoneNumber,
  status: registrationRequests.status,
  notes: registrationRequests.notes,
  createdAt: registrationRequests.createdAt,
  reviewedAt: registrationRequests.reviewedAt,
  reviewedBy: users.username,
  createdStaffId: registrationRequests.createdStaffId,
};

const selectRequests = (q: Queryable) =>
  q.select(columns).from(registrationRequests).leftJoin(users, eq(users.id, registrationRequests.reviewedBy));
type Row = Awaited<ReturnType<typeof selectRequests>>[number];

export function toRegistrationView(row: Row): RegistrationRequest {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    organization: row.organization,
    department: row.department,
    phone_number: row.phoneNumber,
    status: row.status,
    notes: row.notes,
    created_at: row.createdAt.toISOString(),
    reviewed_at: row.reviewedAt ? row.reviewedAt.toISOString() : null,
    reviewed_by: row.reviewedBy ?? null,
    created_staff_id: row.createdStaffId,
  };
}

export function createRegistrationRepository(db: Database) {
  const select = (q: Queryable = db) => selectRequests(q);
  return {
    async list() {
      return (
        await select().orderBy(desc(registrationRequests.createdAt), desc(registrationRequests.id))
      ).map(toRegistrationView);
    },
    async find(id: number, q: Queryable = db) {
      const [row] = await select(q).where(eq(registrationRequests.id, id));
      return row ? toRegistrationView(row) : null;
    },
    async insert(values: typeof registrationRequests.$inferInsert) {
      const [row] = await db
        .insert(registrationRequests)
        .values(values)
        .returning({ id: registrationRequests.id });
      return row!.id;
    },
    async update(id: number, values: Partial<typeof registrationRequests.$inferInsert>, q: Queryable = db) {
      await q.update(registrationRequests).set(values).where(eq(registrationRequests.id, id));
    },
    async pendingCount() {
      const [row] = await db
        .select({ n: count() })
        .from(registrationRequests)
        .where(eq(registrationRequests.status, 'pending'));
      return Number(row?.n ?? 0);
    },
  };
}

export type RegistrationRepository = ReturnType<typeof createRegistrationRepository>;
