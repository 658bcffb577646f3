import { z } from 'zod';
import { ClinicalRoleSchema } from './roles.js';
import { safeText } from './text.js';

export const SHIFT_MESSAGES = {
  required: 'Please fill in all required fields.',
  idFormat: 'Shift ID can only contain letters, numbers, and underscores.',
  startTimeFormat: 'must be a time as HH:MM',
  durationPositive: 'must be longer than 0 minutes',
  durationTooLong: 'must be at most 24 hours 45 minutes',
  durationStep: 'must be whole hours plus 0, 15, 30 or 45 minutes',
  exists: (id: string) => `Shift type ${id} already exists`,
  notFound: (id: string) => `Shift type ${id} not found`,
  inUse: (id: string, places: string[]) => `Shift type ${id} is in use: ${places.join('; ')}`,
} as const;

/** New shift defaults (spec 9): start 07:00, duration 8 hours, eligible role PHYSICIAN, 1 point. */
export const NEW_SHIFT_DEFAULTS = {
  startTime: '07:00',
  durationHours: 8,
  eligibleRoles: ['PHYSICIAN'],
  points: 1,
} as const;

/** Duration inputs: hours 0-24 plus minutes 0-59 in steps of 15, so at most 24 h 45 min. */
export const SHIFT_DURATION_MAX_MINUTES = 24 * 60 + 45;
export const SHIFT_POINTS_MAX = 10;

/** The spec's duration field: a number under 25 is hours, otherwise minutes. Returns minutes. */
export function durationToMinutes(duration: number): number {
  return duration < 25 ? Math.round(duration * 60) : Math.round(duration);
}

/** The other way: whole or fractional hours below 25 hours, minutes from there on. */
export function minutesToDuration(minutes: number): number {
  return minutes < 25 * 60 ? minutes / 60 : minutes;
}

export const ShiftIdSchema = safeText(40, {
  error: SHIFT_MESSAGES.required,
  tooLong: 'must be 40 characters or less',
})
  .trim()
  .min(1, SHIFT_MESSAGES.required)
  .regex(/^[A-Za-z0-9_]+$/, SHIFT_MESSAGES.idFormat);

const requiredText = (max: number) =>
  safeText(max, { error: SHIFT_MESSAGES.required, tooLong: `must be ${max} characters or less` })
    .trim()
    .min(1, SHIFT_MESSAGES.required);

/** POST and PUT /api/shifts bodies. `duration` follows the spec (hours below 25, else minutes). */
export const ShiftTypeInputSchema = z.object({
  name: requiredText(80),
  displayName: requiredText(40),
  startTime: safeText(16, { error: SHIFT_MESSAGES.required })
    .min(1, SHIFT_MESSAGES.required)
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, SHIFT_MESSAGES.startTimeFormat),
  duration: z
    .number({ error: SHIFT_MESSAGES.required })
    .refine((d) => Number.isFinite(d) && durationToMinutes(d) > 0, SHIFT_MESSAGES.durationPositive)
    .refine((d) => durationToMinutes(d) <= SHIFT_DURATION_MAX_MINUTES, SHIFT_MESSAGES.durationTooLong)
    .refine((d) => durationToMinutes(d) % 15 === 0, SHIFT_MESSAGES.durationStep),
  eligibleRoles: z
    .array(ClinicalRoleSchema)
    .min(1, 'choose at least one eligible role')
    .max(3)
    .default([...NEW_SHIFT_DEFAULTS.eligibleRoles]),
  isSpecialty: z.boolean().default(false),
  countsTowardTotal: z.boolean().default(true),
  exemptFromCircadian: z.boolean().default(false),
  points: z
    .number()
    .min(0, 'must be 0 or more')
    .max(SHIFT_POINTS_MAX, `must be at most ${SHIFT_POINTS_MAX}`)
    .default(NEW_SHIFT_DEFAULTS.points),
});
export type ShiftTypeInput = z.input<typeof ShiftTypeInputSchema>;

/** Creating also takes the id: letters, numbers and underscores (spec 5). */
export const CreateShiftTypeSchema = ShiftTypeInputSchema.extend({ id: ShiftIdSchema });
export type CreateShiftType = z.input<typeof CreateShiftTypeSchema>;

export const ShiftIdParamsSchema = z.object({ shiftId: ShiftIdSchema });

/** A shift type as the API answers it: the spec's fields, with the duration in minutes as well. */
export const ShiftTypeSchema = z.object({
  id: z.string(),
  name: z.string(),
  displayName: z.string(),
  startTime: z.string(),
  duration: z.number(),
  durationMinutes: z.number().int(),
  eligibleRoles: z.array(ClinicalRoleSchema),
  isSpecialty: z.boolean(),
  countsTowardTotal: z.boolean(),
  exemptFromCircadian: z.boolean(),
  points: z.number(),
});
export type ShiftType = z.infer<typeof ShiftTypeSchema>;

/** GET /api/shifts: shift id to the shift's fields. */
export const ShiftTypeMapSchema = z.record(z.string(), ShiftTypeSchema);
export type ShiftTypeMap = z.infer<typeof ShiftTypeMapSchema>;
