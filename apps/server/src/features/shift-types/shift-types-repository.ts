import { type ClinicalRole, minutesToDuration, type ShiftType } from '@rotawise/api-contract';
import { asc, count, eq, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client.js';
import { scheduleEntries, shiftTypes, tier1Rules, weeklyTemplate } from '../../db/schema.js';
import type { Actor, AuditRepository } from '../audit/audit-repository.js';

type Row = typeof shiftTypes.$inferSelect;
export type ShiftTypeValues = Omit<typeof shiftTypes.$inferInsert, 'id'>;

export function toShiftTypeView(row: Row): ShiftType {
  return {
    id: row.id,
    name: row.name,
    displayName: row.displayName,
    startTime: row.startTime,
    duration: minutesToDuration(row.durationMinutes),
    durationMinutes: row.durationMinutes,
    eligibleRoles: row.eligibleRoles as ClinicalRole[],
    isSpecialty: row.isSpecialty,
    countsTowardTotal: row.countsTowardTotal,
    exemptFromCircadian: row.exemptFromCircadian,
    points: row.points,
  };
}

/** Where a shift type is in use: the template's days, schedule months, and rules that name it. */
export interface ShiftTypeUsage {
  templateDays: string[];
  scheduleEntries: number;
  scheduleMonths: string[];
  rules: string[];
}

async function usageOf(q: Queryable, id: string): Promise<ShiftTypeUsage> {
  const days = await q
    .select({ day: weeklyTemplate.day })
    .from(weeklyTemplate)
    .where(eq(weeklyTemplate.shiftTypeId, id));
  const month = sql<string>`to_char(${scheduleEntries.date}, 'YYYY-MM')`;
  const months = await q
    .select({ month, n: count() })
    .from(scheduleEntries)
    .where(eq(scheduleEntries.shiftType, id))
    .groupBy(month)
    .orderBy(month);
  const rules = await q
    .select({ name: tier1Rules.ruleName })
    .from(tier1Rules)
    .where(sql`${tier1Rules.enforcement}->>'shiftType' = ${id}`);
  const order = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'];
  return {
    templateDays: days.map((d) => d.day).sort((a, b) => order.indexOf(a) - order.indexOf(b)),
    scheduleEntries: months.reduce((sum, m) => sum + Number(m.n), 0),
    scheduleMonths: months.map((m) => m.month),
    rules: rules.map((r) => r.name),
  };
}

export const isUsed = (u: ShiftTypeUsage) =>
  u.templateDays.length > 0 || u.scheduleEntries > 0 || u.rules.length > 0;

export function createShiftTypesRepository(db: Database, audit: AuditRepository) {
  return {
    async list(): Promise<ShiftType[]> {
      const rows = await db.select().from(shiftTypes).orderBy(asc(shiftTypes.startTime), asc(shiftTypes.id));
      return rows.map(toShiftTypeView);
    },
    async find(id: string): Promise<ShiftType | null> {
      const [row] = await db.select().from(shiftTypes).where(eq(shiftTypes.id, id));
      return row ? toShiftTypeView(row) : null;
    },
    /** Null when the id is taken. */
    async insert(id: string, values: ShiftTypeValues, actor: Actor): Promise<ShiftType | null> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(shiftTypes)
          .values({ id, ...values })
          .onConflictDoNothing()
          .returning();
        if (!row) return null;
        await audit.record(actor, 'shift_type.create', 'shift_type', id, values, tx);
        return toShiftTypeView(row);
      });
    },
    /** Null when there is no such shift type. */
    async update(id: string, values: ShiftTypeValues, actor: Actor): Promise<ShiftType | null> {
      return db.transaction(async (tx) => {
        const [row] = await tx.update(shiftTypes).set(values).where(eq(shiftTypes.id, id)).returning();
        if (!row) return null;
        await audit.record(actor, 'shift_type.update', 'shift_type', id, values, tx);
        return toShiftTypeView(row);
      });
    },
    /** Deletes an unused shift type; a used one is left alone and its usage returned. */
    async deleteUnused(
      id: string,
      actor: Actor,
    ): Promise<{ outcome: 'deleted' } | { outcome: 'missing' } | { outcome: 'used'; usage: ShiftTypeUsage }> {
      return db.transaction(async (tx) => {
        // Lock the row so a template edit cannot start using it between the check and the delete.
        const [row] = await tx
          .select({ id: shiftTypes.id })
          .from(shiftTypes)
          .where(eq(shiftTypes.id, id))
          .for('update');
        if (!row) return { outcome: 'missing' as const };
        const usage = await usageOf(tx, id);
        if (isUsed(usage)) return { outcome: 'used' as const, usage };
        await tx.delete(shiftTypes).where(eq(shiftTypes.id, id));
        await audit.record(actor, 'shift_type.delete', 'shift_type', id, null, tx);
        return { outcome: 'deleted' as const };
      });
    },
  };
}

export type ShiftTypesRepository = ReturnType<typeof createShiftTypesRepository>;
