import { CalendarDays } from 'lucide-react';
import { Link } from 'react-router';
import { WEB_TEXTS } from '@/lib/texts';

export function Brand({ to = '/' }: { to?: string }) {
  return (
    <Link
      to={to}
      className="flex items-center gap-2 rounded-md font-semibold tracking-tight focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
    >
      <span className="flex size-7 items-center justify-center rounded-md bg-primary text-primary-foreground">
        <CalendarDays className="size-4" aria-hidden />
      </span>
      <span>{WEB_TEXTS.productName}</span>
    </Link>
  );
}
