import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import {
  logOutFromUserMenu,
  signIn,
  THEME_STORAGE_KEY,
  type Theme,
  waitForToastsToClose,
} from '../support/accounts.js';
import { E2E_ADMIN, SCREENSHOTS } from '../support/constants.js';

// A staff member asks for a vacation, an admin approves it, the staff member sees it approved. The staff
// member's account comes the way a real person's does: a registration request the owner approves (the demo
// people may have no login).
const PERSON = {
  name: 'Tobias Wrenfield',
  email: 'tobias.wrenfield@riverside-health.example',
  organization: 'Riverside Health',
  department: 'Emergency Medicine',
  phoneNumber: '555-014-3381',
};

/** A local day n days from today as YYYY-MM-DD (the browser runs on this machine, in its time zone). */
function day(n: number): string {
  const date = new Date();
  date.setDate(date.getDate() + n);
  const pad = (v: number) => String(v).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Registers the person through the public API and has the owner approve them; answers the one-time login. */
async function createStaffAccount(
  request: APIRequestContext,
): Promise<{ username: string; password: string }> {
  const challenge = (await (await request.get('/api/register/challenge')).json()) as {
    id: string;
    question: string;
  };
  const [a, b] = (challenge.question.match(/\d+/g) ?? []).map(Number);
  const submitted = await request.post('/api/registration-requests', {
    data: { ...PERSON, captcha: { id: challenge.id, answer: (a ?? 0) + (b ?? 0) } },
  });
  expect(submitted.status()).toBe(201);
  const { id } = (await submitted.json()) as { id: number };
  expect((await request.post('/api/login', { data: E2E_ADMIN })).status()).toBe(200);
  const review = await request.put(`/api/registration-requests/${id}/status`, {
    data: { status: 'approved', notes: 'Vacation journey' },
  });
  expect(review.status()).toBe(200);
  const { initialLogin } = (await review.json()) as { initialLogin: { username: string; password: string } };
  await request.post('/api/logout');
  return initialLogin;
}

async function expectNoSeriousViolations(page: Page, label: string): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    `axe on ${label}`,
  ).toEqual([]);
}

/** Stores the theme in the page's localStorage (the page runs in the browser; e2e has Node types only). */
async function storeTheme(page: Page, theme: Theme): Promise<void> {
  await page.evaluate(
    ([key, value]) =>
      (
        globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } }
      ).localStorage.setItem(key, value),
    [THEME_STORAGE_KEY, theme] as const,
  );
}

/** Both themes of the page as it stands: switches the stored theme, reloads, checks axe, captures. */
async function captureBothThemes(page: Page, name: string, ready: () => Promise<void>): Promise<void> {
  for (const theme of ['light', 'dark'] as Theme[]) {
    await storeTheme(page, theme);
    await page.reload();
    await ready();
    await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expectNoSeriousViolations(page, `${name} (${theme})`);
    await page.screenshot({ path: `${SCREENSHOTS}${name}-${theme}.png`, fullPage: true });
  }
  // Back to light for the rest of the journey.
  await storeTheme(page, 'light');
  await page.reload();
  await ready();
}

