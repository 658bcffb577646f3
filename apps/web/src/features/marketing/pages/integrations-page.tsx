import { CalendarClock, Database, FileSpreadsheet, Mail, Plug, Users } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { WEB_TEXTS } from '@/lib/texts';
import { SampleBadge, Section } from '../components/section';
import { MARKETING_TEXTS, ROADMAP } from '../content';

const INTEGRATIONS = [
  {
    icon: Users,
    title: 'Single sign-on',
    body: 'SAML and OpenID Connect identity providers for staff accounts.',
  },
  {
    icon: Mail,
    title: 'E-mail and messaging',
    body: 'Schedule publications and request decisions sent to staff.',
  },
  {
    icon: CalendarClock,
    title: 'Calendar export',
    body: 'Each person can follow their own shifts in their calendar app.',
  },
  {
    icon: FileSpreadsheet,
    title: 'Schedule export',
    body: 'Download a month as JSON for payroll, reporting or archives.',
  },
  {
    icon: Database,
    title: 'Your own database',
    body: 'Run on the embedded database or on your own PostgreSQL server.',
  },
  { icon: Plug, title: 'Open API', body: 'Every screen is built on a documented HTTP API you can use too.' },
];

const CASE_STUDIES = [
  {
    title: 'Community hospital emergency department',
    body: '32 physicians and PAs moved from spreadsheets to generated schedules; preparation time fell from days to an afternoon.',
  },
  {
    title: 'Urgent care network',
    body: 'Three sites with shared staff scheduled together, with fairness across nights and weekends reported monthly.',
  },
];

export default function IntegrationsPage() {
  useEffect(() => {
    document.title = `Integrations · ${WEB_TEXTS.productName}`;
  }, []);
  return (
    <>
      <section className="border-b border-border bg-subtle">
        <div className="mx-auto grid max-w-7xl gap-4 px-4 py-14">
          <h1 className="text-3xl font-semibold tracking-tight sm:text-4xl">Integrations and case studies</h1>
          <p className="max-w-2xl text-muted-foreground">
            {WEB_TEXTS.productName} fits into the systems your department already uses, and our roadmap says
            what comes next.
          </p>
        </div>
      </section>
      <Section id="integrations" title="Integrations">
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {INTEGRATIONS.map((item) => (
            <li key={item.title}>
              <Card className="h-full">
                <CardHeader>
                  <item.icon className="size-6 text-primary" aria-hidden />
                  <CardTitle className="text-base">{item.title}</CardTitle>
                  <CardDescription>{item.body}</CardDescription>
                </CardHeader>
              </Card>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="roadmap" title="Roadmap" intro="What is available today and what is coming." muted>
        <Card>
          <CardContent className="p-0">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Product roadmap</caption>
              <thead className="border-b border-border text-muted-foreground">
                <tr>
                  <th scope="col" className="px-4 py-3 font-medium">
                    Capability
                  </th>
                  <th scope="col" className="px-4 py-3 font-medium">
                    Availability
                  </th>
                </tr>
              </thead>
              <tbody>
                {ROADMAP.map((item) => (
                  <tr key={item.name} className="border-b border-border last:border-0">
                    <th scope="row" className="px-4 py-3 font-medium">
                      {item.name}
                    </th>
                    <td className="px-4 py-3">
                      <Badge variant={item.when === 'Available now' ? 'success' : 'secondary'}>
                        {item.when}
                      </Badge>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </CardContent>
        </Card>
      </Section>
      <Section
        id="case-studies"
        title="Case studies"
        intro="Sample case studies, shown for demonstration only."
      >
        <ul className="grid gap-4 md:grid-cols-2">
          {CASE_STUDIES.map((study) => (
            <li key={study.title}>
              <Card className="h-full">
                <CardHeader>
                  <SampleBadge label="Sample case study" />
                  <CardTitle className="text-base">{study.title}</CardTitle>
                  <CardDescription>{study.body}</CardDescription>
                </CardHeader>
              </Card>
            </li>
          ))}
        </ul>
        <div className="mt-10 flex flex-wrap items-center gap-3">
          <Button disabled aria-describedby="schedule-demo-note">
            Schedule Demo
          </Button>
          <Badge id="schedule-demo-note" variant="warning">
            {MARKETING_TEXTS.comingSoonBadge}
          </Badge>
          <Button asChild variant="outline">
            <Link to="/auth?tab=register">Start your free trial</Link>
          </Button>
        </div>
      </Section>
    </>
  );
}
