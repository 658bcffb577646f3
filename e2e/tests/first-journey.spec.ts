import { expect, test } from '@playwright/test';
import { E2E_ADMIN, SCREENSHOTS } from '../support/constants.js';
import { watchCspViolations } from '../support/csp.js';

test('a visitor goes from the landing page to sign-in and reaches the dashboard shell', async ({ page }) => {
  const cspViolations = await watchCspViolations(page);
  await page.goto('/');
  // The production build runs under the server's policy (scripts from 'self' only, no inline script).
  const policy = (await page.request.get('/')).headers()['content-security-policy'] ?? '';
  expect(policy).toMatch(/script-src 'self'(;|$)/);
  expect(policy).not.toContain('unsafe-eval');
  await expect(page.getByRole('banner').getByText('Rotawise').first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOTS}landing.png`, fullPage: false });

  await page.getByRole('banner').getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true');

  // The spec's client-side validation messages show before anything is sent.
  await page.getByLabel('Username').fill('ab');
  await page.getByLabel('Password').fill('123');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Username must be at least 3 characters')).toBeVisible();
  await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();

  // A wrong password shows the server's message.
  await page.getByLabel('Username').fill(E2E_ADMIN.username);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Invalid username or password').first()).toBeVisible();

  await page.getByLabel('Password').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Login successful', { exact: true })).toBeVisible();
  await expect(page.getByText(`Welcome back, ${E2E_ADMIN.username}!`, { exact: true })).toBeVisible();

  // The signed-in shell: navigation with the admin items, and the user menu.
  const nav = page.getByRole('navigation').first();
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Staff' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Department Schedule' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.screenshot({ path: `${SCREENSHOTS}dashboard-shell.png`, fullPage: false });

  // A reload keeps the server-side session.
  await page.reload();
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(await cspViolations()).toEqual([]);
});

test('an unknown path shows the not-found page and an unknown API path answers JSON', async ({
  page,
  request,
}) => {
  await page.goto('/no/such/page');
  await expect(page.getByText('404 Page Not Found')).toBeVisible();
  const response = await request.get('/api/no-such-endpoint');
  expect(response.status()).toBe(404);
  expect(await response.json()).toHaveProperty('message');
});

test('signed-in pages redirect a guest to /auth', async ({ page }) => {
  await page.goto('/staff');
  await expect(page).toHaveURL(/\/auth$/);
});
