import { z } from 'zod';
import { STANDING_PREFERENCE_DEFAULTS } from './constants.js';
import { INTERPRET_TEXT_MAX } from './interpret.js';
import { safeText } from './text.js';

/** The spec's ranges for standing preferences (Validation rules) and the server's own refusals. */
export const STANDING_LIMITS = {
  shiftsMin: 1,
  shiftsMax: 31,
  consecutiveMin: 1,
  consecutiveMax: 14,
  ratingMin: 1,
  ratingMax: 3,
} as const;

export const STANDING_MESSAGES = {
  shifts: (field: string) => `${field} must be between 1 and 31`,
  maxConsecutive: 'maxConsecutiveDays must be between 1 and 14',
  minConsecutive: 'minConsecutiveDays must be between 1 and the maximum consecutive days',
  minAboveMax: 'minShiftsPerMonth cannot be more than maxShiftsPerMonth',
  targetOutside: 'targetShiftsPerMonth must be between the minimum and maximum shifts',
  rating: 'shiftPreferences ratings are 1 (Dislike), 2 (Neutral) or 3 (Like)',
  alreadySet: (staffId: number) =>
    `Staff member ${staffId} already has standing preferences: update them with PUT /api/standing-preferences/{id}`,
  notFound: (id: number) => `Standing preferences ${id} not found`,
} as const;

/** The slider's words (spec: 1 Dislike, 2 Neutral, 3 Like). */
export const SHIFT_RATING_WORDS = { 1: 'Dislike', 2: 'Neutral', 3: 'Like' } as const;

const whole = (field: string, min: number, max: number, message: string) =>
  z
    .number({ error: `${field} must be a number` })
    .int(`${field} must be a whole number`)
    .min(min, message)
    .max(max, message);

const shifts = (field: string) =>
  whole(field, STANDING_LIMITS.shiftsMin, STANDING_LIMITS.shiftsMax, STANDING_MESSAGES.shifts(field));

const standingFields = {
  maxConsecutiveDays: whole('maxConsecutiveDays', 1, 14, STANDING_MESSAGES.maxConsecutive).default(
    STANDING_PREFERENCE_DEFAULTS.maxConsecutiveDays,
  ),
  minConsecutiveDays: whole('minConsecutiveDays', 1, 14, STANDING_MESSAGES.minConsecutive).default(
    STANDING_PREFERENCE_DEFAULTS.minConsecutiveDays,
  ),
  targetShiftsPerMonth: shifts('targetShiftsPerMonth').default(
    STANDING_PREFERENCE_DEFAULTS.targetShiftsPerMonth,
  ),
  minShiftsPerMonth: shifts('minShiftsPerMonth').default(STANDING_PREFERENCE_DEFAULTS.minShiftsPerMonth),
  maxShiftsPerMonth: shifts('maxShiftsPerMonth').default(STANDING_PREFERENCE_DEFAULTS.maxShiftsPerMonth),
  shiftPreferences: z
    .record(
      safeText(64).min(1),
      z
        .number({ error: STANDING_MESSAGES.rating })
        .int(STANDING_MESSAGES.rating)
        .min(1, STANDING_MESSAGES.rating)
        .max(3, STANDING_MESSAGES.rating),
      { error: 'shiftPreferences must map shift type ids to ratings' },
    )
    .default({}),
  /** Sent as an empty list by the page (spec); kept as given. */
  preferredWeekends: z.array(z.unknown(), { error: 'preferredWeekends must be a list' }).max(10).default([]),
  naturalLanguagePreferences: safeText(INTERPRET_TEXT_MAX, {
    error: 'naturalLanguagePreferences must be text',
    field: 'naturalLanguagePreferences',
  }).default(''),
};

type StandingValues = z.output<z.ZodObject<typeof standingFields>>;

/** Cross-field rules: minimum consecutive days up to the maximum; minimum <= target <= maximum shifts. */
function checkStanding(v: StandingValues, ctx: z.RefinementCtx) {
  if (v.minConsecutiveDays > v.maxConsecutiveDays)
    ctx.addIssue({
      code: 'custom',
      path: ['minConsecutiveDays'],
      message: STANDING_MESSAGES.minConsecutive,
    });
  if (v.minShiftsPerMonth > v.maxShiftsPerMonth)
    ctx.addIssue({ code: 'custom', path: ['minShiftsPerMonth'], message: STANDING_MESSAGES.minAboveMax });
  else if (v.targetShiftsPerMonth < v.minShiftsPerMonth || v.targetShiftsPerMonth > v.maxShiftsPerMonth)
    ctx.addIssue({
      code: 'custom',
      path: ['targetShiftsPerMonth'],
      message: STANDING_MESSAGES.targetOutside,
    });
}

/** The standing fields the preferences page sends; missing ones take the spec's defaults. */
export const StandingPreferencesInputSchema = z.object(standingFields).superRefine(checkStanding);
export type StandingPreferencesInput = z.input<typeof StandingPreferencesInputSchema>;

/** POST /api/standing-preferences: the standing fields plus whose they are. */
export const StandingPreferencesCreateSchema = z
  .object({
    staffId: z.coerce
      .number({ error: 'staffId must be a number' })
      .int('staffId must be a whole number')
      .positive('staffId must be a positive integer')
      .max(2_147_483_647, 'staffId is too large'),
    ...standingFields,
  })
  .superRefine(checkStanding);
