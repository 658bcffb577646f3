import { and, eq, gt, lt } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
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
    async findActive(id: string, now: Date): Promise<{ user: SessionUser; lastSeenAt: Date } | null> {
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
        .where(and(eq(sessions.id, id), gt(sessions.expiresAt, now)));
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
    async deleteForUser(userId: number) {
      await db.delete(sessions).where(eq(sessions.userId, userId));
    },
    async deleteExpired(now: Date) {
      await db.delete(sessions).where(lt(sessions.expiresAt, now));
    },
  };
}

export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