test('a staff member asks for a vacation, an admin approves it, the staff member sees it approved', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const login = await createStaffAccount(request);
  const start = day(14);
  const end = day(18);

  // 1. The staff member opens Vacation Requests: the New Request tab comes first.
  await signIn(page, login.username, login.password);
  await page.goto('/vacation-requests');
  await expect(page.getByRole('heading', { name: 'Vacation Requests', level: 1 })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'New Request' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: 'All Requests' })).toHaveCount(0);

  // The form says what is wrong in the spec's words, then counts the days live.
  await page.getByRole('button', { name: 'Submit Request' }).click();
  await expect(page.getByText('Start date is required')).toBeVisible();
  await page.getByLabel('Start date').fill(day(-1));
  await expect(page.getByText('Start date cannot be in the past')).toBeVisible();
  await page.getByLabel('Start date').fill(start);
  await page.getByLabel('End date').fill(day(13));
  await expect(page.getByText('End date cannot be before start date')).toBeVisible();
  await page.getByLabel('End date').fill(end);
  await expect(page.getByTestId('vacation-day-count')).toHaveText('5 days requested');
  await page.getByLabel('Notes (optional)').fill('Sister’s wedding in Lisbon');
  await waitForToastsToClose(page);
  await page.screenshot({ path: `${SCREENSHOTS}vacation-new-request-light.png`, fullPage: true });
  await page.getByRole('button', { name: 'Submit Request' }).click();
  await expect(page.getByText('Vacation request submitted', { exact: true })).toBeVisible();

  // It waits in My Requests as pending, and may be withdrawn (Delete) but not decided by its author.
  await expect(page.getByRole('tab', { name: 'My Requests' })).toHaveAttribute('aria-selected', 'true');
  const mine = page.getByRole('region', { name: 'My vacation requests' });
  const item = mine.getByRole('listitem', { name: new RegExp(`^${PERSON.name}: .*, pending$`) });
  await expect(item).toContainText('Pending');
  await expect(item).toContainText('(5 days)');
  await expect(item).toContainText('Sister’s wedding in Lisbon');
  await expect(item.getByRole('button', { name: /^Delete/ })).toBeVisible();
  await expect(item.getByRole('button', { name: /^Approve/ })).toHaveCount(0);
  await waitForToastsToClose(page);
  await logOutFromUserMenu(page);

  // 2. The admin finds it under All Requests (pending filter) and approves it with a note.
  await signIn(page, E2E_ADMIN.username, E2E_ADMIN.password);
  await page.goto('/vacation-requests');
  await expect(page.getByRole('tab', { name: 'All Requests' })).toHaveAttribute('aria-selected', 'true');
  await page
    .getByRole('group', { name: 'Filter All vacation requests' })
    .getByRole('button', { name: /^Pending/ })
    .click();
  const all = page.getByRole('region', { name: 'All vacation requests' });
  const pendingItem = all.getByRole('listitem', { name: new RegExp(`^${PERSON.name}: `) });
  await expect(pendingItem).toContainText('Pending');
  await waitForToastsToClose(page);
  await captureBothThemes(page, 'vacation-requests-admin', async () => {
    await expect(all.getByRole('listitem').first()).toBeVisible();
  });
  await page.getByRole('button', { name: new RegExp(`^Approve: ${PERSON.name}`) }).click();
  const dialog = page.getByRole('dialog', { name: 'Approve Vacation Request' });
  await dialog.getByLabel('Notes (optional)').fill('Covered by the night team.');
  await page.screenshot({ path: `${SCREENSHOTS}vacation-approve-dialog-light.png` });
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Vacation request approved', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
  const approvedItem = all.getByRole('listitem', { name: new RegExp(`^${PERSON.name}: .*, approved$`) });
  await expect(approvedItem).toContainText('Covered by the night team.');
  // Decided: the admin may now re-respond (Update Denial) or delete it.
  await expect(approvedItem.getByRole('button', { name: /^Update Denial/ })).toBeVisible();
  await expect(approvedItem.getByRole('button', { name: /^Delete/ })).toBeVisible();
  await waitForToastsToClose(page);
  await logOutFromUserMenu(page);

  // 3. The staff member sees it approved, with who approved it and the note; it can no longer be deleted.
  await signIn(page, login.username, login.password);
  await page.goto('/vacation-requests');
  await page.getByRole('tab', { name: 'My Requests' }).click();
  const decided = page
    .getByRole('region', { name: 'My vacation requests' })
    .getByRole('listitem', { name: new RegExp(`^${PERSON.name}: .*, approved$`) });
  await expect(decided).toContainText('Approved');
  await expect(decided).toContainText(`Approved by ${E2E_ADMIN.username}`);
  await expect(decided).toContainText('Covered by the night team.');
  await expect(decided.getByRole('button', { name: /^Delete/ })).toHaveCount(0);
  await waitForToastsToClose(page);
  await captureBothThemes(page, 'vacation-requests-staff', async () => {
    await page.getByRole('tab', { name: 'My Requests' }).click();
    await expect(decided).toBeVisible();
  });
});
