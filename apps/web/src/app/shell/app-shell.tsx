import type { User } from '@rotawise/api-contract';
import { Bell, ChevronDown, LogOut, Menu } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { Brand } from '@/components/layout/brand';
import { RouteContent } from '@/components/layout/route-content';
import { SiteFooter } from '@/components/layout/site-footer';
import { ThemeToggle } from '@/components/layout/theme-toggle';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogDescription, DialogTitle, DialogTrigger, SheetContent } from '@/components/ui/dialog';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { toast } from '@/components/ui/toast';
import { usePendingRegistrationCount } from '@/features/registration-requests/api/get-pending-count';
import { useHashScroll } from '@/hooks/use-hash-scroll';
import { useUser } from '@/lib/auth/get-user';
import { WEB_TEXTS } from '@/lib/texts';
import { cn } from '@/lib/utils';
import { type NavItem, type NavLinkItem, navItemsFor } from './nav-items';
import { UserAvatar, UserMenu, useLogoutAction } from './user-menu';

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'inline-flex items-center gap-2 rounded-md px-3 py-2 text-sm font-medium transition-colors hover:bg-muted hover:text-foreground',
    isActive ? 'bg-muted text-foreground' : 'text-muted-foreground',
  );

function PendingBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <Badge variant="destructive" className="min-w-5 justify-center rounded-full px-1.5">
      {count}
      <span className="sr-only"> pending</span>
    </Badge>
  );
}

function usePendingCount(user: User): number {
  const { pathname } = useLocation();
  const pending = usePendingRegistrationCount({ enabled: user.isOwner });
  const { refetch } = pending;
  // The count refreshes 1 s after visiting the review page (spec, Business constants).
  useEffect(() => {
    if (!user.isOwner || pathname !== '/registration-requests') return;
    const timer = setTimeout(() => void refetch(), 1000);
    return () => clearTimeout(timer);
  }, [pathname, user.isOwner, refetch]);
  return user.isOwner ? (pending.data ?? 0) : 0;
}

function DesktopNav({ items, pendingCount }: { items: NavItem[]; pendingCount: number }) {
  const { pathname } = useLocation();
  return (
    <nav aria-label="Main" className="hidden xl:block">
      <ul className="flex items-center gap-1">
        {items.map((item) =>
          item.kind === 'link' ? (
            <li key={item.to}>
              <NavLink to={item.to} className={navLinkClass}>
                {item.label}
                {item.badge ? <PendingBadge count={pendingCount} /> : null}
              </NavLink>
            </li>
          ) : (
            <li key={item.label}>
              <DropdownMenu>
                <DropdownMenuTrigger
                  className={navLinkClass({ isActive: item.items.some((child) => child.to === pathname) })}
                >
                  {item.label}
                  <ChevronDown className="size-4" aria-hidden />
                </DropdownMenuTrigger>
                <DropdownMenuContent>
                  {item.items.map((child) => (
                    <DropdownMenuItem key={child.to} asChild>
                      <Link to={child.to}>{child.label}</Link>
                    </DropdownMenuItem>
                  ))}
                </DropdownMenuContent>
              </DropdownMenu>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}

function MobileNavLink({
  item,
  pendingCount,
  indent = false,
}: {
  item: NavLinkItem;
  pendingCount: number;
  indent?: boolean;
}) {
  return (
    <li>
      <NavLink to={item.to} className={(state) => cn(navLinkClass(state), 'flex w-full', indent && 'pl-6')}>
        {item.label}
        {item.badge ? <PendingBadge count={pendingCount} /> : null}
      </NavLink>
    </li>
  );
}

function MobileNav({ user, items, pendingCount }: { user: User; items: NavItem[]; pendingCount: number }) {
  const [open, setOpen] = useState(false);
  const location = useLocation();
  const logout = useLogoutAction();

  // biome-ignore lint/correctness/useExhaustiveDependencies: close the menu whenever the route changes
  useEffect(() => setOpen(false), [location.pathname]);

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="icon" className="xl:hidden" aria-label="Open menu">
          <Menu aria-hidden />
        </Button>
      </DialogTrigger>
      <SheetContent side="left">
        <DialogTitle className="text-base">{WEB_TEXTS.productName}</DialogTitle>
        <DialogDescription className="flex items-center gap-2">
          <UserAvatar user={user} />
          <span className="truncate">{WEB_TEXTS.signedInAs(user.username)}</span>
        </DialogDescription>
        <nav aria-label="Mobile">
          <ul className="grid gap-1">
            {items.map((item) =>
              item.kind === 'link' ? (
                <MobileNavLink key={item.to} item={item} pendingCount={pendingCount} />
              ) : (
                <li key={item.label}>
                  <p className="px-3 pt-3 pb-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
                    {item.label}
                  </p>
                  <ul className="grid gap-1">
                    {item.items.map((child) => (
                      <MobileNavLink key={child.to} item={child} pendingCount={pendingCount} indent />
                    ))}
                  </ul>
                </li>
              ),
            )}
            <MobileNavLink item={{ kind: 'link', to: '/profile', label: 'Profile' }} pendingCount={0} />
          </ul>
        </nav>
        <div className="mt-auto border-t border-border pt-4">
          <Button
            variant="outline"
            className="w-full"
            disabled={logout.isPending}
            onClick={() =>
              logout.mutate(undefined, {
                onError: (error) =>
                  toast({
                    title: WEB_TEXTS.logoutFailed,
                    description: error.message,
                    variant: 'destructive',
                  }),
              })
            }
          >
            <LogOut aria-hidden /> {logout.isPending ? WEB_TEXTS.loggingOut : 'Logout'}
          </Button>
        </div>
      </SheetContent>
    </Dialog>
  );
}

function Notifications() {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label="Notifications">
          <Bell aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-64">
        <DropdownMenuLabel className="font-semibold">Notifications</DropdownMenuLabel>
        <p className="px-2 pb-2 text-sm text-muted-foreground">You're all caught up.</p>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/** The signed-in layout: top bar, navigation, the page and the footer. */
export function AppShell({ children }: { children?: ReactNode }) {
  const { data: user } = useUser();
  useHashScroll();
  if (!user) return null;
  return <SignedInShell user={user}>{children}</SignedInShell>;
}

function SignedInShell({ user, children }: { user: User; children?: ReactNode }) {
  const items = navItemsFor(user);
  const pendingCount = usePendingCount(user);
  return (
    <div className="flex min-h-dvh flex-col bg-subtle">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-background focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      <header className="sticky top-0 z-40 border-b border-border bg-background print:hidden">
        <div className="mx-auto flex h-14 max-w-7xl items-center gap-3 px-4">
          <MobileNav user={user} items={items} pendingCount={pendingCount} />
          <Brand to="/dashboard" />
          <div className="ml-4 flex-1">
            <DesktopNav items={items} pendingCount={pendingCount} />
          </div>
          <div className="flex items-center gap-1">
            <Notifications />
            <ThemeToggle />
            <UserMenu user={user} />
          </div>
        </div>
      </header>
      <main id="main" className="mx-auto w-full max-w-7xl flex-1 px-4 py-6 sm:py-8">
        <RouteContent>{children}</RouteContent>
      </main>
      <SiteFooter />
    </div>
  );
}
