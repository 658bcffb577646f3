import { and, eq, gt, lt, ne, or, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client.js';
import { sessions, users } from '../../db/schema.js';

export interface SessionUser {
  id: number;
  username: string;
  staffId: number | null;
  isAdmin: boolean;
  mustChangePassword: boolean;
}

export function createSessionsRepository(db: Database) {
  // Prepared once: the lookup runs for every signed-in request.
  const findActiveQuery = db
    .select({
      sessionId: sessions.id,
      lastSeenAt: sessions.lastSeenAt,
      id: users.id,
      username: users.username,
      staffId: users.staffId,
      isAdmin: users.isAdmin,
      mustChangePassword: users.mustChangePassword,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        sql`${sessions.id} = any(${sql.placeholder('ids')}::text[])`,
        gt(sessions.expiresAt, sql.placeholder('now')),
        gt(sessions.createdAt, sql.placeholder('createdAfter')),
      ),
    )
    .prepare('sessions_find_active');
  return {
    async create(row: { id: string; userId: number; expiresAt: Date }) {
      await db.insert(sessions).values(row);
    },
    /**
     * The sessions among `ids` whose idle deadline has not passed and that were created after
     * `createdAfter`, by id: one query for the session lookups of many requests (plugins/session.ts).
     */
    async findActive(
      ids: string[],
      now: Date,
      createdAfter: Date,
    ): Promise<Map<string, { user: SessionUser; lastSeenAt: Date }>> {
      const rows = await findActiveQuery.execute({ ids, now, createdAfter });
      return new Map(rows.map(({ sessionId, lastSeenAt, ...user }) => [sessionId, { user, lastSeenAt }]));
    },
    async touch(id: string, expiresAt: Date) {
      await db.update(sessions).set({ lastSeenAt: new Date(), expiresAt }).where(eq(sessions.id, id));
    },
    async delete(id: string) {
      await db.delete(sessions).where(eq(sessions.id, id));
    },
    /** Every session of the user but the one given (other devices, after a password change). */
    async deleteOthersOfUser(userId: number, keepId: string | null, q: Queryable = db) {
      await q.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.id, keepId ?? '')));
    },
    async deleteForUser(userId: number) {
      await db.delete(sessions).where(eq(sessions.userId, userId));
    },
    async deleteExpired(now: Date, createdBefore: Date) {
      await db.delete(sessions).where(or(lt(sessions.expiresAt, now), lt(sessions.createdAt, createdBefore)));
    },
  };
}

export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
