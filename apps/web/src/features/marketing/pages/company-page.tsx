import { Briefcase, Mail, MapPin } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { WEB_TEXTS } from '@/lib/texts';
import { cn } from '@/lib/utils';
import { Section } from '../components/section';
import { CONTACT, OPEN_POSITIONS } from '../content';

const TEAM = [
  {
    title: 'Clinicians',
    body: 'Emergency physicians and PAs who have built rosters by hand and know what fairness means on the floor.',
  },
  {
    title: 'Engineers',
    body: 'Full-stack developers who keep the product fast, accessible and open source.',
  },
  {
    title: 'Operations researchers',
    body: 'People who turn rules and requests into optimisation models that finish in minutes.',
  },
];

const SECTIONS = [
  { id: 'about', label: 'About' },
  { id: 'careers', label: 'Careers' },
  { id: 'contact', label: 'Contact' },
];

export default function CompanyPage() {
  const { hash } = useLocation();
  useEffect(() => {
    document.title = `Company · ${WEB_TEXTS.productName}`;
  }, []);

  return (
    <>
      <section className="border-b border-border bg-subtle">
        <div className="mx-auto grid max-w-7xl gap-3 px-4 py-12">
          <h1 className="text-3xl font-semibold tracking-tight sm:text-4xl">Company</h1>
          <p className="max-w-2xl text-muted-foreground">
            Who we are, the people we are looking for, and how to reach us.
          </p>
        </div>
      </section>
      <div className="sticky top-16 z-30 border-b border-border bg-background">
        <nav aria-label="Company sections" className="mx-auto flex max-w-7xl gap-1 px-4 py-2">
          {SECTIONS.map((section) => (
            <Link
              key={section.id}
              to={{ hash: `#${section.id}` }}
              aria-current={hash === `#${section.id}` ? 'location' : undefined}
              className={cn(
                'rounded-md px-3 py-1.5 text-sm font-medium text-muted-foreground hover:bg-muted hover:text-foreground',
                hash === `#${section.id}` && 'bg-muted text-foreground',
              )}
            >
              {section.label}
            </Link>
          ))}
        </nav>
      </div>

      <Section id="about" title="About us" className="scroll-mt-32">
        <div className="grid gap-8 lg:grid-cols-[1fr_1.5fr]">
          <div className="grid content-start gap-3">
            <h3 className="text-lg font-semibold">Our mission</h3>
            <p className="text-muted-foreground leading-relaxed">
              Give every hospital department a fair, explainable schedule without the month-end marathon, so
              clinicians spend their time on patients and on rest, not on spreadsheets.
            </p>
          </div>
          <div className="grid gap-3">
            <h3 className="text-lg font-semibold">Our team</h3>
            <ul className="grid gap-4 sm:grid-cols-3">
              {TEAM.map((member) => (
                <li key={member.title}>
                  <Card className="h-full">
                    <CardHeader>
                      <CardTitle className="text-base">{member.title}</CardTitle>
                      <CardDescription>{member.body}</CardDescription>
                    </CardHeader>
                  </Card>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </Section>

      <Section
        id="careers"
        title="Careers"
        intro="All positions are remote. Apply by e-mail with your resume."
        muted
        className="scroll-mt-32"
      >
        <ul className="grid gap-4 md:grid-cols-2">
          {OPEN_POSITIONS.map((position) => (
            <li key={position.title}>
              <Card className="h-full">
                <CardHeader>
                  <div className="flex flex-wrap items-center gap-2">
                    <Briefcase className="size-5 text-primary" aria-hidden />
                    <CardTitle className="text-base">{position.title}</CardTitle>
                  </div>
                  <div className="flex gap-2">
                    <Badge variant="secondary">{position.type}</Badge>
                    <Badge variant="outline">{position.location}</Badge>
                  </div>
                </CardHeader>
                <CardContent>
                  <Button asChild variant="outline" size="sm">
                    <a
                      href={`mailto:${CONTACT.careersEmail}?subject=${encodeURIComponent(`Application: ${position.title}`)}`}
                    >
                      Apply by e-mail
                    </a>
                  </Button>
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="contact" title="Contact" className="scroll-mt-32">
        <div className="grid gap-4 md:grid-cols-2">
          <Card>
            <CardHeader>
              <Mail className="size-5 text-primary" aria-hidden />
              <CardTitle className="text-base">E-mail</CardTitle>
              <CardDescription>
                <a
                  className="text-primary underline-offset-4 hover:underline"
                  href={`mailto:${CONTACT.email}`}
                >
                  {CONTACT.email}
                </a>
              </CardDescription>
            </CardHeader>
          </Card>
          <Card>
            <CardHeader>
              <MapPin className="size-5 text-primary" aria-hidden />
              <CardTitle className="text-base">Postal address</CardTitle>
              <address className="text-sm text-muted-foreground not-italic">
                {CONTACT.address.map((line) => (
                  <span key={line} className="block">
                    {line}
                  </span>
                ))}
              </address>
            </CardHeader>
          </Card>
        </div>
      </Section>
    </>
  );
}
