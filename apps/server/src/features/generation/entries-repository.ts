// Single schedule entries an admin adds or removes by hand, and what checking one needs.
import type { ScheduleEntry } from '@rotawise/api-contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import * as t from '../../db/schema.js';
import {
  cellsBetween,
  type EntryCellRow,
  loadMonthInputs,
  type MonthInputs,
} from './month-inputs-repository.js';

export type NewEntry = Omit<ScheduleEntry, 'id' | 'staffName' | 'staffRole' | 'isLocked'>;

export function createEntriesRepository(db: Database) {
  return {
    async staff(id: number): Promise<{ id: number; name: string; role: string } | undefined> {
      const [row] = await db
        .select({ id: t.staff.id, name: t.staff.name, role: t.staff.role })
        .from(t.staff)
        .where(eq(t.staff.id, id));
      return row;
    },

    async shiftType(id: string): Promise<typeof t.shiftTypes.$inferSelect | undefined> {
      const [row] = await db.select().from(t.shiftTypes).where(eq(t.shiftTypes.id, id));
      return row;
    },

    async monthInputs(year: number, month: number): Promise<MonthInputs> {
      return loadMonthInputs(db, year, month);
    },

    /** The entries from one date to another, both included, as cells (person, day, shift type). */
    async cellsBetween(from: string, to: string): Promise<EntryCellRow[]> {
      return cellsBetween(db, from, to);
    },

    async find(id: number): Promise<typeof t.scheduleEntries.$inferSelect | undefined> {
      const [row] = await db.select().from(t.scheduleEntries).where(eq(t.scheduleEntries.id, id));
      return row;
    },

    /**
     * Stores a locked entry and, for a month with no schedule yet, marks it tentative (a draft only admins
     * see), in one transaction. Null when the same person already has that shift that day.
     */
    async addLocked(entry: NewEntry, year: number, month: number): Promise<{ id: number } | null> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(t.scheduleEntries)
          .values({ ...entry, isLocked: true })
          .onConflictDoNothing()
          .returning({ id: t.scheduleEntries.id });
        if (!row) return null;
        await tx
          .insert(t.scheduleMonths)
          .values({ year, month, status: 'tentative' })
          .onConflictDoUpdate({
            target: [t.scheduleMonths.year, t.scheduleMonths.month],
            set: { status: 'tentative' },
            setWhere: eq(t.scheduleMonths.status, 'empty'),
          });
        return row;
      });
    },

    async remove(id: number): Promise<boolean> {
      const rows = await db
        .delete(t.scheduleEntries)
        .where(eq(t.scheduleEntries.id, id))
        .returning({ id: t.scheduleEntries.id });
      return rows.length > 0;
    },
  };
}

export type EntriesRepository = ReturnType<typeof createEntriesRepository>;
