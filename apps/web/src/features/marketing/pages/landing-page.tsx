import {
  BarChart3,
  BellRing,
  Building2,
  Check,
  KeyRound,
  MessageSquareText,
  MoonStar,
  ShieldCheck,
} from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { WEB_TEXTS } from '@/lib/texts';
import { cn } from '@/lib/utils';
import { SampleBadge, Section } from '../components/section';
import { PRICING_TIERS } from '../content';

const FEATURES = [
  {
    icon: MessageSquareText,
    title: 'Natural-language preferences',
    body: 'Clinicians write requests the way they speak: "no nights the week of the 12th, prefer mornings". Rotawise shows what it understood.',
  },
  {
    icon: MoonStar,
    title: 'Circadian-rhythm optimisation',
    body: 'Shifts rotate forward and rest windows are respected, so nobody goes from a 10P straight to a 6A.',
  },
  {
    icon: BarChart3,
    title: 'Fairness metrics',
    body: 'Points per shift, weekends and nights are tracked across months, and every schedule explains its trade-offs.',
  },
  {
    icon: Building2,
    title: 'Multi-site optimisation',
    body: 'Annex, patio and express areas are scheduled together with the main department.',
  },
  {
    icon: BellRing,
    title: 'Multi-channel notifications',
    body: 'Published schedules and request decisions reach staff by e-mail and in the app.',
  },
  {
    icon: KeyRound,
    title: 'Single sign-on',
    body: 'Connect your hospital identity provider so staff sign in with the account they already have.',
  },
  {
    icon: ShieldCheck,
    title: 'HIPAA-compliant handling',
    body: 'Only the data scheduling needs, encrypted in transit, with an audit log of every change.',
  },
];

const STEPS = [
  {
    title: 'Collect preferences',
    body: 'Staff enter standing preferences, monthly requests and vacation requests from any device.',
  },
  {
    title: 'Generate the month',
    body: 'The scheduler balances coverage, rules and requests, and streams its progress while it works.',
  },
  {
    title: 'Review and publish',
    body: 'Administrators review conflicts and statistics, adjust, then publish to the whole department.',
  },
];

const TESTIMONIALS = [
  {
    quote: 'Building the monthly roster used to take me three evenings. Now I review a draft over coffee.',
    who: 'Scheduling lead, emergency department',
  },
  {
    quote: 'I finally see why I got the shifts I got, and my requests are actually honoured.',
    who: 'Attending physician',
  },
  {
    quote: 'Fairness across nights and weekends is visible to everyone, which ended most of the arguments.',
    who: 'Medical director',
  },
];

const PREVIEW_DAYS = Array.from({ length: 28 }, (_, index) => index + 1);

