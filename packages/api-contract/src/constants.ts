/** Business constants of the spec (section 9 of both documents). */
export const TOAST_DURATION_MS = 5000;
export const TOAST_LIMIT = 1;
export const PENDING_COUNT_POLL_MS = 30_000;
export const ROUTE_RENDER_DELAY_MS = 10;
export const BOUNDARY_RETRY_MS = 100;
export const HASH_SCROLL_DELAY_MS = 100;
export const REGISTRATION_REDIRECT_MS = 2000;
export const THEME_STORAGE_KEY = 'rotawise-theme';
export const DEFAULT_THEME = 'light';
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
