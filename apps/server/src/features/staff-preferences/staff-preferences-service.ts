import {
  ADMIN_LIMIT_DEFAULTS,
  type AdminLimits,
  type AdminLimitsResponse,
  STAFF_MESSAGES,
} from '@rotawise/api-contract';
import { notFound } from '../../lib/http-errors.js';
import type { Actor } from '../audit/audit-repository.js';
import type { StaffPreferencesRepository } from './staff-preferences-repository.js';

export const noStandingPreferences = (staffId: number) =>
  `No standing preferences set for staff member ${staffId}`;

export function createStaffPreferencesService(repo: StaffPreferencesRepository) {
  const requireStaff = async (staffId: number) => {
    if (!(await repo.staffExists(staffId))) throw notFound(STAFF_MESSAGES.notFound(staffId));
  };
  return {
    /** The person's admin limits; the page's defaults (9 to 15) when none were set. */
    async limits(staffId: number): Promise<AdminLimitsResponse> {
      await requireStaff(staffId);
      const limits = await repo.limits(staffId);
      return {
        staffId,
        min_shifts: limits?.minShifts ?? ADMIN_LIMIT_DEFAULTS.minShifts,
        max_shifts: limits?.maxShifts ?? ADMIN_LIMIT_DEFAULTS.maxShifts,
        isSet: limits !== null,
      };
    },
    async setLimits(staffId: number, body: AdminLimits, actor: Actor): Promise<AdminLimitsResponse> {
      const ok = await repo.setLimits(
        staffId,
        { minShifts: body.min_shifts, maxShifts: body.max_shifts },
        actor,
      );
      if (!ok) throw notFound(STAFF_MESSAGES.notFound(staffId));
      return { staffId, min_shifts: body.min_shifts, max_shifts: body.max_shifts, isSet: true };
    },
    async standing(staffId: number) {
      await requireStaff(staffId);
      const standing = await repo.standing(staffId);
      if (!standing) throw notFound(noStandingPreferences(staffId));
      return standing;
    },
  };
}
