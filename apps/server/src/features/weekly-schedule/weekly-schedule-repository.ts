import {
  ADMIN_LIMIT_DEFAULTS,
  type ClinicalRole,
  type ShiftTypeDefinition,
  type TemplateSlot,
  WEEKDAY_KEYS,
  type WeekdayKey,
  type WeeklySchedule,
} from '@rotawise/api-contract';
import { asc, eq, inArray, ne } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  adminLimits,
  shiftTypes,
  staff,
  standingPreferences,
  tier1Rules,
  weeklyTemplate,
} from '../../db/schema.js';
import type { Actor, AuditRepository } from '../audit/audit-repository.js';

export function createWeeklyScheduleRepository(db: Database, audit: AuditRepository) {
  return {
    /** SUN..SAT, each day's slots in the order of their shift's start time. */
    async get(): Promise<WeeklySchedule> {
      const rows = await db
        .select({
          day: weeklyTemplate.day,
          shiftType: weeklyTemplate.shiftTypeId,
          count: weeklyTemplate.count,
        })
        .from(weeklyTemplate)
        .innerJoin(shiftTypes, eq(shiftTypes.id, weeklyTemplate.shiftTypeId))
        .orderBy(asc(shiftTypes.startTime), asc(shiftTypes.id));
      const week = Object.fromEntries(WEEKDAY_KEYS.map((d) => [d, [] as TemplateSlot[]])) as WeeklySchedule;
      for (const row of rows) week[row.day].push({ shiftType: row.shiftType, count: row.count });
      return week;
    },
    /** Replaces one day's list; the ids not found among the shift types are returned and nothing changes. */
    async replaceDay(day: WeekdayKey, slots: TemplateSlot[], actor: Actor): Promise<{ unknown: string[] }> {
      return db.transaction(async (tx) => {
        const ids = slots.map((s) => s.shiftType);
        const known =
          ids.length === 0
            ? new Set<string>()
            : new Set(
                (
                  await tx.select({ id: shiftTypes.id }).from(shiftTypes).where(inArray(shiftTypes.id, ids))
                ).map((r) => r.id),
              );
        const unknown = ids.filter((id) => !known.has(id));
        if (unknown.length > 0) return { unknown };
        await tx.delete(weeklyTemplate).where(eq(weeklyTemplate.day, day));
        if (slots.length > 0)
          await tx
            .insert(weeklyTemplate)
            .values(slots.map((s) => ({ day, shiftTypeId: s.shiftType, count: s.count })));
        await audit.record(actor, 'weekly_template.update', 'weekly_template', day, { slots }, tx);
        return { unknown: [] };
      });
    },
    /** What the capacity check needs: shift types, the clinicians with their limits, enforced rules. */
    async capacityInputs() {
      const types = await db.select().from(shiftTypes);
      const people = await db
        .select({
          role: staff.role,
          isDirector: staff.isDirector,
          minShifts: adminLimits.minShifts,
          maxShifts: adminLimits.maxShifts,
          standingMin: standingPreferences.minShiftsPerMonth,
          standingMax: standingPreferences.maxShiftsPerMonth,
        })
        .from(staff)
        .leftJoin(adminLimits, eq(adminLimits.staffId, staff.id))
        .leftJoin(standingPreferences, eq(standingPreferences.staffId, staff.id))
        .where(ne(staff.role, 'SCHEDULER'));
      const rules = await db
        .select({ enforcement: tier1Rules.enforcement })
        .from(tier1Rules)
        .where(eq(tier1Rules.isEnforced, true));
      return {
        shiftTypes: types.map(
          (t): ShiftTypeDefinition => ({ ...t, eligibleRoles: t.eligibleRoles as ClinicalRole[] }),
        ),
        people: people.map((p) => ({
          role: p.role,
          isDirector: p.isDirector,
          // Without limits of their own, a person gets the admin page's defaults.
          limits: {
            minShifts: p.minShifts ?? ADMIN_LIMIT_DEFAULTS.minShifts,
            maxShifts: p.maxShifts ?? ADMIN_LIMIT_DEFAULTS.maxShifts,
          },
          standing:
            p.standingMax == null
              ? null
              : { minShiftsPerMonth: p.standingMin ?? 0, maxShiftsPerMonth: p.standingMax },
        })),
        enforcements: rules.flatMap((r) => (r.enforcement ? [r.enforcement] : [])),
      };
    },
  };
}

export type WeeklyScheduleRepository = ReturnType<typeof createWeeklyScheduleRepository>;
