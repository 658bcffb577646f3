import type {
  DailyRequest,
  DailyRequestMode,
  MonthlyRequest,
  MonthlyRequestStatus,
} from '@rotawise/api-contract';
import { and, asc, desc, eq, gte, inArray, lte } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client.js';
import { dailyRequests, monthlyRequests, shiftTypes, staff } from '../../db/schema.js';
import type { Actor, AuditRepository } from '../audit/audit-repository.js';

const dailyColumns = {
  id: dailyRequests.id,
  staffId: dailyRequests.staffId,
  date: dailyRequests.date,
  mode: dailyRequests.mode,
  anyShift: dailyRequests.anyShift,
  selectedShifts: dailyRequests.selectedShifts,
  reason: dailyRequests.reason,
};

const monthlyColumns = {
  id: monthlyRequests.id,
  staffId: monthlyRequests.staffId,
  staffName: staff.name,
  year: monthlyRequests.year,
  month: monthlyRequests.month,
  naturalLanguageRequest: monthlyRequests.naturalLanguageRequest,
  status: monthlyRequests.status,
  updatedAt: monthlyRequests.updatedAt,
};

const selectMonthly = (q: Queryable) =>
  q.select(monthlyColumns).from(monthlyRequests).innerJoin(staff, eq(staff.id, monthlyRequests.staffId));
type MonthlyRow = Awaited<ReturnType<typeof selectMonthly>>[number];
const toMonthlyView = (row: MonthlyRow): MonthlyRequest => ({
  ...row,
  updatedAt: row.updatedAt.toISOString(),
});

export interface MonthKey {
  staffId: number;
  year: number;
  month: number;
}

export interface DayRange {
  first: string;
  last: string;
}

export interface DailyChoice {
  staffId: number;
  date: string;
  mode: DailyRequestMode;
  anyShift: boolean;
  selectedShifts: string[];
  reason: string;
}

/** Makes sure the person has a monthly request for the month, so an admin finds their days even without text. */
async function ensureMonthly(q: Queryable, key: MonthKey) {
  await q.insert(monthlyRequests).values(key).onConflictDoNothing();
}

async function lockStaff(q: Queryable, staffId: number): Promise<boolean> {
  const [row] = await q.select({ id: staff.id }).from(staff).where(eq(staff.id, staffId)).for('update');
  return row !== undefined;
}

