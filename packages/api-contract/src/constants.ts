/** Business constants of the spec (section 9 of both documents) that the server also needs. UI timings live in the web app. */
export const PASSWORD_MIN = 6;
export const USERNAME_MIN = 3;
export const NAME_MIN = 2;
export const PHONE_MIN = 10;
export const VACATION_NOTES_MAX = 300;
export const GENERATION_YEAR_MIN = 2024;
export const GENERATION_YEAR_MAX = 2030;
export const NEW_STAFF_ADMIN_LIMITS = { minShifts: 4, maxShifts: 16 } as const;
export const ADMIN_LIMIT_DEFAULTS = { minShifts: 9, maxShifts: 15 } as const;
export const STANDING_PREFERENCE_DEFAULTS = {
  maxConsecutiveDays: 3,
  minConsecutiveDays: 1,
  targetShiftsPerMonth: 15,
  minShiftsPerMonth: 3,
  maxShiftsPerMonth: 16,
  shiftPreference: 2,
} as const;
