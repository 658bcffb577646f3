import { Hammer } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardContent } from '@/components/ui/card';
import { WEB_TEXTS } from '@/lib/texts';

/** The panel shown by pages that a later issue of this release builds. */
export function ComingSoonPanel({ title, children }: { title?: string; children?: ReactNode }) {
  return (
    <Card className="border-dashed">
      <CardContent className="flex flex-col items-center gap-3 px-6 py-12 text-center">
        <span className="flex size-12 items-center justify-center rounded-full bg-accent-soft text-accent-soft-foreground">
          <Hammer className="size-6" aria-hidden />
        </span>
        <h2 className="text-base font-semibold">{WEB_TEXTS.comingSoonTitle}</h2>
        <p className="max-w-md text-sm text-muted-foreground">
          {title ? `${title}: ` : null}
          {WEB_TEXTS.comingSoonBody}
        </p>
        {children}
      </CardContent>
    </Card>
  );
}