export function createRequestsRepository(db: Database, audit: AuditRepository) {
  const dailyInRange = (staffId: number, range: DayRange, q: Queryable = db): Promise<DailyRequest[]> =>
    q
      .select(dailyColumns)
      .from(dailyRequests)
      .where(
        and(
          eq(dailyRequests.staffId, staffId),
          gte(dailyRequests.date, range.first),
          lte(dailyRequests.date, range.last),
        ),
      )
      .orderBy(asc(dailyRequests.date));

  const findMonthly = async (id: number, q: Queryable = db) => {
    const [row] = await selectMonthly(q).where(eq(monthlyRequests.id, id));
    return row ? toMonthlyView(row) : null;
  };

  return {
    dailyInRange,
    findMonthly,

    /** The ids among these that are not shift types. */
    async unknownShiftTypes(ids: string[]): Promise<string[]> {
      if (ids.length === 0) return [];
      const known = new Set(
        (await db.select({ id: shiftTypes.id }).from(shiftTypes).where(inArray(shiftTypes.id, ids))).map(
          (r) => r.id,
        ),
      );
      return ids.filter((id) => !known.has(id));
    },

    /**
     * Stores one day's choice (replacing the day's earlier one), or removes it when `choice.mode` is null.
     * Null when the staff member does not exist.
     */
    async saveDay(
      choice: Omit<DailyChoice, 'mode'> & { mode: DailyRequestMode | null },
      month: MonthKey,
    ): Promise<{ saved: DailyRequest | null } | null> {
      return db.transaction(async (tx) => {
        if (!(await lockStaff(tx, choice.staffId))) return null;
        const day = and(eq(dailyRequests.staffId, choice.staffId), eq(dailyRequests.date, choice.date));
        if (choice.mode === null) {
          await tx.delete(dailyRequests).where(day);
          return { saved: null };
        }
        const values = { ...choice, mode: choice.mode };
        await ensureMonthly(tx, month);
        const [row] = await tx
          .insert(dailyRequests)
          .values(values)
          .onConflictDoUpdate({
            target: [dailyRequests.staffId, dailyRequests.date],
            set: {
              mode: values.mode,
              anyShift: values.anyShift,
              selectedShifts: values.selectedShifts,
              reason: values.reason,
            },
          })
          .returning(dailyColumns);
        return { saved: row! };
      });
    },

    /** The day-off dates of a month, in order. */
    async dayOffDates(staffId: number, range: DayRange, q: Queryable = db): Promise<string[]> {
      return (await dailyInRange(staffId, range, q)).filter((r) => r.mode === 'day_off').map((r) => r.date);
    },

    /**
     * Makes `dates` the month's days off: listed days become days off (replacing another choice of that day),
     * unlisted days off are removed. `allowChange(date)` decides per changed day (past days are locked); the
     * first refused date is returned and nothing is written. Null when the staff member does not exist.
     */
    async replaceDaysOff(
      month: MonthKey,
      range: DayRange,
      dates: string[],
      allowChange: (date: string) => boolean,
    ): Promise<{ refused: string } | { dates: string[] } | null> {
      return db.transaction(async (tx) => {
        if (!(await lockStaff(tx, month.staffId))) return null;
        const current = await dailyInRange(month.staffId, range, tx);
        const wanted = new Set(dates);
        const currentOff = new Set(current.filter((r) => r.mode === 'day_off').map((r) => r.date));
        const added = [...wanted].filter((d) => !currentOff.has(d)).sort();
        const removed = [...currentOff].filter((d) => !wanted.has(d)).sort();
        const refused = [...added, ...removed].find((d) => !allowChange(d));
        if (refused) return { refused };
        if (removed.length)
          await tx
            .delete(dailyRequests)
            .where(and(eq(dailyRequests.staffId, month.staffId), inArray(dailyRequests.date, removed)));
        if (added.length) {
          await ensureMonthly(tx, month);
          await tx
            .insert(dailyRequests)
            .values(
              added.map((date) => ({
                staffId: month.staffId,
                date,
                mode: 'day_off' as const,
                anyShift: false,
                selectedShifts: [],
                reason: '',
              })),
            )
            .onConflictDoUpdate({
              target: [dailyRequests.staffId, dailyRequests.date],
              set: { mode: 'day_off', anyShift: false, selectedShifts: [] },
            });
        }
        return { dates: [...wanted].sort() };
      });
    },

    async monthly(key: MonthKey): Promise<MonthlyRequest | null> {
      const [row] = await selectMonthly(db).where(
        and(
          eq(monthlyRequests.staffId, key.staffId),
          eq(monthlyRequests.year, key.year),
          eq(monthlyRequests.month, key.month),
        ),
      );
      return row ? toMonthlyView(row) : null;
    },

    /**
     * Stores the month's free text. A changed text is a new request: its status goes back to pending.
     * Null when the staff member does not exist.
     */
    async saveMonthlyText(key: MonthKey, text: string): Promise<MonthlyRequest | null> {
      return db.transaction(async (tx) => {
        if (!(await lockStaff(tx, key.staffId))) return null;
        await ensureMonthly(tx, key);
        const match = and(
          eq(monthlyRequests.staffId, key.staffId),
          eq(monthlyRequests.year, key.year),
          eq(monthlyRequests.month, key.month),
        );
        const [current] = await tx
          .select({ id: monthlyRequests.id, text: monthlyRequests.naturalLanguageRequest })
          .from(monthlyRequests)
          .where(match);
        if (current!.text !== text)
          await tx
            .update(monthlyRequests)
            .set({ naturalLanguageRequest: text, status: 'pending', updatedAt: new Date() })
            .where(eq(monthlyRequests.id, current!.id));
        return findMonthly(current!.id, tx);
      });
    },

    /** One person's monthly requests, latest month first. */
    async monthlyOf(staffId: number): Promise<MonthlyRequest[]> {
      const rows = await selectMonthly(db)
        .where(eq(monthlyRequests.staffId, staffId))
        .orderBy(desc(monthlyRequests.year), desc(monthlyRequests.month));
      return rows.map(toMonthlyView);
    },

    /** Everyone's monthly requests for a month, by name. */
    async monthlyInMonth(year: number, month: number): Promise<MonthlyRequest[]> {
      const rows = await selectMonthly(db)
        .where(and(eq(monthlyRequests.year, year), eq(monthlyRequests.month, month)))
        .orderBy(asc(staff.name));
      return rows.map(toMonthlyView);
    },

    async setMonthlyStatus(id: number, status: MonthlyRequestStatus, actor: Actor) {
      return db.transaction(async (tx) => {
        const current = await findMonthly(id, tx);
        if (!current) return null;
        await tx
          .update(monthlyRequests)
          .set({ status, updatedAt: new Date() })
          .where(eq(monthlyRequests.id, id));
        await audit.record(
          actor,
          `monthly_request.${status}`,
          'monthly_request',
          id,
          { previousStatus: current.status },
          tx,
        );
        return findMonthly(id, tx);
      });
    },
  };
}

export type RequestsRepository = ReturnType<typeof createRequestsRepository>;
