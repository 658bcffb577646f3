import { expect, test } from '@playwright/test';
import { logOutFromUserMenu, signIn, signInFirstTime, waitForToastsToClose } from '../support/accounts.js';
import { E2E_ADMIN } from '../support/constants.js';
import { captureAll, createStaffAccount } from '../support/journeys.js';

// A staff member fills next month's requests and their standing preferences, leaves and comes back to find
// them saved, and sees what their free text was understood as; an admin opens the monthly request and
// approves it. The account comes from a registration request the owner approves, as a real person's does.
const PERSON = {
  name: 'Imogen Ashcombe',
  email: 'imogen.ashcombe@riverside-health.example',
  organization: 'Riverside Health',
  department: 'Emergency Medicine',
  phoneNumber: '555-014-7720',
};

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const LONG_WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const WEEKDAYS = LONG_WEEKDAYS.map((d) => d.slice(0, 3));

/** Next month (every day of it is still ahead, so none is locked). */
function nextMonth() {
  const now = new Date();
  const first = new Date(now.getFullYear(), now.getMonth() + 1, 1);
  const year = first.getFullYear();
  const month = first.getMonth() + 1;
  const dayLabel = (d: number) =>
    `${LONG_WEEKDAYS[new Date(year, month - 1, d).getDay()]} ${d} ${MONTHS[month - 1]} ${year}`;
  const short = (d: number) =>
    `${WEEKDAYS[new Date(year, month - 1, d).getDay()]} ${d} ${MONTHS[month - 1]!.slice(0, 3)}`;
  return {
    year,
    month,
    label: `${MONTHS[month - 1]} ${year}`,
    iso: `${year}-${String(month).padStart(2, '0')}`,
    dayLabel,
    short,
  };
}

