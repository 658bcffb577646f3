/** The spec's exact texts the server sends, shared with the web so both say the same thing. */
export const MESSAGES = {
  usernameMin: 'Username must be at least 3 characters',
  passwordMin: 'Password must be at least 6 characters',
  invalidCredentials: 'Invalid username or password',
  loggedOut: 'Logged out',
  notSignedIn: 'Not signed in',
  forbidden: 'You do not have permission to do this',
  passwordChangeRequired: 'Set a new password before continuing',
  notFound: 'Not found',
  tooManyRequests: 'Too many requests, please try again later',
  crossOrigin: 'Cross-origin request refused',
  internalError: 'Internal server error',
  databaseUnavailable: 'Database unavailable, please try again shortly',
} as const;
