import { Menu, X } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Brand } from '@/components/layout/brand';
import { RouteContent } from '@/components/layout/route-content';
import { SiteFooter } from '@/components/layout/site-footer';
import { ThemeToggle } from '@/components/layout/theme-toggle';
import { Button } from '@/components/ui/button';
import { useHashScroll } from '@/hooks/use-hash-scroll';
import { useUser } from '@/lib/auth/get-user';
import { cn } from '@/lib/utils';

const NAV = [
  { to: '/#features', label: 'Features' },
  { to: '/#how-it-works', label: 'How It Works' },
  { to: '/#pricing', label: 'Pricing' },
  { to: '/integrations', label: 'Integrations' },
  { to: '/company#about', label: 'About Us' },
];

const linkClass =
  'rounded-md px-3 py-2 text-sm font-medium text-muted-foreground transition-colors hover:bg-muted hover:text-foreground';

export function PublicHeader() {
  const [open, setOpen] = useState(false);
  const location = useLocation();
  const user = useUser();

  // Close the mobile menu after navigating.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on location change on purpose
  useEffect(() => setOpen(false), [location.pathname, location.hash]);

  const account = user.data ? (
    <Button asChild size="sm">
      <Link to="/dashboard">Dashboard</Link>
    </Button>
  ) : (
    <Button asChild size="sm">
      <Link to="/auth">Log in</Link>
    </Button>
  );

  return (
    <header className="sticky top-0 z-40 border-b border-border bg-background print:hidden">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4">
        <Brand />
        <nav aria-label="Main" className="hidden md:block">
          <ul className="flex items-center gap-1">
            {NAV.map((item) => (
              <li key={item.to}>
                <Link to={item.to} className={linkClass}>
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="hidden items-center gap-2 md:flex">
          <ThemeToggle />
          {account}
        </div>
        <div className="flex items-center gap-1 md:hidden">
          <ThemeToggle />
          <Button
            variant="ghost"
            size="icon"
            aria-expanded={open}
            aria-controls="public-mobile-menu"
            aria-label={open ? 'Close menu' : 'Open menu'}
            onClick={() => setOpen((value) => !value)}
          >
            {open ? <X aria-hidden /> : <Menu aria-hidden />}
          </Button>
        </div>
      </div>
      <nav
        id="public-mobile-menu"
        aria-label="Mobile"
        hidden={!open}
        className={cn('border-t border-border px-4 pb-4 md:hidden', !open && 'hidden')}
      >
        <ul className="grid gap-1 pt-2">
          {NAV.map((item) => (
            <li key={item.to}>
              <Link to={item.to} className={cn(linkClass, 'block')}>
                {item.label}
              </Link>
            </li>
          ))}
          <li className="pt-2">
            <Button asChild className="w-full">
              <Link to={user.data ? '/dashboard' : '/auth'}>{user.data ? 'Dashboard' : 'Log in'}</Link>
            </Button>
          </li>
        </ul>
      </nav>
    </header>
  );
}

export function PublicLayout({ children }: { children?: ReactNode }) {
  useHashScroll();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-background focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      <PublicHeader />
      <main id="main" className="flex-1">
        <RouteContent>{children}</RouteContent>
      </main>
      <SiteFooter />
    </div>
  );
}
