import { MESSAGES } from '@rotawise/api-contract';
import { LogOut } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { useLogout } from '@/lib/auth/logout';
import { WEB_TEXTS } from '@/lib/texts';

/** Logout from a page (the profile, or the set-password page): then / with the 'Logged out' toast. */
export function LogoutButton() {
  const navigate = useNavigate();
  const logout = useLogout({
    onSuccess: () => {
      navigate('/');
      toast({ title: MESSAGES.loggedOut });
    },
  });
  return (
    <Button
      variant="outline"
      disabled={logout.isPending}
      onClick={() =>
        logout.mutate(undefined, {
          onError: (error) =>
            toast({ title: WEB_TEXTS.logoutFailed, description: error.message, variant: 'destructive' }),
        })
      }
    >
      <LogOut aria-hidden /> {logout.isPending ? WEB_TEXTS.loggingOut : 'Logout'}
    </Button>
  );
}
