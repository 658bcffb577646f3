import { useQueryClient } from '@tanstack/react-query';
import { type ComponentType, useEffect, useState } from 'react';
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

// The page and the shell are loaded before they render, never through a Suspense fallback: React
// reveals suspended content at most every 300 ms, which held the first calendar back by up to 600 ms.
let loadedPage: ComponentType | null = null;
const loadDashboard = () =>
  Promise.all([import('@/features/dashboard/pages/dashboard-page'), preloadAppShell()]).then(([module]) => {
    loadedPage = module.default;
    return module.default;
  });

/**
 * /dashboard is not redirected when signed out: the spec shows an 'Authentication Required' card there
 * instead, and 'Loading dashboard...' while the user loads.
 */
export function DashboardRoute() {
  const user = useUser();
  const queryClient = useQueryClient();
  const [DashboardPage, setDashboardPage] = useState<ComponentType | null>(() => loadedPage);
  const [loadError, setLoadError] = useState<unknown>(null);
  // The first signed-in page: its code and this month's calendar are fetched while the user loads, not
  // one after the other (the month as the server gives it to the caller, so it need not wait for the user).
  useEffect(() => {
    const now = new Date();
    const [year, month] = [now.getFullYear(), now.getMonth() + 1];
    void queryClient.prefetchQuery(getMonthScheduleQueryOptions(year, month));
    void queryClient.prefetchQuery(getApprovedVacationsQueryOptions(year, month));
    let live = true;
    loadDashboard().then(
      (page) => live && setDashboardPage(() => page),
      (error: unknown) => live && setLoadError(error ?? new Error('Failed to load the dashboard')),
    );
    return () => {
      live = false;
    };
  }, [queryClient]);
  // A chunk that failed to load goes to the route's error page, as a lazy page's would.
  if (loadError) throw loadError;
  if (user.isPending) return <PageSpinner text={DASHBOARD_TEXTS.loadingDashboard} />;
  if (!user.data) {
    return (
      <PublicLayout>
        <AuthRequired />
      </PublicLayout>
    );
  }
  if (mustSetPassword(user.data)) return <Navigate to={SET_PASSWORD_PATH} replace />;
  if (!DashboardPage) return <PageSpinner text={DASHBOARD_TEXTS.loadingDashboard} />;
  return (
    <AppShell>
      <DashboardPage />
    </AppShell>
  );
}
