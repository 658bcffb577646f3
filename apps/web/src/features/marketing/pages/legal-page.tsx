import { useEffect } from 'react';
import { Link } from 'react-router';
import { WEB_TEXTS } from '@/lib/texts';
import { CONTACT, LEGAL_LAST_UPDATED } from '../content';

const PRIVACY = [
  {
    title: 'What we collect',
    body: 'Account details (name, username, e-mail, phone), staff records (role, director and administrator flags), scheduling data (preferences, requests, vacations, schedules) and technical logs needed to run the service.',
  },
  {
    title: 'How we use it',
    body: 'Only to build, publish and explain schedules for your department, to keep your account secure and to answer your questions. We do not sell personal data or use it for advertising.',
  },
  {
    title: 'Health information',
    body: 'Rotawise is built to hold scheduling data, not patient data. Where a department treats staff information as protected health information, we handle it in line with HIPAA safeguards.',
  },
  {
    title: 'Sharing',
    body: 'Schedules are visible to members of your department as your administrators decide. Service providers that host the application process data on our behalf under written agreements.',
  },
  {
    title: 'Retention and your rights',
    body: 'Data is kept while your department uses the service and deleted on request. You may ask to see, correct or delete your personal data at any time.',
  },
];

const TERMS = [
  {
    title: 'Using the service',
    body: 'Your organisation decides who gets an account. Keep your password private and tell your administrator if you suspect misuse.',
  },
  {
    title: 'Schedules remain your responsibility',
    body: 'Rotawise proposes schedules; administrators review and publish them. Staffing decisions and clinical coverage remain the responsibility of your organisation.',
  },
  {
    title: 'Open source',
    body: 'The software is released under the MIT licence. The hosted service is provided as is, without warranties beyond those required by law.',
  },
  {
    title: 'Changes',
    body: 'We may update these terms; the date below changes when we do, and significant changes are announced in the application.',
  },
];

function Clauses({ items }: { items: { title: string; body: string }[] }) {
  return (
    <div className="grid gap-6">
      {items.map((item) => (
        <div key={item.title} className="grid gap-2">
          <h3 className="font-semibold">{item.title}</h3>
          <p className="text-muted-foreground leading-relaxed">{item.body}</p>
        </div>
      ))}
    </div>
  );
}

export default function LegalPage() {
  useEffect(() => {
    document.title = `Legal · ${WEB_TEXTS.productName}`;
  }, []);
  return (
    <div className="mx-auto grid max-w-3xl gap-12 px-4 py-12 sm:py-16">
      <div className="grid gap-3">
        <h1 className="text-3xl font-semibold tracking-tight">Legal</h1>
        <nav aria-label="Legal sections" className="flex gap-4 text-sm">
          <Link to="#privacy-policy" className="text-primary underline-offset-4 hover:underline">
            Privacy Policy
          </Link>
          <Link to="#terms-of-service" className="text-primary underline-offset-4 hover:underline">
            Terms of Service
          </Link>
        </nav>
      </div>
      <section
        id="privacy-policy"
        aria-labelledby="privacy-policy-heading"
        className="grid scroll-mt-20 gap-6"
      >
        <div className="grid gap-1">
          <h2 id="privacy-policy-heading" className="text-2xl font-semibold tracking-tight">
            Privacy Policy
          </h2>
          <p className="text-sm text-muted-foreground">Last updated: {LEGAL_LAST_UPDATED}</p>
        </div>
        <Clauses items={PRIVACY} />
      </section>
      <section
        id="terms-of-service"
        aria-labelledby="terms-of-service-heading"
        className="grid scroll-mt-20 gap-6"
      >
        <div className="grid gap-1">
          <h2 id="terms-of-service-heading" className="text-2xl font-semibold tracking-tight">
            Terms of Service
          </h2>
          <p className="text-sm text-muted-foreground">Last updated: {LEGAL_LAST_UPDATED}</p>
        </div>
        <Clauses items={TERMS} />
      </section>
      <p className="text-sm text-muted-foreground">
        Questions about these documents? Write to{' '}
        <a className="text-primary underline underline-offset-4" href={`mailto:${CONTACT.email}`}>
          {CONTACT.email}
        </a>
        .
      </p>
    </div>
  );
}
