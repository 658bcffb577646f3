import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { serverConsolePath } from './constants.js';

/**
 * A demo login's password, read where a user reads it: the console of the start that seeded the demo
 * department, which lists every demo login with its own random password once.
 */
export function demoPassword(username: string): string {
  const path = serverConsolePath();
  const console = readFileSync(path, 'utf8');
  const line = console.split('\n').find((l) => l.trim().startsWith(`${username} `));
  const password = line?.trim().split(/\s+/)[1];
  if (!password) throw new Error(`no demo login ${username} on the server console (${path})`);
  return password;
}

/** A demo scheduler with administrator rights (not the owner account). */
export const DEMO_SCHEDULER = {
  username: 'wren.halloway',
  get password() {
    return demoPassword('wren.halloway');
  },
} as const;

/** The theme's storage key (THEME_STORAGE_KEY in apps/web/src/lib/theme.ts, read by public/theme-init.js). */
export const THEME_STORAGE_KEY = 'rotawise-theme';
export type Theme = 'light' | 'dark';

/** Stores the theme before any page script runs, as a returning visitor would have it. */
export async function useTheme(page: Page, theme: Theme): Promise<void> {
  await page.addInitScript(
    ([key, value]) => {
      // Runs in the browser; e2e is type-checked with Node types only.
      (
        globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } }
      ).localStorage.setItem(key, value);
    },
    [THEME_STORAGE_KEY, theme] as const,
  );
}

/** Signs in through the Login tab and waits for the dashboard. */
export async function signIn(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/auth');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(`Welcome back, ${username}!`, { exact: true })).toBeVisible();
}

/** The toast stays 5 s; waiting it out keeps it out of screenshots and accessibility scans. */
export async function waitForToastsToClose(page: Page): Promise<void> {
  // Radix renders each toast as an <li> of the viewport's <ol> inside the 'Notifications (F8)' region.
  await expect(page.getByRole('region', { name: /^Notifications/ }).locator('li')).toHaveCount(0, {
    timeout: 10_000,
  });
}

/** Logs out through the user menu of the signed-in shell. */
export async function logOutFromUserMenu(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: /Logout/ }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Logged out', { exact: true })).toBeVisible();
}

/**
 * Signs in with an initial password (staff management or an approved registration): the app sends the
 * person to /set-password, where they choose their own before anything else; then the dashboard.
 */
export async function signInFirstTime(
  page: Page,
  username: string,
  initialPassword: string,
  newPassword: string,
  /** Where to save a screenshot of the page before it is filled in. */
  screenshotPath?: string,
): Promise<void> {
  await page.goto('/auth');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(initialPassword);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/set-password$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Set a New Password' })).toBeVisible();
  // Nothing else is open meanwhile: the server refuses it, and the app comes back here.
  expect((await page.request.get('/api/shifts')).status()).toBe(403);
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/set-password$/);
  await expect(page.getByLabel('Initial Password')).toBeVisible();
  if (screenshotPath) await page.screenshot({ path: screenshotPath, fullPage: true });
  await page.getByLabel('Initial Password').fill(initialPassword);
  await page.getByLabel('New Password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm New Password').fill(newPassword);
  await page.getByRole('button', { name: 'Set Password' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Password changed successfully', { exact: true })).toBeVisible();
}
