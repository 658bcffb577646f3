/** Texts of the login and register tabs, in the spec's exact words. */
export const AUTH_TEXTS = {
  signIn: 'Sign in',
  signingIn: 'Signing in...',
  loginFailedTitle: 'Login failed',
  loginFailed: 'Login failed. Please try again.',
  loginSuccessTitle: 'Login successful',
  loginSuccess: (username: string) => `Welcome back, ${username}!`,
  submitRegistration: 'Submit Request',
  submittingRegistration: 'Submitting...',
  registrationSubmitFailed: 'Failed to submit registration request. Please try again.',
  verificationUnavailable: 'Could not load the verification question.',
} as const;
