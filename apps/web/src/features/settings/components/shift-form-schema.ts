import {
  CLINICAL_ROLES,
  ClinicalRoleSchema,
  type CreateShiftType,
  NEW_SHIFT_DEFAULTS,
  SHIFT_MESSAGES,
  SHIFT_POINTS_MAX,
  ShiftIdSchema,
  type ShiftType,
} from '@rotawise/api-contract';
import { z } from 'zod';

const required = z.string().trim().min(1, SHIFT_MESSAGES.required);

/** The shift dialog's fields: the duration as hours (0-24) and minutes (0, 15, 30, 45), as the spec's inputs. */
export const ShiftFormSchema = z
  .object({
    id: z.string(),
    name: required,
    displayName: required,
    startTime: z.string().min(1, SHIFT_MESSAGES.required),
    hours: z
      .number({ error: SHIFT_MESSAGES.required })
      .int()
      .min(0, 'Hours: 0 to 24')
      .max(24, 'Hours: 0 to 24'),
    minutes: z.number().refine((m) => [0, 15, 30, 45].includes(m), 'Minutes: 0, 15, 30 or 45'),
    eligibleRoles: z.array(ClinicalRoleSchema).min(1, 'Choose at least one eligible role'),
    points: z
      .number({ error: 'Points: a number from 0 to 10' })
      .min(0, 'Points: a number from 0 to 10')
      .max(SHIFT_POINTS_MAX, 'Points: a number from 0 to 10'),
    isSpecialty: z.boolean(),
    countsTowardTotal: z.boolean(),
    exemptFromCircadian: z.boolean(),
  })
  .refine((v) => v.hours * 60 + v.minutes > 0, { message: SHIFT_MESSAGES.durationPositive, path: ['hours'] });
export type ShiftForm = z.infer<typeof ShiftFormSchema>;

/** Create mode also checks the id (letters, numbers and underscores). */
export const CreateShiftFormSchema = ShiftFormSchema.superRefine((v, ctx) => {
  const id = ShiftIdSchema.safeParse(v.id);
  if (!id.success)
    ctx.addIssue({
      code: 'custom',
      path: ['id'],
      message: id.error.issues[0]?.message ?? SHIFT_MESSAGES.required,
    });
});

export function shiftFormDefaults(shift: ShiftType | null): ShiftForm {
  if (!shift)
    return {
      id: '',
      name: '',
      displayName: '',
      startTime: NEW_SHIFT_DEFAULTS.startTime,
      hours: NEW_SHIFT_DEFAULTS.durationHours,
      minutes: 0,
      eligibleRoles: [...NEW_SHIFT_DEFAULTS.eligibleRoles],
      points: NEW_SHIFT_DEFAULTS.points,
      isSpecialty: false,
      countsTowardTotal: true,
      exemptFromCircadian: false,
    };
  return {
    id: shift.id,
    name: shift.name,
    displayName: shift.displayName,
    startTime: shift.startTime,
    hours: Math.floor(shift.durationMinutes / 60),
    minutes: shift.durationMinutes % 60,
    eligibleRoles: shift.eligibleRoles.filter((r) => (CLINICAL_ROLES as readonly string[]).includes(r)),
    points: shift.points,
    isSpecialty: shift.isSpecialty,
    countsTowardTotal: shift.countsTowardTotal,
    exemptFromCircadian: shift.exemptFromCircadian,
  };
}

/** What the API takes: the duration in hours (under 25, so the server reads it as hours). */
export function toShiftInput({ hours, minutes, ...rest }: ShiftForm): CreateShiftType {
  return { ...rest, id: rest.id.trim(), duration: hours + minutes / 60 };
}
