import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeFetch } from '@/testing/fake-fetch';
import { makeUser, renderRoutes } from '@/testing/test-utils';
import { RequireAdmin, RequireAuth } from '../guards';

const routes = [
  { path: '/auth', element: <h1>Auth page</h1> },
  { path: '/dashboard', element: <h1>Dashboard page</h1> },
  {
    path: '/set-password',
    element: (
      <RequireAuth passwordChange>
        <h1>Set password page</h1>
      </RequireAuth>
    ),
  },
  {
    element: <RequireAuth />,
    children: [
      { path: '/profile', element: <h1>Profile page</h1> },
      { element: <RequireAdmin />, children: [{ path: '/staff', element: <h1>Staff page</h1> }] },
    ],
  },
];

describe('route guards', () => {
  it('sends a login that must set a new password to /set-password, from any signed-in route', async () => {
    installFakeFetch({ 'GET /api/user': { body: makeUser({ isAdmin: true, mustChangePassword: true }) } });
    for (const path of ['/profile', '/staff']) {
      const { router, unmount } = renderRoutes(routes, { initialPath: path });
      expect(await screen.findByText('Set password page')).toBeTruthy();
      expect(router.state.location.pathname).toBe('/set-password');
      unmount();
    }
  });

  it('sends a login that has its own password away from /set-password', async () => {
    installFakeFetch({ 'GET /api/user': { body: makeUser() } });
    const { router } = renderRoutes(routes, { initialPath: '/set-password' });
    expect(await screen.findByText('Dashboard page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('sends a visitor without a session to /auth', async () => {
    installFakeFetch({ 'GET /api/user': { status: 401, body: { message: 'Not signed in' } } });
    const { router } = renderRoutes(routes, { initialPath: '/profile' });
    expect(await screen.findByText('Auth page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/auth');
  });

  it('shows a spinner while the user loads, then the page', async () => {
    installFakeFetch({ 'GET /api/user': { body: makeUser() } });
    renderRoutes(routes, { initialPath: '/profile' });
    expect(screen.getByRole('status')).toBeTruthy();
    expect(await screen.findByText('Profile page')).toBeTruthy();
  });

  it('sends a signed-in non-admin away from admin routes to /dashboard', async () => {
    installFakeFetch({ 'GET /api/user': { body: makeUser({ isAdmin: false }) } });
    const { router } = renderRoutes(routes, { initialPath: '/staff' });
    expect(await screen.findByText('Dashboard page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('lets an admin through', async () => {
    installFakeFetch({ 'GET /api/user': { body: makeUser({ isAdmin: true, role: 'ADMIN' }) } });
    renderRoutes(routes, { initialPath: '/staff' });
    expect(await screen.findByText('Staff page')).toBeTruthy();
  });
});
