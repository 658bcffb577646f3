/** Content of the public pages (landing, integrations, company, legal), exactly as the spec gives it. */
export const MARKETING_TEXTS = {
  comingSoonBadge: 'Coming Soon',
  sampleBadge: 'Sample',
} as const;

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
