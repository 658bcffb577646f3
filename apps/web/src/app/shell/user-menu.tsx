import { MESSAGES, type User } from '@rotawise/api-contract';
import { LogOut, Settings, SunMoon, UserRound } from 'lucide-react';
import { useNavigate } from 'react-router';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { toast } from '@/components/ui/toast';
import { useTheme } from '@/hooks/use-theme';
import { useLogout } from '@/lib/auth/logout';
import { userInitials } from '@/lib/auth/user-initials';
import { WEB_TEXTS } from '@/lib/texts';

export function UserAvatar({ user }: { user: Pick<User, 'username' | 'staffId' | 'staffName'> }) {
  return (
    <span
      aria-hidden
      className="flex size-8 items-center justify-center rounded-full bg-accent-soft text-xs font-semibold text-accent-soft-foreground"
    >
      {userInitials(user)}
    </span>
  );
}

export function useLogoutAction() {
  const navigate = useNavigate();
  return useLogout({
    onSuccess: () => {
      navigate('/');
      toast({ title: MESSAGES.loggedOut });
    },
  });
}

export function UserMenu({ user }: { user: User }) {
  const navigate = useNavigate();
  const { toggleTheme } = useTheme();
  const logout = useLogoutAction();

  const onLogout = (event: Event) => {
    // Keep the menu open so 'Logging out...' stays visible while the request runs.
    event.preventDefault();
    if (logout.isPending) return;
    logout.mutate(undefined, {
      onError: (error) => {
        toast({ title: WEB_TEXTS.logoutFailed, description: error.message, variant: 'destructive' });
      },
    });
  };

  return (
    <DropdownMenu>
      <DropdownMenuTrigger className="rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring">
        <UserAvatar user={user} />
        {/* The name comes from this text, not aria-label, so it does not contradict the visible initials. */}
        <span className="sr-only">User menu</span>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-56">
        <DropdownMenuLabel className="truncate font-normal text-muted-foreground">
          {WEB_TEXTS.signedInAs(user.username)}
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => navigate('/profile')}>
          <UserRound aria-hidden /> Profile
        </DropdownMenuItem>
        {user.isAdmin ? (
          <DropdownMenuItem onSelect={() => navigate('/settings')}>
            <Settings aria-hidden /> Settings
          </DropdownMenuItem>
        ) : null}
        <DropdownMenuItem onSelect={toggleTheme}>
          <SunMoon aria-hidden /> Toggle theme
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={onLogout} disabled={logout.isPending} destructive>
          <LogOut aria-hidden /> {logout.isPending ? WEB_TEXTS.loggingOut : 'Logout'}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
