import { desc } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client.js';
import { auditLog } from '../../db/schema.js';

export interface Actor {
  /** Null for someone not signed in (a failed login). */
  id: number | null;
  username: string;
}

/** The actor of what a caller who is not signed in does. */
export const GUEST_ACTOR: Actor = { id: null, username: 'guest' };

/** Who did what to which record, and when: kept for every admin action. */
export function createAuditRepository(db: Database) {
  return {
    async record(
      actor: Actor | null,
      action: string,
      entity: string,
      entityId?: number | string | null,
      details?: unknown,
      q: Queryable = db,
    ) {
      await q.insert(auditLog).values({
        userId: actor?.id ?? null,
        username: actor?.username ?? 'system',
        action,
        entity,
        entityId: entityId == null ? null : String(entityId),
        details: details ?? null,
      });
    },
    async latest(limit = 100) {
      return db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(limit);
    },
  };
}

export type AuditRepository = ReturnType<typeof createAuditRepository>;
