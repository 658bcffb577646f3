import { z } from 'zod';

export const STAFF_ROLES = ['PHYSICIAN', 'PA', 'SCHEDULER', 'DIRECTOR'] as const;
export const StaffRoleSchema = z.enum(STAFF_ROLES);
export type StaffRole = z.infer<typeof StaffRoleSchema>;

/** How the spec displays each role: PA is shown as PA-C. */
export const ROLE_LABELS: Record<StaffRole, string> = {
  PHYSICIAN: 'Physician',
  PA: 'PA-C',
  SCHEDULER: 'Scheduler',
  DIRECTOR: 'Director',
};

/** Roles that can be scheduled on clinical shifts (eligibleRoles of a shift type). */
export const CLINICAL_ROLES = ['PHYSICIAN', 'PA', 'DIRECTOR'] as const;
export const ClinicalRoleSchema = z.enum(CLINICAL_ROLES);
export type ClinicalRole = z.infer<typeof ClinicalRoleSchema>;
