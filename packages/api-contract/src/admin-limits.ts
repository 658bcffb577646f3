import { z } from 'zod';

/** The most shifts a month can hold one a day (and a director's extra shift aside). */
export const ADMIN_LIMIT_MAX = 62;

export const ADMIN_LIMIT_MESSAGES = {
  minAboveMax: 'Minimum shifts cannot exceed maximum shifts',
  negative: 'must be 0 or more',
} as const;

const limit = (field: string) =>
  z
    .number({ error: `${field} is required` })
    .int(`${field} must be a whole number`)
    .min(0, `${field} ${ADMIN_LIMIT_MESSAGES.negative}`)
    .max(ADMIN_LIMIT_MAX, `${field} must be at most ${ADMIN_LIMIT_MAX}`);

/** GET and PUT /api/preferences/{staffId}: the admin's shift limits for one person (snake_case, as the spec). */
export const AdminLimitsSchema = z
  .object({ min_shifts: limit('min_shifts'), max_shifts: limit('max_shifts') })
  .refine((v) => v.min_shifts <= v.max_shifts, {
    message: ADMIN_LIMIT_MESSAGES.minAboveMax,
    path: ['min_shifts'],
  });
export type AdminLimits = z.infer<typeof AdminLimitsSchema>;

/** The answer adds whether the limits were set (false: the page's defaults, 9 to 15, are shown). */
export const AdminLimitsResponseSchema = z.object({
  staffId: z.number().int(),
  min_shifts: z.number().int(),
  max_shifts: z.number().int(),
  isSet: z.boolean(),
});
export type AdminLimitsResponse = z.infer<typeof AdminLimitsResponseSchema>;

/** A person's standing preferences as the admin preferences page shows them. */
export const StandingPreferencesSchema = z.object({
  id: z.number().int(),
  staffId: z.number().int(),
  maxConsecutiveDays: z.number().int(),
  minConsecutiveDays: z.number().int(),
  targetShiftsPerMonth: z.number().int(),
  minShiftsPerMonth: z.number().int(),
  maxShiftsPerMonth: z.number().int(),
  shiftPreferences: z.record(z.string(), z.number()),
  preferredWeekdays: z.array(z.number().int()),
  avoidedWeekdays: z.array(z.number().int()),
  naturalLanguagePreferences: z.string(),
  enableCircadianRhythm: z.boolean(),
  updatedAt: z.string(),
});
export type StandingPreferences = z.infer<typeof StandingPreferencesSchema>;

/** Shift rating labels (spec 2.7): 1 Dislike, 2 Neutral, 3 Like, otherwise Not Set. */
export function shiftRatingLabel(rating: number | null | undefined): string {
  if (rating === 1) return 'Dislike';
  if (rating === 2) return 'Neutral';
  if (rating === 3) return 'Like';
  return 'Not Set';
}
