import { LockKeyhole } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { DASHBOARD_TEXTS } from '../texts';

/** What a signed-out visitor sees on /dashboard (spec, Dashboard). */
export function AuthRequired() {
  return (
    <div className="mx-auto max-w-md px-4 py-16">
      <Card>
        <CardContent className="grid justify-items-center gap-4 px-6 py-10 text-center">
          <span className="flex size-12 items-center justify-center rounded-full bg-muted text-muted-foreground">
            <LockKeyhole className="size-6" aria-hidden />
          </span>
          <h1 className="text-xl font-semibold">{DASHBOARD_TEXTS.authRequiredTitle}</h1>
          <p className="text-sm text-muted-foreground">{DASHBOARD_TEXTS.authRequiredBody}</p>
          <Button asChild>
            <Link to="/auth">{DASHBOARD_TEXTS.goToLoginPage}</Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
