// Everything the engine needs for one month, read from the database in one place (no engine types here).
import { and, asc, eq, gte, inArray, lte, ne } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import * as t from '../../db/schema.js';

/** Months whose published points a person carries into the next generation (spec: rolling three months). */
export const CARRIED_MONTHS = 3;

export interface MonthInputs {
  year: number;
  month: number;
  staff: (typeof t.staff.$inferSelect)[];
  adminLimits: (typeof t.adminLimits.$inferSelect)[];
  standing: (typeof t.standingPreferences.$inferSelect)[];
  shiftTypes: (typeof t.shiftTypes.$inferSelect)[];
  template: (typeof t.weeklyTemplate.$inferSelect)[];
  rules: (typeof t.tier1Rules.$inferSelect)[];
  /** Approved vacations overlapping the month. */
  vacations: (typeof t.vacationRequests.$inferSelect)[];
  dailyRequests: (typeof t.dailyRequests.$inferSelect)[];
  /** Monthly free-text requests for the month that were not rejected. */
  monthlyRequests: (typeof t.monthlyRequests.$inferSelect)[];
  /** Entries an admin locked in this month: kept when the month is generated again. */
  lockedEntries: (typeof t.scheduleEntries.$inferSelect)[];
  /** Points each person earned in the published months just before this one. */
  carriedPoints: Map<number, number>;
}

export function monthBounds(year: number, month: number): { first: string; last: string; days: number } {
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const mm = String(month).padStart(2, '0');
  return { first: `${year}-${mm}-01`, last: `${year}-${mm}-${String(days).padStart(2, '0')}`, days };
}

/** The `count` months before year/month, latest first. */
export function monthsBefore(year: number, month: number, count: number): { year: number; month: number }[] {
  return Array.from({ length: count }, (_, i) => {
    const index = year * 12 + (month - 1) - (i + 1);
    return { year: Math.floor(index / 12), month: (index % 12) + 1 };
  });
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
  const [vacations, dailyRequests, monthlyRequests, lockedEntries] = await Promise.all([
    db
      .select()
      .from(t.vacationRequests)
      .where(
        and(
          eq(t.vacationRequests.status, 'approved'),
          lte(t.vacationRequests.startDate, last),
          gte(t.vacationRequests.endDate, first),
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
    carriedPoints: await publishedPoints(db, monthsBefore(year, month, CARRIED_MONTHS)),
  };
}

/** Points per person over the given months, counting only months that were published. */
export async function publishedPoints(
  db: Queryable,
  months: { year: number; month: number }[],
): Promise<Map<number, number>> {
  const totals = new Map<number, number>();
  if (months.length === 0) return totals;
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
  const wanted = published.filter((p) => months.some((m) => m.year === p.year && m.month === p.month));
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
