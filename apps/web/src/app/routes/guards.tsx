import type { ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { useUser } from '@/lib/auth/get-user';
import { justLoggedOut } from '@/lib/auth/logout';

/** Signed-in routes need a user, otherwise /auth; a spinner shows while the user loads. */
export function RequireAuth({ children }: { children?: ReactNode }) {
  const user = useUser();
  if (user.isPending) return <PageSpinner />;
  if (!user.data) return <Navigate to={justLoggedOut() ? '/' : '/auth'} replace />;
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
  if (!user.data.isAdmin) return <Navigate to="/dashboard" replace />;
  return children ?? <Outlet />;
}
