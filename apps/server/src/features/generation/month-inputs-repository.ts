// Everything the engine needs for one month, read from the database in one place (no engine types here).
import { and, asc, eq, gte, inArray, lte, ne } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import * as t from '../../db/schema.js';
import { CARRIED_MONTHS, monthBounds, monthsBefore, neighbourRanges } from './month-inputs.js';

export interface MonthInputs {
  year: number;
  month: number;
  staff: (typeof t.staff.$inferSelect)[];
  adminLimits: (typeof t.adminLimits.$inferSelect)[];
  standing: (typeof t.standingPreferences.$inferSelect)[];
  shiftTypes: (typeof t.shiftTypes.$inferSelect)[];
  template: (typeof t.weeklyTemplate.$inferSelect)[];
  rules: (typeof t.tier1Rules.$inferSelect)[];
  /** Approved vacations overlapping the month or the NEIGHBOUR_DAYS around it (days off at its edges). */
  vacations: (typeof t.vacationRequests.$inferSelect)[];
  dailyRequests: (typeof t.dailyRequests.$inferSelect)[];
  /** Monthly free-text requests for the month that were not rejected. */
  monthlyRequests: (typeof t.monthlyRequests.$inferSelect)[];
  /** Entries an admin locked in this month: kept when the month is generated again. */
  lockedEntries: (typeof t.scheduleEntries.$inferSelect)[];
  /**
   * Entries, draft or published, of the days just before the month and just after it (NEIGHBOUR_DAYS
   * each side): rest and runs of working days reach across its edges.
   */
  neighbourEntries: EntryCellRow[];
  /** Points each person earned in the published months just before this one. */
  carriedPoints: Map<number, number>;
}

export interface EntryCellRow {
  staffId: number;
  date: string;
  shiftType: string;
  /** Added or locked by an admin by hand (not written by a generation). */
  locked: boolean;
}

/** The entries from one date to another, both included, whatever their month's status, as cells. */
export async function cellsBetween(db: Queryable, from: string, to: string): Promise<EntryCellRow[]> {
  return db
    .select({
      staffId: t.scheduleEntries.staffId,
      date: t.scheduleEntries.date,
      shiftType: t.scheduleEntries.shiftType,
      locked: t.scheduleEntries.isLocked,
    })
    .from(t.scheduleEntries)
    .where(and(gte(t.scheduleEntries.date, from), lte(t.scheduleEntries.date, to)));
}

export async function loadMonthInputs(db: Queryable, year: number, month: number): Promise<MonthInputs> {
  const { first, last } = monthBounds(year, month);
  const [staff, adminLimits, standing, shiftTypes, template, rules] = await Promise.all([
    db.select().from(t.staff).orderBy(asc(t.staff.id)),
    db.select().from(t.adminLimits),
    db.select().from(t.standingPreferences),
    db.select().from(t.shiftTypes).orderBy(asc(t.shiftTypes.startTime), asc(t.shiftTypes.id)),
    db.select().from(t.weeklyTemplate),
    db.select().from(t.tier1Rules).orderBy(asc(t.tier1Rules.id)),
  ]);
  const { before, after } = neighbourRanges(year, month);
  const [vacations, dailyRequests, monthlyRequests, lockedEntries, dayBefore, dayAfter] = await Promise.all([
    db
      .select()
      .from(t.vacationRequests)
      .where(
        and(
          eq(t.vacationRequests.status, 'approved'),
          lte(t.vacationRequests.startDate, after.to),
          gte(t.vacationRequests.endDate, before.from),
        ),
      ),
    db
      .select()
      .from(t.dailyRequests)
      .where(and(gte(t.dailyRequests.date, first), lte(t.dailyRequests.date, last))),
    db
      .select()
      .from(t.monthlyRequests)
      .where(
        and(
          eq(t.monthlyRequests.year, year),
          eq(t.monthlyRequests.month, month),
          ne(t.monthlyRequests.status, 'rejected'),
        ),
      ),
    db
      .select()
      .from(t.scheduleEntries)
      .where(
        and(
          eq(t.scheduleEntries.isLocked, true),
          gte(t.scheduleEntries.date, first),
          lte(t.scheduleEntries.date, last),
        ),
      ),
    cellsBetween(db, before.from, before.to),
    cellsBetween(db, after.from, after.to),
  ]);
  return {
    year,
    month,
    staff,
    adminLimits,
    standing,
    shiftTypes,
    template,
    rules,
    vacations,
    dailyRequests,
    monthlyRequests,
    lockedEntries,
    neighbourEntries: [...dayBefore, ...dayAfter],
    carriedPoints: await publishedPoints(db, monthsBefore(year, month, CARRIED_MONTHS)),
  };
}

/** Those of the given months that are published. */
export async function publishedAmong(
  db: Queryable,
  months: { year: number; month: number }[],
): Promise<{ year: number; month: number }[]> {
  if (months.length === 0) return [];
  const published = await db
    .select({ year: t.scheduleMonths.year, month: t.scheduleMonths.month })
    .from(t.scheduleMonths)
    .where(
      and(
        eq(t.scheduleMonths.status, 'published'),
        inArray(
          t.scheduleMonths.year,
          months.map((m) => m.year),
        ),
      ),
    );
  return published.filter((p) => months.some((m) => m.year === p.year && m.month === p.month));
}

/** Points per person over the given months, counting only months that were published. */
export async function publishedPoints(
  db: Queryable,
  months: { year: number; month: number }[],
): Promise<Map<number, number>> {
  const totals = new Map<number, number>();
  if (months.length === 0) return totals;
  const wanted = await publishedAmong(db, months);
  if (wanted.length === 0) return totals;
  const points = new Map((await db.select().from(t.shiftTypes)).map((s) => [s.id, s.points]));
  for (const m of wanted) {
    const { first, last } = monthBounds(m.year, m.month);
    const entries = await db
      .select({ staffId: t.scheduleEntries.staffId, shiftType: t.scheduleEntries.shiftType })
      .from(t.scheduleEntries)
      .where(and(gte(t.scheduleEntries.date, first), lte(t.scheduleEntries.date, last)));
    for (const e of entries)
      totals.set(e.staffId, (totals.get(e.staffId) ?? 0) + (points.get(e.shiftType) ?? 0));
  }
  return totals;
}
