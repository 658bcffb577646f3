/** UI timings the spec fixes (section 9 of both documents); only the browser uses them. */
export const TOAST_DURATION_MS = 5000;
export const PENDING_COUNT_POLL_MS = 30_000;
export const ROUTE_RENDER_DELAY_MS = 10;
export const BOUNDARY_RETRY_MS = 100;
export const HASH_SCROLL_DELAY_MS = 100;
export const REGISTRATION_REDIRECT_MS = 2000;
