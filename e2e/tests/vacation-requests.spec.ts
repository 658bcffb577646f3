import { expect, test } from '@playwright/test';
import { logOutFromUserMenu, signIn, signInFirstTime, waitForToastsToClose } from '../support/accounts.js';
import { E2E_ADMIN, SCREENSHOTS } from '../support/constants.js';
import { captureAll, createStaffAccount } from '../support/journeys.js';

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

test('a staff member asks for a vacation, an admin approves it, the staff member sees it approved', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const login = await createStaffAccount(request, PERSON, 'Vacation journey');
  const ownPassword = 'tobias-own-password';
  const start = day(14);
  const end = day(18);

  // 1. The staff member chooses their own password, then opens Vacation Requests: New Request comes first.
  await signInFirstTime(page, login.username, login.password, ownPassword);
  await waitForToastsToClose(page);
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
  await captureAll(
    page,
    'vacation-requests-admin',
    async () => {
      await expect(all.getByRole('listitem').first()).toBeVisible();
    },
    { desktopOnly: true },
  );
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
  await signIn(page, login.username, ownPassword);
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
  await captureAll(
    page,
    'vacation-requests-staff',
    async () => {
      await page.getByRole('tab', { name: 'My Requests' }).click();
      await expect(decided).toBeVisible();
    },
    { desktopOnly: true },
  );
});
