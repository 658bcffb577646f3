// Schedule entries and months: reading, statistics, publishing and clearing.
import type { EmployeeStats, ScheduleEntry, ScheduleStats } from '@rotawise/api-contract';
import { CLINICAL_ROLES } from '@rotawise/api-contract';
import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client.js';
import * as t from '../../db/schema.js';
import { monthBounds, monthsBefore } from './month-inputs.js';
import { publishedAmong } from './month-inputs-repository.js';
import { round1 } from './results.js';

export type MonthStatus = 'empty' | 'tentative' | 'published';

/** The months of the rolling statistics: this one and the two before it. */
export const ROLLING_MONTHS = 3;

const round2 = (n: number) => Math.round(n * 100) / 100;

/** The key of a month in monthStates' answer. */
export const monthKey = (year: number, month: number) => `${year}-${month}`;

export function createScheduleRepository(db: Database) {
  // Prepared once: it runs for the month reads of every signed-in calendar.
  const monthStatesQuery = db
    .select({
      version: t.changeCounters.version,
      year: t.scheduleMonths.year,
      month: t.scheduleMonths.month,
      status: t.scheduleMonths.status,
    })
    .from(t.changeCounters)
    .leftJoin(
      t.scheduleMonths,
      sql`(${t.scheduleMonths.year}, ${t.scheduleMonths.month}) in (select * from unnest(${sql.placeholder('years')}::int[], ${sql.placeholder('months')}::int[]))`,
    )
    .where(eq(t.changeCounters.name, 'schedule'))
    .prepare('schedule_month_states');

  async function status(year: number, month: number, q: Queryable = db): Promise<MonthStatus> {
    const [row] = await q
      .select({ status: t.scheduleMonths.status })
      .from(t.scheduleMonths)
      .where(and(eq(t.scheduleMonths.year, year), eq(t.scheduleMonths.month, month)));
    return row?.status ?? 'empty';
  }

  async function entriesBetween(
    first: string | null,
    last: string | null,
    staffId?: number,
  ): Promise<ScheduleEntry[]> {
    const rows = await db
      .select({ entry: t.scheduleEntries, staffName: t.staff.name, staffRole: t.staff.role })
      .from(t.scheduleEntries)
      .innerJoin(t.staff, eq(t.staff.id, t.scheduleEntries.staffId))
      .where(
        and(
          first === null ? undefined : gte(t.scheduleEntries.date, first),
          last === null ? undefined : lte(t.scheduleEntries.date, last),
          staffId === undefined ? undefined : eq(t.scheduleEntries.staffId, staffId),
        ),
      )
      .orderBy(asc(t.scheduleEntries.date), asc(t.scheduleEntries.startTime), asc(t.staff.name));
    return rows.map(({ entry, staffName, staffRole }) => ({
      id: entry.id,
      date: entry.date,
      shiftType: entry.shiftType,
      shiftName: entry.shiftName,
      staffId: entry.staffId,
      staffName,
      staffRole,
      startTime: entry.startTime,
      endTime: entry.endTime,
      isConflict: entry.isConflict,
      conflictReason: entry.conflictReason,
      isLocked: entry.isLocked,
    }));
  }

  return {
    status,

    /**
     * The schedule version (see month-cache.ts) and the status of each month asked for (`empty` when it
     * has no row), in one round trip for the month reads of many requests.
     */
    async monthStates(
      months: { year: number; month: number }[],
    ): Promise<{ version: number; statuses: Map<string, MonthStatus> }> {
      const rows = await monthStatesQuery.execute({
        years: months.map((m) => m.year),
        months: months.map((m) => m.month),
      });
      const statuses = new Map<string, MonthStatus>();
      for (const row of rows)
        if (row.year !== null && row.month !== null && row.status !== null)
          statuses.set(monthKey(row.year, row.month), row.status);
      return { version: rows[0]?.version ?? -1, statuses };
    },

    /** The shift types as an export lists them: by start time. */
    async shiftTypes(): Promise<{ id: string; displayName: string; startTime: string }[]> {
      return db
        .select({
          id: t.shiftTypes.id,
          displayName: t.shiftTypes.displayName,
          startTime: t.shiftTypes.startTime,
        })
        .from(t.shiftTypes)
        .orderBy(asc(t.shiftTypes.startTime), asc(t.shiftTypes.id));
    },

    async month(year: number, month: number): Promise<ScheduleEntry[]> {
      const { first, last } = monthBounds(year, month);
      return entriesBetween(first, last);
    },

    /** A person's entries; with `publishedOnly`, only those of published months. */
    async ofStaff(staffId: number, publishedOnly: boolean): Promise<ScheduleEntry[]> {
      const entries = await entriesBetween(null, null, staffId);
      if (!publishedOnly) return entries;
      const published = new Set(
        (
          await db
            .select({ year: t.scheduleMonths.year, month: t.scheduleMonths.month })
            .from(t.scheduleMonths)
            .where(eq(t.scheduleMonths.status, 'published'))
        ).map((m) => `${m.year}-${String(m.month).padStart(2, '0')}`),
      );
      return entries.filter((e) => published.has(e.date.slice(0, 7)));
    },

    async publish(year: number, month: number, userId: number): Promise<boolean> {
      const rows = await db
        .update(t.scheduleMonths)
        .set({ status: 'published', publishedAt: new Date(), publishedBy: userId })
        .where(
          and(
            eq(t.scheduleMonths.year, year),
            eq(t.scheduleMonths.month, month),
            eq(t.scheduleMonths.status, 'tentative'),
          ),
        )
        .returning({ year: t.scheduleMonths.year });
      return rows.length > 0;
    },

    /** Deletes every entry of the month and marks it empty, in one transaction; returns the entries removed. */
    async clear(year: number, month: number): Promise<number> {
      const { first, last } = monthBounds(year, month);
      return db.transaction(async (tx) => {
        const removed = await tx
          .delete(t.scheduleEntries)
          .where(and(gte(t.scheduleEntries.date, first), lte(t.scheduleEntries.date, last)))
          .returning({ id: t.scheduleEntries.id });
        await tx
          .delete(t.scheduleMonths)
          .where(and(eq(t.scheduleMonths.year, year), eq(t.scheduleMonths.month, month)));
        return removed.length;
      });
    },

    /**
     * Shifts and points per clinical person for the month, and over the rolling window (this month and the
     * published months before it).
     */
    async stats(year: number, month: number): Promise<ScheduleStats> {
      const monthStatus = await status(year, month);
      const earlier = monthsBefore(year, month, ROLLING_MONTHS - 1);
      const publishedEarlier = await publishedAmong(db, earlier);
      const points = new Map((await db.select().from(t.shiftTypes)).map((s) => [s.id, s]));
      const people = (await db.select().from(t.staff).orderBy(asc(t.staff.name))).filter((p) =>
        (CLINICAL_ROLES as readonly string[]).includes(p.role),
      );
      const tally = async (y: number, m: number) => {
        const { first, last } = monthBounds(y, m);
        const rows = await db
          .select({ staffId: t.scheduleEntries.staffId, shiftType: t.scheduleEntries.shiftType })
          .from(t.scheduleEntries)
          .where(and(gte(t.scheduleEntries.date, first), lte(t.scheduleEntries.date, last)));
        const byStaff = new Map<number, { shifts: number; points: number }>();
        for (const r of rows) {
          const type = points.get(r.shiftType);
          const cur = byStaff.get(r.staffId) ?? { shifts: 0, points: 0 };
          // Shifts that do not count toward totals (DIRECTOR, ON_CALL) still earn their points.
          if (type?.countsTowardTotal !== false) cur.shifts++;
          cur.points += type?.points ?? 0;
          byStaff.set(r.staffId, cur);
        }
        return byStaff;
      };
      const current = monthStatus === 'empty' ? new Map() : await tally(year, month);
      const rolling = [current, ...(await Promise.all(publishedEarlier.map((m) => tally(m.year, m.month))))];
      const employeeStats: EmployeeStats[] = people.map((p) => {
        const mine = current.get(p.id) ?? { shifts: 0, points: 0 };
        const r = rolling.reduce(
          (sum, tallied) => {
            const x = tallied.get(p.id);
            return x ? { shifts: sum.shifts + x.shifts, points: sum.points + x.points } : sum;
          },
          { shifts: 0, points: 0 },
        );
        return {
          staffId: p.id,
          staffName: p.name,
          role: p.role,
          totalShifts: mine.shifts,
          totalPoints: round2(mine.points),
          averagePoints: mine.shifts === 0 ? 0 : round2(mine.points / mine.shifts),
          rollingAveragePoints: r.shifts === 0 ? 0 : round2(r.points / r.shifts),
          rollingTotalShifts: r.shifts,
        };
      });
      const totalShifts = employeeStats.reduce((n, e) => n + e.totalShifts, 0);
      const totalPoints = round2(employeeStats.reduce((n, e) => n + e.totalPoints, 0));
      const n = employeeStats.length;
      return {
        status: monthStatus,
        employeeStats,
        summary: {
          totalEmployees: n,
          totalShifts,
          totalPoints,
          averageShiftsPerEmployee: n === 0 ? 0 : round1(totalShifts / n),
          averagePointsPerEmployee: n === 0 ? 0 : round2(totalPoints / n),
        },
      };
    },
  };
}

export type ScheduleRepository = ReturnType<typeof createScheduleRepository>;
