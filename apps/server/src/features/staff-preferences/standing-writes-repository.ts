import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { shiftTypes, staff, standingPreferences } from '../../db/schema.js';

/** The standing fields a person sets on the preferences page. */
export interface StandingValues {
  maxConsecutiveDays: number;
  minConsecutiveDays: number;
  targetShiftsPerMonth: number;
  minShiftsPerMonth: number;
  maxShiftsPerMonth: number;
  shiftPreferences: Record<string, number>;
  preferredWeekends: unknown[];
  naturalLanguagePreferences: string;
}

export type CreateOutcome = { kind: 'done'; staffId: number } | { kind: 'exists' } | { kind: 'missing' };

/** Writes of standing preferences (POST once, PUT by id); reads are the staff-preferences repository's. */
export function createStandingWritesRepository(db: Database) {
  return {
    /** Whose record an id is, or undefined when there is none (for the access rule). */
    async ownerOf(id: number): Promise<number | undefined> {
      const [row] = await db
        .select({ staffId: standingPreferences.staffId })
        .from(standingPreferences)
        .where(eq(standingPreferences.id, id));
      return row?.staffId;
    },

    /** The ids among these that are not shift types. */
    async unknownShiftTypes(ids: string[]): Promise<string[]> {
      if (ids.length === 0) return [];
      const rows = await db.select({ id: shiftTypes.id }).from(shiftTypes).where(inArray(shiftTypes.id, ids));
      const known = new Set(rows.map((r) => r.id));
      return ids.filter((id) => !known.has(id));
    },

    /** A person's first standing preferences; one record per person (the column is unique). */
    async create(staffId: number, values: StandingValues): Promise<CreateOutcome> {
      return db.transaction(async (tx) => {
        const [member] = await tx
          .select({ id: staff.id })
          .from(staff)
          .where(eq(staff.id, staffId))
          .for('update');
        if (!member) return { kind: 'missing' };
        const [row] = await tx
          .insert(standingPreferences)
          .values({ staffId, ...values })
          .onConflictDoNothing({ target: standingPreferences.staffId })
          .returning({ staffId: standingPreferences.staffId });
        return row ? { kind: 'done', staffId } : { kind: 'exists' };
      });
    },

    /** Replaces the record's standing fields; the staff id it belongs to, or null when there is no such record. */
    async update(id: number, values: StandingValues): Promise<number | null> {
      const [row] = await db
        .update(standingPreferences)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(standingPreferences.id, id))
        .returning({ staffId: standingPreferences.staffId });
      return row?.staffId ?? null;
    },
  };
}
