// Departments for the generation benchmark: the demo department, and synthetic ones of N clinical staff
// made from it (its people copied, the weekly template scaled to the new head count).
import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/db/client.js';
import * as t from '../../apps/server/src/db/schema.js';
import { seedDemoDepartment } from '../../apps/server/src/db/seed/demo-department.js';

/** Seeds the demo department, then grows or shrinks its clinical staff to `size` (null: as seeded). */
export async function seedDepartment(db: Database, today: Date, size: number | null): Promise<number> {
  await seedDemoDepartment(db, { today });
  const clinical = await db.select().from(t.staff).where(ne(t.staff.role, 'SCHEDULER'));
  if (size === null) return clinical.length;
  const limits = new Map((await db.select().from(t.adminLimits)).map((l) => [l.staffId, l]));
  const standing = new Map((await db.select().from(t.standingPreferences)).map((s) => [s.staffId, s]));
  await db.transaction(async (tx) => {
    if (size < clinical.length) {
      for (const person of clinical.slice(size)) await tx.delete(t.staff).where(eq(t.staff.id, person.id));
    }
    for (let copy = 2; clinical.length * (copy - 1) < size; copy++) {
      const batch = clinical.slice(0, Math.min(clinical.length, size - clinical.length * (copy - 1)));
      const rows = await tx
        .insert(t.staff)
        .values(batch.map((p) => ({ name: `${p.name} ${copy}`, role: p.role, isDirector: p.isDirector })))
        .returning({ id: t.staff.id });
      const copies = batch.map((p, i) => ({ from: p.id, to: rows[i]!.id }));
      const l = copies.flatMap(({ from, to }) => {
        const x = limits.get(from);
        return x ? [{ staffId: to, minShifts: x.minShifts, maxShifts: x.maxShifts }] : [];
      });
      if (l.length > 0) await tx.insert(t.adminLimits).values(l);
      const s = copies.flatMap(({ from, to }) => {
        const x = standing.get(from);
        if (!x) return [];
        const { id: _id, updatedAt: _u, ...rest } = x;
        return [{ ...rest, staffId: to }];
      });
      if (s.length > 0) await tx.insert(t.standingPreferences).values(s);
    }
    // Demand grows with the head count: every slot of the template scaled by size / demo size.
    const factor = size / clinical.length;
    for (const slot of await tx.select().from(t.weeklyTemplate))
      await tx
        .update(t.weeklyTemplate)
        .set({ count: Math.max(1, Math.round(slot.count * factor)) })
        .where(and(eq(t.weeklyTemplate.day, slot.day), eq(t.weeklyTemplate.shiftTypeId, slot.shiftTypeId)));
  });
  return size;
}
