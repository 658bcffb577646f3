import { and, eq, gt, lt, ne, or } from 'drizzle-orm';
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
  return {
    async create(row: { id: string; userId: number; expiresAt: Date }) {
      await db.insert(sessions).values(row);
    },
    /** The session if neither its idle deadline has passed nor it was created before `createdAfter`. */
    async findActive(
      id: string,
      now: Date,
      createdAfter: Date,
    ): Promise<{ user: SessionUser; lastSeenAt: Date } | null> {
      const [row] = await db
        .select({
          lastSeenAt: sessions.lastSeenAt,
          id: users.id,
          username: users.username,
          staffId: users.staffId,
          isAdmin: users.isAdmin,
          mustChangePassword: users.mustChangePassword,
        })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(sessions.id, id), gt(sessions.expiresAt, now), gt(sessions.createdAt, createdAfter)));
      if (!row) return null;
      const { lastSeenAt, ...user } = row;
      return { user, lastSeenAt };
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
