import { z } from 'zod';
import { NAME_MIN } from './constants.js';
import { EMAIL_MAX, InitialLoginSchema } from './registration.js';
import { StaffRoleSchema } from './roles.js';
import { safeText } from './text.js';

/** Staff management's texts that the server also uses (validation and answers). */
export const STAFF_MESSAGES = {
  nameMin: 'Name must be at least 2 characters',
  emailInvalid: 'Invalid email format',
  notFound: (id: number) => `Staff member ${id} not found`,
  cannotDeleteSelf: 'You cannot delete your own staff record while signed in as it',
  cannotDemoteSelf: 'You cannot remove your own administrator privileges',
} as const;

/** A staff member as GET /api/staff lists them. */
export const StaffSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  role: StaffRoleSchema,
  isDirector: z.boolean(),
  isAdmin: z.boolean(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
});
export type Staff = z.infer<typeof StaffSchema>;

/** A colleague as a non-admin reads them: who they are and their role, without contact details. */
export const StaffSummarySchema = StaffSchema.pick({
  id: true,
  name: true,
  role: true,
  isDirector: true,
  isAdmin: true,
});
export type StaffSummary = z.infer<typeof StaffSummarySchema>;

/** GET /api/staff answers admins (and each person about themselves) in full, everyone else in summary. */
export const StaffOrSummarySchema = z.union([StaffSchema, StaffSummarySchema]);

/** The staff form (create and edit): spec 5, name 2+, role default PHYSICIAN, email valid or empty. */
export const StaffInputSchema = z.object({
  name: safeText(120, { error: 'Required' }).trim().min(NAME_MIN, STAFF_MESSAGES.nameMin),
  role: StaffRoleSchema.default('PHYSICIAN'),
  isDirector: z.boolean().default(false),
  isAdmin: z.boolean().default(false),
  email: z
    .union([z.literal(''), safeText(EMAIL_MAX).trim().pipe(z.email(STAFF_MESSAGES.emailInvalid))])
    .nullish(),
  phone: safeText(40, { tooLong: 'phone must be 40 characters or less' }).trim().nullish(),
});
export type StaffInput = z.input<typeof StaffInputSchema>;
export type StaffValues = z.output<typeof StaffInputSchema>;

/** POST /api/staff answers the new member and their login, whose password is shown this once. */
export const CreatedStaffSchema = StaffSchema.extend({ initialLogin: InitialLoginSchema });
export type CreatedStaff = z.infer<typeof CreatedStaffSchema>;

export const StaffIdParamsSchema = z.object({
  staffId: z.coerce
    .number()
    .int('staffId must be a whole number')
    .positive('staffId must be a positive integer')
    .max(2_147_483_647, 'staffId is too large'),
});
