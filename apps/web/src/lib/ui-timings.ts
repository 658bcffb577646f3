/** UI timings the spec fixes (section 9 of both documents); only the browser uses them. */
export const TOAST_DURATION_MS = 5000;
export const PENDING_COUNT_POLL_MS = 30_000;
export const ROUTE_RENDER_DELAY_MS = 10;
export const BOUNDARY_RETRY_MS = 100;
export const HASH_SCROLL_DELAY_MS = 100;
export const REGISTRATION_REDIRECT_MS = 2000;
/** Standing preferences save this long after the last change (spec: auto-save delay 500 ms). */
export const AUTO_SAVE_DELAY_MS = 500;
/** "Understood as" asks the interpreter this long after the last keystroke. */
export const INTERPRET_DEBOUNCE_MS = 700;
/** Interpret calls leave at least this far apart: the route allows 30 a minute per client. */
export const INTERPRET_MIN_INTERVAL_MS = 2100;
