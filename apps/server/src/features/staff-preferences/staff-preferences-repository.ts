import type { StandingPreferences } from '@rotawise/api-contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { adminLimits, staff, standingPreferences } from '../../db/schema.js';
import type { Actor, AuditRepository } from '../audit/audit-repository.js';

export function createStaffPreferencesRepository(db: Database, audit: AuditRepository) {
  return {
    async staffExists(staffId: number): Promise<boolean> {
      const [row] = await db.select({ id: staff.id }).from(staff).where(eq(staff.id, staffId));
      return Boolean(row);
    },
    async limits(staffId: number) {
      const [row] = await db
        .select({ minShifts: adminLimits.minShifts, maxShifts: adminLimits.maxShifts })
        .from(adminLimits)
        .where(eq(adminLimits.staffId, staffId));
      return row ?? null;
    },
    /** Sets the limits; false when the staff member does not exist. */
    async setLimits(staffId: number, limits: { minShifts: number; maxShifts: number }, actor: Actor) {
      return db.transaction(async (tx) => {
        const [member] = await tx.select({ id: staff.id }).from(staff).where(eq(staff.id, staffId));
        if (!member) return false;
        await tx
          .insert(adminLimits)
          .values({ staffId, ...limits })
          .onConflictDoUpdate({ target: adminLimits.staffId, set: limits });
        await audit.record(actor, 'admin_limits.update', 'staff', staffId, limits, tx);
        return true;
      });
    },
    async standing(staffId: number): Promise<StandingPreferences | null> {
      const [row] = await db
        .select()
        .from(standingPreferences)
        .where(eq(standingPreferences.staffId, staffId));
      return row ? { ...row, updatedAt: row.updatedAt.toISOString() } : null;
    },
  };
}

export type StaffPreferencesRepository = ReturnType<typeof createStaffPreferencesRepository>;
