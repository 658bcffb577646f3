/**
 * UI texts that more than one part of the web app shows (shell, layout, error boundary, several features),
 * in the spec's exact words. Texts one feature alone shows live in that feature's texts.ts; texts the
 * server also sends (API and validation messages) stay in @rotawise/api-contract.
 */
export const WEB_TEXTS = {
  productName: 'Rotawise',
  comingSoonTitle: 'Coming in this release',
  comingSoonBody: 'This page is being built as part of the current release. Check back soon.',
  loggingOut: 'Logging out...',
  logoutFailed: 'Logout failed',
  signedInAs: (username: string) => `Signed in as ${username}`,
  errorBoundaryTitle: 'An error occurred',
  errorBoundaryFallback: 'Something went wrong in this part of the application.',
  errorBoundaryTryAgain: 'Try again',
  errorBoundaryAdvice: 'If the problem persists, try refreshing the page or contact support.',
  pageNotFound: '404 Page Not Found',
  invalidUserData: 'Invalid user data received from server',
} as const;

/** Page titles of the signed-in routes (route table of the spec). */
export const PAGE_TITLES = {
  dashboard: 'Dashboard',
  preferences: 'Preferences and Requests',
  profile: 'User Profile',
  vacationRequests: 'Vacation Requests',
  scheduleViewer: 'Schedule Viewer',
  registrationRequests: 'Registration Requests',
  staff: 'Staff Management',
  settings: 'Application Settings',
  scheduleGeneration: 'Schedule Generation Center',
  monthlyGeneration: 'Monthly Schedule Generation',
  staffPreferences: 'Staff Preferences',
  monthlyRequestDetails: 'Monthly Request Details',
} as const;
