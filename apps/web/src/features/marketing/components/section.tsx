import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';
import { MARKETING_TEXTS } from '../content';

export function Section({
  id,
  title,
  intro,
  children,
  className,
  muted = false,
}: {
  id?: string;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  className?: string;
  muted?: boolean;
}) {
  const headingId = id ? `${id}-heading` : undefined;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={cn('scroll-mt-20 py-16 sm:py-20', muted && 'bg-subtle', className)}
    >
      <div className="mx-auto max-w-7xl px-4">
        <div className="mb-10 max-w-2xl">
          <h2 id={headingId} className="text-2xl font-semibold tracking-tight sm:text-3xl">
            {title}
          </h2>
          {intro ? <p className="mt-3 text-muted-foreground">{intro}</p> : null}
        </div>
        {children}
      </div>
    </section>
  );
}

/** Marks demonstration content (testimonials, case studies) as such, as the spec requires. */
export function SampleBadge({ label = MARKETING_TEXTS.sampleBadge }: { label?: string }) {
  return <Badge variant="warning">{label}</Badge>;
}
