import type { StandingPreferencesRecord } from '@rotawise/api-contract';
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { shiftTypes, staff, standingPreferences } from '../../db/schema.js';

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

const columns = {
  id: standingPreferences.id,
  staffId: standingPreferences.staffId,
  maxConsecutiveDays: standingPreferences.maxConsecutiveDays,
  minConsecutiveDays: standingPreferences.minConsecutiveDays,
  targetShiftsPerMonth: standingPreferences.targetShiftsPerMonth,
  minShiftsPerMonth: standingPreferences.minShiftsPerMonth,
  maxShiftsPerMonth: standingPreferences.maxShiftsPerMonth,
  shiftPreferences: standingPreferences.shiftPreferences,
  preferredWeekends: standingPreferences.preferredWeekends,
  naturalLanguagePreferences: standingPreferences.naturalLanguagePreferences,
  updatedAt: standingPreferences.updatedAt,
};

const toView = (row: { updatedAt: Date } & Omit<StandingPreferencesRecord, 'updatedAt'>) => ({
  ...row,
  updatedAt: row.updatedAt.toISOString(),
});

export type CreateOutcome =
  | { kind: 'done'; record: StandingPreferencesRecord }
  | { kind: 'exists' }
  | { kind: 'missing' };

export function createStandingRepository(db: Database) {
  return {
    async byStaff(staffId: number): Promise<StandingPreferencesRecord | null> {
      const [row] = await db
        .select(columns)
        .from(standingPreferences)
        .where(eq(standingPreferences.staffId, staffId));
      return row ? toView(row) : null;
    },

    async byId(id: number): Promise<StandingPreferencesRecord | null> {
      const [row] = await db.select(columns).from(standingPreferences).where(eq(standingPreferences.id, id));
      return row ? toView(row) : null;
    },

    async staffExists(staffId: number): Promise<boolean> {
      const [row] = await db.select({ id: staff.id }).from(staff).where(eq(staff.id, staffId));
      return row !== undefined;
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
          .returning(columns);
        return row ? { kind: 'done', record: toView(row) } : { kind: 'exists' };
      });
    },

    async update(id: number, values: StandingValues): Promise<StandingPreferencesRecord | null> {
      const [row] = await db
        .update(standingPreferences)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(standingPreferences.id, id))
        .returning(columns);
      return row ? toView(row) : null;
    },
  };
}

export type StandingRepository = ReturnType<typeof createStandingRepository>;
