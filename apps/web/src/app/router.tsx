import { lazy, useState } from 'react';
import { createBrowserRouter, Navigate, type RouteObject, RouterProvider, useRouteError } from 'react-router';
import { ErrorAlert } from '@/components/errors/error-boundary';
import { DashboardRoute } from './routes/dashboard-route';
import { RequireAdmin, RequireAuth } from './routes/guards';
import { AppShell } from './routes/lazy-shell';
import { PublicLayout } from './shell/public-layout';

// One lazy chunk per page, so the first page downloads only what it shows.
const LandingPage = lazy(() => import('@/features/marketing/pages/landing-page'));
const LegalPage = lazy(() => import('@/features/marketing/pages/legal-page'));
const IntegrationsPage = lazy(() => import('@/features/marketing/pages/integrations-page'));
const CompanyPage = lazy(() => import('@/features/marketing/pages/company-page'));
const NotFoundPage = lazy(() => import('@/features/marketing/pages/not-found-page'));
const AuthPage = lazy(() => import('@/features/auth/pages/auth-page'));
const PreferencesPage = lazy(() => import('@/features/preferences/pages/preferences-page'));
const ProfilePage = lazy(() => import('@/features/profile/pages/profile-page'));
const VacationRequestsPage = lazy(() => import('@/features/vacation-requests/pages/vacation-requests-page'));
const ScheduleViewerPage = lazy(() => import('@/features/schedule-viewer/pages/schedule-viewer-page'));
const RegistrationRequestsPage = lazy(
  () => import('@/features/registration-requests/pages/registration-requests-page'),
);
const StaffPage = lazy(() => import('@/features/staff/pages/staff-page'));
const StaffPreferencesPage = lazy(() => import('@/features/staff/pages/staff-preferences-page'));
const SettingsPage = lazy(() => import('@/features/settings/pages/settings-page'));
const ScheduleGenerationPage = lazy(() => import('@/features/generation/pages/schedule-generation-page'));
const MonthlyGenerationPage = lazy(() => import('@/features/generation/pages/monthly-generation-page'));
const SetPasswordPage = lazy(() => import('@/features/profile/pages/set-password-page'));
const MonthlyRequestDetailsPage = lazy(
  () => import('@/features/monthly-requests/pages/monthly-request-details-page'),
);

/** Last-resort boundary for errors thrown outside the layouts' own boundaries. */
function RootErrorPage() {
  const error = useRouteError();
  return <ErrorAlert error={error} onRetry={() => window.location.reload()} />;
}

export const routes: RouteObject[] = [
  {
    errorElement: <RootErrorPage />,
    children: [
      {
        element: <PublicLayout />,
        children: [
          { index: true, element: <LandingPage /> },
          { path: 'legal', element: <LegalPage /> },
          { path: 'integrations', element: <IntegrationsPage /> },
          { path: 'integrations-case-studies', element: <IntegrationsPage /> },
          { path: 'company', element: <CompanyPage /> },
          { path: 'about-us', element: <Navigate to={{ pathname: '/company', hash: '#about' }} replace /> },
          { path: 'careers', element: <Navigate to={{ pathname: '/company', hash: '#careers' }} replace /> },
          { path: 'contact', element: <Navigate to={{ pathname: '/company', hash: '#contact' }} replace /> },
          { path: 'auth', element: <AuthPage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      { path: 'dashboard', element: <DashboardRoute /> },
      {
        path: 'set-password',
        element: (
          <RequireAuth passwordChange>
            <PublicLayout>
              <SetPasswordPage />
            </PublicLayout>
          </RequireAuth>
        ),
      },
      {
        element: (
          <RequireAuth>
            <AppShell />
          </RequireAuth>
        ),
        children: [
          { path: 'preferences', element: <PreferencesPage /> },
          { path: 'profile', element: <ProfilePage /> },
          { path: 'vacation-requests', element: <VacationRequestsPage /> },
          { path: 'schedule-viewer', element: <ScheduleViewerPage /> },
          { path: 'registration-requests', element: <RegistrationRequestsPage /> },
          {
            element: <RequireAdmin />,
            children: [
              { path: 'staff', element: <StaffPage /> },
              { path: 'settings', element: <SettingsPage /> },
              { path: 'schedule-generation', element: <ScheduleGenerationPage /> },
              { path: 'generate/:year/:month', element: <MonthlyGenerationPage /> },
              { path: 'staff-preferences/:staffId', element: <StaffPreferencesPage /> },
              // The spec also names the page /staff/{staffId}/...: both lead to it.
              { path: 'staff/:staffId/preferences', element: <StaffPreferencesPage /> },
              { path: 'monthly-request-details/:requestId', element: <MonthlyRequestDetailsPage /> },
            ],
          },
        ],
      },
    ],
  },
];

export function AppRouter() {
  const [router] = useState(() => createBrowserRouter(routes));
  return <RouterProvider router={router} />;
}
