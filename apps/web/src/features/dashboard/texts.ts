/** Texts of the dashboard route, in the spec's exact words. */
export const DASHBOARD_TEXTS = {
  loadingDashboard: 'Loading dashboard...',
  authRequiredTitle: 'Authentication Required',
  authRequiredBody: 'Please log in to access your personalized dashboard and department schedule',
  goToLoginPage: 'Go to Login Page',
} as const;
