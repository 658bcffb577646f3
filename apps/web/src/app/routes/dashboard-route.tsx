import { useQueryClient } from '@tanstack/react-query';
import { lazy, useEffect } from 'react';
import { Navigate } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { AuthRequired } from '@/features/dashboard/components/auth-required';
import { DASHBOARD_TEXTS } from '@/features/dashboard/texts';
import { useUser } from '@/lib/auth/get-user';
import { getApprovedVacationsQueryOptions } from '@/lib/schedule/get-approved-vacations';
import { getMonthScheduleQueryOptions } from '@/lib/schedule/get-month-schedule';
import { PublicLayout } from '../shell/public-layout';
import { mustSetPassword, SET_PASSWORD_PATH } from './guards';
import { AppShell, preloadAppShell } from './lazy-shell';

const loadDashboardPage = () => import('@/features/dashboard/pages/dashboard-page');
const DashboardPage = lazy(loadDashboardPage);

/**
 * /dashboard is not redirected when signed out: the spec shows an 'Authentication Required' card there
 * instead, and 'Loading dashboard...' while the user loads.
 */
export function DashboardRoute() {
  const user = useUser();
  const queryClient = useQueryClient();
  // The first signed-in page: fetch its code while the user loads, and this month's calendar as soon as the
  // user is known, instead of one after the other.
  useEffect(() => {
    preloadAppShell();
    void loadDashboardPage();
  }, []);
  const isAdmin = user.data?.isAdmin;
  useEffect(() => {
    if (isAdmin === undefined) return;
    const now = new Date();
    const [year, month] = [now.getFullYear(), now.getMonth() + 1];
    void queryClient.prefetchQuery(getMonthScheduleQueryOptions(year, month, !isAdmin));
    void queryClient.prefetchQuery(getApprovedVacationsQueryOptions(year, month));
  }, [isAdmin, queryClient]);
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
