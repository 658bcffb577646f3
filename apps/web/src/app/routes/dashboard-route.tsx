import { lazy } from 'react';
import { Navigate } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { AuthRequired } from '@/features/dashboard/components/auth-required';
import { DASHBOARD_TEXTS } from '@/features/dashboard/texts';
import { useUser } from '@/lib/auth/get-user';
import { PublicLayout } from '../shell/public-layout';
import { mustSetPassword, SET_PASSWORD_PATH } from './guards';
import { AppShell } from './lazy-shell';

const DashboardPage = lazy(() => import('@/features/dashboard/pages/dashboard-page'));

/**
 * /dashboard is not redirected when signed out: the spec shows an 'Authentication Required' card there
 * instead, and 'Loading dashboard...' while the user loads.
 */
export function DashboardRoute() {
  const user = useUser();
  if (user.isPending) return <PageSpinner text={DASHBOARD_TEXTS.loadingDashboard} />;
  if (!user.data) {
    return (
      <PublicLayout>
        <AuthRequired />
      </PublicLayout>
    );
  }
  if (mustSetPassword(user.data)) return <Navigate to={SET_PASSWORD_PATH} replace />;
  return (
    <AppShell>
      <DashboardPage />
    </AppShell>
  );
}
