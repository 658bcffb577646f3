import { expect, type Page, test } from '@playwright/test';
import { DEMO_SCHEDULER, signIn, type Theme, useTheme, waitForToastsToClose } from '../support/accounts.js';
import { E2E_ADMIN, SCREENSHOTS } from '../support/constants.js';
import { expectNoSeriousViolations } from '../support/journeys.js';

// Every main page in light and dark, at desktop and phone width, with axe-core
// finding no serious or critical violation, and a screenshot of each to look at.
const WIDTHS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const;
const THEMES: Theme[] = ['light', 'dark'];

interface PageCase {
  name: string;
  path: string;
  /** The page is drawn when this heading (level 1) is visible. */
  heading: string | RegExp;
}

const PUBLIC_PAGES: PageCase[] = [
  { name: 'landing', path: '/', heading: /./ },
  { name: 'auth', path: '/auth', heading: /Welcome to Rotawise/ },
  { name: 'auth-register', path: '/auth?tab=register', heading: /Welcome to Rotawise/ },
  { name: 'legal', path: '/legal', heading: /./ },
  { name: 'integrations', path: '/integrations', heading: /./ },
  { name: 'company', path: '/company', heading: /./ },
  { name: 'not-found', path: '/no/such/page', heading: /./ },
];

// A month no journey generates: its workspace shows the weekly template with approved vacations.
const AHEAD = new Date(new Date().getFullYear(), new Date().getMonth() + 2, 1);

const OWNER_PAGES: PageCase[] = [
  { name: 'dashboard', path: '/dashboard', heading: /./ },
  { name: 'profile-owner', path: '/profile', heading: 'User Profile' },
  { name: 'registration-requests', path: '/registration-requests', heading: 'Registration Requests' },
  { name: 'vacation-requests-admin', path: '/vacation-requests', heading: 'Vacation Requests' },
  { name: 'staff', path: '/staff', heading: 'Staff Management' },
  { name: 'staff-preferences', path: '/staff-preferences/2', heading: /Staff Preferences/ },
  { name: 'settings', path: '/settings', heading: 'Application Settings' },
  { name: 'monthly-requests', path: '/monthly-requests', heading: 'Monthly Requests' },
  { name: 'schedule-generation', path: '/schedule-generation', heading: 'Schedule Generation Center' },
  {
    name: 'generation-month',
    path: `/generate/${AHEAD.getFullYear()}/${AHEAD.getMonth() + 1}`,
    heading: `${AHEAD.toLocaleString('en-US', { month: 'long' })} ${AHEAD.getFullYear()}`,
  },
  // The owner account has no staff record: the page shows why it is disabled.
  { name: 'preferences-no-staff', path: '/preferences', heading: 'Preferences and Requests' },
];

const STAFF_PAGES: PageCase[] = [
  { name: 'profile', path: '/profile', heading: 'User Profile' },
  {
    name: 'registration-requests-not-owner',
    path: '/registration-requests',
    heading: 'Registration Requests',
  },
];

async function openReady(page: Page, item: PageCase): Promise<void> {
  await page.goto(item.path);
  await expect(page.getByRole('heading', { level: 1, name: item.heading }).first()).toBeVisible();
  // Skeletons and spinners gone: the page shows its data (or its empty or error state).
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
}

async function checkPages(page: Page, pages: PageCase[], theme: Theme): Promise<void> {
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    for (const item of pages) {
      await openReady(page, item);
      await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
      await expectNoSeriousViolations(page, `${item.path} (${theme}, ${size.width}px)`);
      // Nothing widens the page past the screen (a phone should never scroll sideways).
      const scrollWidth = await page.evaluate('document.documentElement.scrollWidth');
      expect(scrollWidth, `page width of ${item.path} at ${size.width}px`).toBeLessThanOrEqual(size.width);
      await page.screenshot({
        path: `${SCREENSHOTS}${item.name}-${theme}-${size.width}.png`,
        fullPage: true,
      });
    }
  }
}

for (const theme of THEMES) {
  test.describe(`${theme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      await useTheme(page, theme);
    });

    test(`public pages pass axe and are captured (${theme})`, async ({ page }) => {
      test.setTimeout(120_000);
      await checkPages(page, PUBLIC_PAGES, theme);
    });

    test(`the owner's signed-in pages and the review dialog pass axe (${theme})`, async ({ page }) => {
      test.setTimeout(120_000);
      await signIn(page, E2E_ADMIN.username, E2E_ADMIN.password);
      await waitForToastsToClose(page);
      await checkPages(page, OWNER_PAGES, theme);

      // The review dialog over the requests table, at desktop width.
      await page.setViewportSize(WIDTHS[0]);
      await openReady(page, OWNER_PAGES[2]!);
      await page
        .getByRole('button', { name: /^Review / })
        .first()
        .click();
      const dialog = page.getByRole('dialog', { name: 'Review Registration Request' });
      await expect(dialog).toBeVisible();
      await expectNoSeriousViolations(page, `review dialog (${theme})`);
      await page.screenshot({ path: `${SCREENSHOTS}registration-review-dialog-${theme}-1280.png` });
      await dialog.getByRole('button', { name: 'Cancel' }).click();

      // The change-password dialog with its validation messages.
      await openReady(page, OWNER_PAGES[1]!);
      await page.getByRole('button', { name: 'Change Password' }).click();
      const change = page.getByRole('dialog', { name: 'Change Password' });
      await change.getByRole('button', { name: 'Change Password' }).click();
      await expect(change.getByText('Current password is required')).toBeVisible();
      await expectNoSeriousViolations(page, `change-password dialog (${theme})`);
      await page.screenshot({ path: `${SCREENSHOTS}profile-change-password-${theme}-1280.png` });
    });

    test(`a staff member's profile passes axe (${theme})`, async ({ page }) => {
      test.setTimeout(120_000);
      await signIn(page, DEMO_SCHEDULER.username, DEMO_SCHEDULER.password);
      await waitForToastsToClose(page);
      await checkPages(page, STAFF_PAGES, theme);
    });
  });
}