export default function LandingPage() {
  useEffect(() => {
    document.title = `${WEB_TEXTS.productName}: AI-assisted shift scheduling for hospital departments`;
  }, []);

  return (
    <>
      <section className="border-b border-border bg-subtle">
        <div className="mx-auto grid max-w-7xl gap-10 px-4 py-16 sm:py-24 lg:grid-cols-[1.2fr_1fr] lg:items-center">
          <div className="grid gap-6">
            <Badge variant="accent" className="w-fit">
              Open source · AI-assisted
            </Badge>
            <h1 className="text-4xl font-semibold tracking-tight text-balance sm:text-5xl">
              Fair monthly schedules for your department, in minutes.
            </h1>
            <p className="max-w-xl text-lg text-muted-foreground">
              {WEB_TEXTS.productName} turns your team's preferences, vacations and rules into a monthly shift
              schedule that covers every slot and explains every choice.
            </p>
            <div className="flex flex-wrap gap-3">
              <Button asChild size="lg">
                <Link to="/auth?tab=register">Start your free trial</Link>
              </Button>
              <Button asChild size="lg" variant="outline">
                <Link to="/auth">Log in</Link>
              </Button>
            </div>
            <p className="text-sm text-muted-foreground">
              Free for departments of up to 15 providers. No credit card needed.
            </p>
          </div>
          <Card aria-hidden className="hidden lg:block">
            <CardHeader>
              <CardTitle className="text-base">March schedule</CardTitle>
              <CardDescription>Tentative · 3 requests need review</CardDescription>
            </CardHeader>
            <CardContent className="grid grid-cols-7 gap-1 text-xs">
              {PREVIEW_DAYS.map((day) => (
                <div
                  key={day}
                  className="grid min-h-14 content-start gap-0.5 rounded-sm border border-border p-1"
                >
                  <span className="text-muted-foreground">{day}</span>
                  <span className="truncate rounded-sm bg-accent-soft px-1 text-accent-soft-foreground">
                    7A
                  </span>
                  {day % 3 === 1 ? <span className="truncate rounded-sm bg-muted px-1">10P</span> : null}
                </div>
              ))}
            </CardContent>
          </Card>
        </div>
      </section>

      <Section
        id="features"
        title="Features"
        intro="Everything a department needs to go from requests to a published schedule, without the spreadsheet."
      >
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map((feature) => (
            <li key={feature.title}>
              <Card className="h-full">
                <CardHeader>
                  <feature.icon className="size-6 text-primary" aria-hidden />
                  <CardTitle className="text-base">{feature.title}</CardTitle>
                  <CardDescription>{feature.body}</CardDescription>
                </CardHeader>
              </Card>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="how-it-works" title="How It Works" intro="Three steps, every month." muted>
        <ol className="grid gap-4 md:grid-cols-3">
          {STEPS.map((step, index) => (
            <li key={step.title}>
              <Card className="h-full">
                <CardHeader>
                  <span className="flex size-8 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground">
                    {index + 1}
                  </span>
                  <CardTitle className="text-base">{step.title}</CardTitle>
                  <CardDescription>{step.body}</CardDescription>
                </CardHeader>
              </Card>
            </li>
          ))}
        </ol>
      </Section>

      <Section id="pricing" title="Pricing" intro="Start free and grow with your department.">
        <ul className="grid gap-4 md:grid-cols-3">
          {PRICING_TIERS.map((tier) => (
            <li key={tier.name}>
              <Card
                className={cn(
                  'flex h-full flex-col',
                  tier.highlighted && 'border-primary ring-1 ring-primary',
                )}
              >
                <CardHeader>
                  <div className="flex items-center justify-between gap-2">
                    <CardTitle>{tier.name}</CardTitle>
                    {tier.highlighted ? <Badge variant="accent">Most popular</Badge> : null}
                  </div>
                  <p className="mt-2">
                    <span className="text-3xl font-semibold">{tier.price}</span>
                    {tier.period ? <span className="text-muted-foreground"> {tier.period}</span> : null}
                  </p>
                  <CardDescription>{tier.providers}</CardDescription>
                </CardHeader>
                <CardContent className="flex-1">
                  <ul className="grid gap-2 text-sm">
                    {tier.features.map((feature) => (
                      <li key={feature} className="flex gap-2">
                        <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
                        {feature}
                      </li>
                    ))}
                  </ul>
                </CardContent>
                <CardFooter>
                  <Button asChild className="w-full" variant={tier.highlighted ? 'default' : 'outline'}>
                    <Link to="/auth?tab=register">
                      {tier.price === 'Free' ? 'Get started free' : 'Start free trial'}
                    </Link>
                  </Button>
                </CardFooter>
              </Card>
            </li>
          ))}
        </ul>
      </Section>

      <Section
        id="testimonials"
        title="What teams say"
        intro="Sample testimonials, shown for demonstration only."
        muted
      >
        <ul className="grid gap-4 md:grid-cols-3">
          {TESTIMONIALS.map((item) => (
            <li key={item.who}>
              <Card className="h-full">
                <CardContent className="grid gap-4 pt-6">
                  <SampleBadge />
                  <blockquote className="text-sm leading-relaxed">“{item.quote}”</blockquote>
                  <p className="text-sm text-muted-foreground">{item.who}</p>
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      </Section>

      <section className="py-16 sm:py-20">
        <div className="mx-auto grid max-w-7xl gap-8 px-4 md:grid-cols-2">
          <div className="grid content-start gap-3">
            <h2 className="text-2xl font-semibold tracking-tight">Ready for a calmer month end?</h2>
            <p className="text-muted-foreground">
              Request access for your department; we'll set you up with a free trial.
            </p>
            <div className="flex flex-wrap gap-3">
              <Button asChild>
                <Link to="/auth?tab=register">Start your free trial</Link>
              </Button>
              <Button asChild variant="outline">
                <Link to="/integrations">See integrations</Link>
              </Button>
            </div>
          </div>
          <nav aria-label="Company" className="grid grid-cols-2 gap-2 text-sm">
            <Link className="rounded-md border border-border p-3 hover:bg-muted" to="/company#about">
              About us
            </Link>
            <Link className="rounded-md border border-border p-3 hover:bg-muted" to="/company#careers">
              Careers
            </Link>
            <Link className="rounded-md border border-border p-3 hover:bg-muted" to="/company#contact">
              Contact
            </Link>
            <Link className="rounded-md border border-border p-3 hover:bg-muted" to="/legal">
              Legal
            </Link>
          </nav>
        </div>
      </section>
    </>
  );
}
