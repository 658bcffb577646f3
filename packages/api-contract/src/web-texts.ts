/**
 * Texts and constants of the web app that the spec fixes (or that e2e tests look for), kept here so the
 * web app, its tests and the Playwright journeys all read the same words.
 */
export const WEB_TEXTS = {
  productName: 'Rotawise',
  comingSoonTitle: 'Coming in this release',
  comingSoonBody: 'This page is being built as part of the current release. Check back soon.',
  authRequiredTitle: 'Authentication Required',
  authRequiredBody: 'Please log in to access your personalized dashboard and department schedule',
  goToLoginPage: 'Go to Login Page',
  loadingDashboard: 'Loading dashboard...',
  loggingOut: 'Logging out...',
  signedInAs: (username: string) => `Signed in as ${username}`,
  errorBoundaryTryAgain: 'Try again',
  errorBoundaryAdvice: 'If the problem persists, try refreshing the page or contact support.',
  signIn: 'Sign in',
  signingIn: 'Signing in...',
  loginFailedTitle: 'Login failed',
  logoutFailedTitle: 'Logout failed',
  submitRegistration: 'Submit Request',
  submittingRegistration: 'Submitting...',
  verificationUnavailable: 'Could not load the verification question.',
  comingSoonBadge: 'Coming Soon',
  sampleBadge: 'Sample',
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

/** Public pages. */
export const LEGAL_LAST_UPDATED = 'August 15, 2025';

export interface PricingTier {
  name: string;
  price: string;
  period: string | null;
  providers: string;
  features: readonly string[];
  highlighted: boolean;
}

export const PRICING_TIERS: readonly PricingTier[] = [
  {
    name: 'Basic',
    price: 'Free',
    period: null,
    providers: 'Up to 15 providers',
    features: [
      'Monthly schedule generation',
      'Standing preferences and vacation requests',
      'Published schedules for staff',
    ],
    highlighted: false,
  },
  {
    name: 'Professional',
    price: '$399',
    period: 'per month',
    providers: 'Up to 30 providers',
    features: [
      'Everything in Basic',
      'Natural-language preference input',
      'Fairness metrics and statistics',
      'Multi-channel notifications',
    ],
    highlighted: true,
  },
  {
    name: 'Enterprise',
    price: '$899',
    period: 'per month',
    providers: 'Unlimited providers',
    features: [
      'Everything in Professional',
      'Multi-site optimisation',
      'Single sign-on',
      'HIPAA-compliant data handling',
    ],
    highlighted: false,
  },
];

export interface RoadmapItem {
  name: string;
  when: string;
}

/** The integrations page roadmap, exactly as the spec lists it. */
export const ROADMAP: readonly RoadmapItem[] = [
  { name: 'Provider scheduling', when: 'Available now' },
  { name: 'On-call scheduling', when: 'Available now' },
  { name: 'Nurse scheduling', when: 'Winter 2026' },
  { name: 'Provider credentialing', when: 'Winter 2026' },
  { name: 'Hospital-system integrations', when: 'Spring 2026' },
  { name: 'Payroll and HR integrations', when: 'Spring 2026' },
  { name: 'Time and attendance', when: 'Summer 2026' },
  { name: 'Compensation management', when: 'Summer 2026' },
  { name: 'Business-intelligence export', when: 'Winter 2026' },
];

export interface OpenPosition {
  title: string;
  type: 'Full-time' | 'Part-time';
  location: 'Remote';
}

export const OPEN_POSITIONS: readonly OpenPosition[] = [
  { title: 'Full-Stack Developer', type: 'Full-time', location: 'Remote' },
  { title: 'Frontend Developer', type: 'Full-time', location: 'Remote' },
  { title: 'Marketing Rollout Manager', type: 'Part-time', location: 'Remote' },
  { title: 'Client Relations Manager', type: 'Part-time', location: 'Remote' },
];

export const CONTACT = {
  email: 'hello@rotawise.example',
  careersEmail: 'careers@rotawise.example',
  address: ['Rotawise', '548 Market Street, Suite 300', 'San Francisco, CA 94104', 'United States'],
} as const;
