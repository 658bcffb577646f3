import { MESSAGES } from '@rotawise/api-contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { WEB_TEXTS } from '@/lib/texts';
import { installFakeFetch } from '@/testing/fake-fetch';
import { makeUser, renderWithRouter } from '@/testing/test-utils';
import { AUTH_TEXTS } from '../../texts';
import { LoginForm } from '../login-form';

const dashboard = [{ path: '/dashboard', element: <h1>Dashboard stub</h1> }];

function renderLogin() {
  return renderWithRouter(<LoginForm />, { path: '/auth', extraRoutes: dashboard });
}

describe('LoginForm', () => {
  it('labels its fields and names its submit button', () => {
    installFakeFetch({});
    renderLogin();
    expect(screen.getByLabelText('Username')).toBeTruthy();
    expect(screen.getByLabelText('Password')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
  });

  it('shows the spec messages under the fields and focuses the first error', async () => {
    const fake = installFakeFetch({});
    const user = userEvent.setup();
    renderLogin();
    await user.type(screen.getByLabelText('Username'), 'ab');
    await user.type(screen.getByLabelText('Password'), '12345');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText(MESSAGES.usernameMin)).toBeTruthy();
    expect(screen.getByText(MESSAGES.passwordMin)).toBeTruthy();
    const username = screen.getByLabelText('Username');
    expect(username.getAttribute('aria-invalid')).toBe('true');
    expect(username.getAttribute('aria-describedby')).toContain('error');
    await waitFor(() => expect(document.activeElement).toBe(username));
    expect(fake.calls).toHaveLength(0);
  });

  it('signs in, greets the user and goes to the dashboard', async () => {
    const fake = installFakeFetch({ 'POST /api/login': { body: makeUser({ username: 'jane.doe' }) } });
    const user = userEvent.setup();
    const { router } = renderLogin();
    await user.type(screen.getByLabelText('Username'), 'jane.doe');
    await user.type(screen.getByLabelText('Password'), 'secret-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('Dashboard stub')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(screen.getByText(AUTH_TEXTS.loginSuccessTitle)).toBeTruthy();
    expect(screen.getByText('Welcome back, jane.doe!')).toBeTruthy();
    expect(fake.calls[0]?.body).toEqual({ username: 'jane.doe', password: 'secret-password' });
  });

  it('toasts the server message when the login is refused', async () => {
    installFakeFetch({ 'POST /api/login': { status: 401, body: { message: MESSAGES.invalidCredentials } } });
    const user = userEvent.setup();
    const { router } = renderLogin();
    await user.type(screen.getByLabelText('Username'), 'jane.doe');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText(MESSAGES.invalidCredentials)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/auth');
    expect((screen.getByRole('button', { name: 'Sign in' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('refuses an answer without id and username', async () => {
    installFakeFetch({ 'POST /api/login': { body: { ok: true } } });
    const user = userEvent.setup();
    renderLogin();
    await user.type(screen.getByLabelText('Username'), 'jane.doe');
    await user.type(screen.getByLabelText('Password'), 'secret-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(WEB_TEXTS.invalidUserData)).toBeTruthy();
  });
});