test('a staff member fills a month of requests and preferences, finds them saved, and an admin approves them', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const login = await createStaffAccount(request, PERSON, 'Requests journey');
  const month = nextMonth();
  const monthlyText = 'I need the 9th off. Avoid nights please. Blorf the wibbles.';

  // 1. The staff member chooses their own password, opens Preferences and Requests and picks next month.
  await signInFirstTime(page, login.username, login.password, 'imogen-own-password');
  await waitForToastsToClose(page);
  await page.goto('/preferences');
  await expect(page.getByRole('heading', { name: 'Preferences and Requests', level: 1 })).toBeVisible();
  await page.getByLabel('Month', { exact: true }).selectOption({ label: month.label });

  // The monthly text: Saved until it changes, then Save Changes; what it was understood as, as they type.
  const save = page.getByRole('button', { name: /^(Saved|Save Changes)$/ });
  await expect(save).toHaveText('Saved');
  await expect(save).toBeDisabled();
  const monthly = page.getByLabel('Monthly request');
  await monthly.fill(monthlyText);
  await expect(save).toHaveText('Save Changes');
  const understoodMonthly = page.getByRole('region', { name: 'Understood as' }).first();
  await expect(understoodMonthly).toContainText(`Day off: ${month.short(9)}`);
  await expect(understoodMonthly).toContainText('Avoid nights');
  await expect(understoodMonthly).toContainText('Not understood: “Blorf the wibbles”');
  await save.click();
  await expect(page.getByText('Monthly request saved', { exact: true })).toBeVisible();
  await expect(save).toHaveText('Saved');

  // Days: the 12th off, the 15th to work (any shift). Each change is saved at once.
  await page.getByRole('button', { name: `${month.dayLabel(12)}: None` }).click();
  const dialog = page.getByRole('dialog', { name: month.dayLabel(12) });
  await dialog.getByLabel('Day Off').click();
  await expect(dialog.getByLabel('Day Off')).toBeChecked();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('button', { name: `${month.dayLabel(12)}: Day Off` })).toBeVisible();
  await page.getByRole('button', { name: `${month.dayLabel(15)}: None` }).click();
  const work = page.getByRole('dialog', { name: month.dayLabel(15) });
  await work.getByLabel('Request to Work').click();
  await expect(work.getByLabel('Any shift')).toBeChecked();
  await work.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('button', { name: `${month.dayLabel(15)}: Request to Work` })).toBeVisible();

  // Standing preferences: both sections open; a change saves itself half a second later.
  await expect(page.getByRole('heading', { name: 'Work Patterns' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Shift Preferences' })).toBeVisible();
  const consecutive = page.getByRole('group', { name: 'Consecutive days' });
  await consecutive.getByLabel('Maximum').fill('15');
  await expect(page.getByText('maxConsecutiveDays must be between 1 and 14')).toBeVisible();
  await consecutive.getByLabel('Maximum').fill('4');
  await expect(page.getByText('Preferences saved', { exact: true })).toBeVisible();
  const other = page.getByLabel('Other preferences');
  await other.fill('No more than 3 days in a row, prefer mornings');
  const understoodStanding = page.getByRole('region', { name: 'Understood as' }).nth(1);
  await expect(understoodStanding).toContainText('At most 3 days in a row');
  await expect(understoodStanding).toContainText('Prefer mornings');
  await expect(page.getByText('Saved', { exact: true }).last()).toBeVisible();

  // Leaving while dirty saves: a last edit, then straight to another page inside the app.
  await other.fill(
    'No more than 3 days in a row, at least 2 days off in a row, prefer mornings, avoid weekends',
  );
  await page.getByRole('link', { name: 'Dashboard' }).first().click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // 2. Back on the page, everything is as they left it.
  await page.goto('/preferences');
  await page.getByLabel('Month', { exact: true }).selectOption({ label: month.label });
  await expect(page.getByLabel('Monthly request')).toHaveValue(monthlyText);
  await expect(page.getByRole('button', { name: `${month.dayLabel(12)}: Day Off` })).toBeVisible();
  await expect(page.getByRole('button', { name: `${month.dayLabel(15)}: Request to Work` })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Consecutive days' }).getByLabel('Maximum')).toHaveValue('4');
  await expect(page.getByLabel('Other preferences')).toHaveValue(
    'No more than 3 days in a row, at least 2 days off in a row, prefer mornings, avoid weekends',
  );
  await expect(page.getByRole('region', { name: 'Understood as' }).nth(1)).toContainText('Avoid weekends');
  await expect(page.getByRole('region', { name: 'Understood as' }).nth(1)).toContainText(
    'At least 2 days off in a row',
  );
  await waitForToastsToClose(page);
  await captureAll(page, 'preferences', async () => {
    await page.getByLabel('Month', { exact: true }).selectOption({ label: month.label });
    await expect(page.getByRole('button', { name: `${month.dayLabel(12)}: Day Off` })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Understood as' }).first()).toContainText('Avoid nights');
    await expect(page.getByRole('region', { name: 'Understood as' }).nth(1)).toContainText('Avoid weekends');
  });
  await logOutFromUserMenu(page);

  // 3. The admin finds the month's request, reads it with what it was understood as, and approves it.
  await signIn(page, E2E_ADMIN.username, E2E_ADMIN.password);
  await page.goto('/monthly-requests');
  await page.getByLabel('Month', { exact: true }).fill(month.iso);
  await page.getByRole('link', { name: `${PERSON.name} · ${month.label}` }).click();
  await expect(page.getByRole('heading', { name: 'Monthly Request Details', level: 1 })).toBeVisible();
  await expect(page.getByText(`Period: ${month.label}`)).toBeVisible();
  await expect(page.getByText('Pending', { exact: true })).toBeVisible();
  await expect(page.getByText(monthlyText)).toBeVisible();
  const understood = page.getByRole('region', { name: 'Understood as' });
  await expect(understood).toContainText(`Day off: ${month.short(9)}`);
  const days = page.getByRole('region', { name: 'Daily requests' });
  await expect(days).toContainText('Day off');
  await expect(days).toContainText('Request to work');
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Monthly request approved', { exact: true })).toBeVisible();
  await expect(page.getByText('Approved', { exact: true })).toBeVisible();
  await waitForToastsToClose(page);
  await captureAll(page, 'monthly-request-details', async () => {
    await expect(page.getByText('Approved', { exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Understood as' })).toContainText('Avoid nights');
  });
  // The status is stored: it survives the reloads above and shows in the month's list.
  await page.goto('/monthly-requests');
  await page.getByLabel('Month', { exact: true }).fill(month.iso);
  await expect(page.getByRole('listitem').filter({ hasText: PERSON.name })).toContainText('Approved');
});
