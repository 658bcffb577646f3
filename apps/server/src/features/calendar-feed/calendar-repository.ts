// Calendar feed tokens: one secret per person, the credential of their subscribed feed.
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { calendarTokens, staff } from '../../db/schema.js';

export function createCalendarRepository(db: Database) {
  return {
    /**
     * The person's token: `token` is stored when they have none yet, or replaces theirs when `reset`;
     * otherwise the stored one is kept and returned.
     */
    async tokenOf(staffId: number, token: string, reset: boolean): Promise<string> {
      const [row] = await db
        .insert(calendarTokens)
        .values({ staffId, token })
        .onConflictDoUpdate({
          target: calendarTokens.staffId,
          set: reset ? { token, createdAt: new Date() } : { staffId },
        })
        .returning({ token: calendarTokens.token });
      return row!.token;
    },

    /** Whose feed a token opens, or undefined for an unknown token. */
    async ownerOf(token: string): Promise<{ staffId: number; name: string } | undefined> {
      const [owner] = await db
        .select({ staffId: calendarTokens.staffId, name: staff.name })
        .from(calendarTokens)
        .innerJoin(staff, eq(staff.id, calendarTokens.staffId))
        .where(eq(calendarTokens.token, token));
      return owner;
    },
  };
}

export type CalendarRepository = ReturnType<typeof createCalendarRepository>;
