import { MESSAGES } from '@rotawise/api-contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DASHBOARD_TEXTS } from '@/features/dashboard/texts';
import { WEB_TEXTS } from '@/lib/texts';
import { installFakeFetch } from '@/testing/fake-fetch';
import { makeUser, renderRoutes } from '@/testing/test-utils';
import { routes } from '../router';

const signedOut = { 'GET /api/user': { status: 401, body: { message: 'Not signed in' } } };

describe('app routes', () => {
  it('shows the 404 page for unknown paths', async () => {
    installFakeFetch(signedOut);
    renderRoutes(routes, { initialPath: '/no-such-page' });
    expect(await screen.findByRole('heading', { name: WEB_TEXTS.pageNotFound })).toBeTruthy();
  });

  it('redirects /careers to the careers anchor of /company', async () => {
    installFakeFetch(signedOut);
    const { router } = renderRoutes(routes, { initialPath: '/careers' });
    expect(await screen.findByRole('heading', { name: 'Careers' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/company');
    expect(router.state.location.hash).toBe('#careers');
  });

  it('opens the Register tab from ?tab=register', async () => {
    installFakeFetch({
      ...signedOut,
      'GET /api/register/challenge': { body: { id: 'c1', question: 'What is 3 + 4?' } },
    });
    renderRoutes(routes, { initialPath: '/auth?tab=register' });
    const tab = await screen.findByRole('tab', { name: 'Register' });
    expect(tab.getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByText('What is 3 + 4?')).toBeTruthy();
  });

  it('sends a signed-in user from /auth to the dashboard', async () => {
    installFakeFetch({ 'GET /api/user': { body: makeUser() } });
    const { router } = renderRoutes(routes, { initialPath: '/auth' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('shows the authentication-required card on /dashboard when signed out', async () => {
    installFakeFetch(signedOut);
    renderRoutes(routes, { initialPath: '/dashboard' });
    expect(screen.getByText(DASHBOARD_TEXTS.loadingDashboard)).toBeTruthy();
    expect(await screen.findByRole('heading', { name: DASHBOARD_TEXTS.authRequiredTitle })).toBeTruthy();
    expect(screen.getByText(DASHBOARD_TEXTS.authRequiredBody)).toBeTruthy();
    expect(screen.getByRole('link', { name: DASHBOARD_TEXTS.goToLoginPage }).getAttribute('href')).toBe(
      '/auth',
    );
  });

  it('renders the shell for the owner with the pending badge, and logs out to /', async () => {
    const fake = installFakeFetch({
      'GET /api/user': { body: makeUser({ username: 'owner', isAdmin: true, isOwner: true, role: 'ADMIN' }) },
      'GET /api/registration-requests/pending-count': { body: { count: 3 } },
      'POST /api/logout': { body: { message: 'Logged out' } },
    });
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, { initialPath: '/dashboard' });

    const nav = await screen.findByRole('navigation', { name: 'Main' });
    const link = await within(nav).findByRole('link', { name: /Registration Requests/ });
    await waitFor(() => expect(link.textContent).toContain('3'));
    expect(within(nav).getByRole('link', { name: 'Staff' })).toBeTruthy();
    expect(await screen.findByRole('tab', { name: DASHBOARD_TEXTS.departmentTab })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'User menu' }));
    expect(await screen.findByText(WEB_TEXTS.signedInAs('owner'))).toBeTruthy();
    await user.click(screen.getByRole('menuitem', { name: /Logout/ }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByText(MESSAGES.loggedOut)).toBeTruthy();
    expect(fake.calls.some((call) => call.method === 'POST' && call.url === '/api/logout')).toBe(true);
  });

  it('opens the monthly generation page for the month in its path', async () => {
    installFakeFetch({ 'GET /api/user': { body: makeUser({ isAdmin: true }) } });
    renderRoutes(routes, { initialPath: '/generate/2026/3' });
    expect(await screen.findByRole('heading', { name: 'March 2026' })).toBeTruthy();
  });
});
