import type { User } from '@rotawise/api-contract';
import type { ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { useUser } from '@/lib/auth/get-user';
import { justLoggedOut } from '@/lib/auth/logout';

/** Where a login created with an initial password goes until it has set its own. */
export const SET_PASSWORD_PATH = '/set-password';

/** True when the user must set a new password first (the server refuses everything else meanwhile). */
export const mustSetPassword = (user: User | null | undefined) => Boolean(user?.mustChangePassword);

/**
 * Signed-in routes need a user, otherwise /auth; a spinner shows while the user loads. A login that must
 * set a new password is sent to /set-password (which passes `passwordChange`).
 */
export function RequireAuth({
  children,
  passwordChange = false,
}: {
  children?: ReactNode;
  passwordChange?: boolean;
}) {
  const user = useUser();
  if (user.isPending) return <PageSpinner />;
  if (!user.data) return <Navigate to={justLoggedOut() ? '/' : '/auth'} replace />;
  if (!passwordChange && mustSetPassword(user.data)) return <Navigate to={SET_PASSWORD_PATH} replace />;
  if (passwordChange && !mustSetPassword(user.data)) return <Navigate to="/dashboard" replace />;
  return children ?? <Outlet />;
}

/**
 * Admin routes need the isAdmin flag, otherwise /dashboard (no user: /auth). This is only navigation:
 * the server enforces every admin rule itself.
 */
export function RequireAdmin({ children }: { children?: ReactNode }) {
  const user = useUser();
  if (user.isPending) return <PageSpinner />;
  if (!user.data) return <Navigate to={justLoggedOut() ? '/' : '/auth'} replace />;
  if (mustSetPassword(user.data)) return <Navigate to={SET_PASSWORD_PATH} replace />;
  if (!user.data.isAdmin) return <Navigate to="/dashboard" replace />;
  return children ?? <Outlet />;
}
