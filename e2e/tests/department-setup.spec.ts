import { expect, type Page, test } from '@playwright/test';
import {
  logOutFromUserMenu,
  signIn,
  signInFirstTime,
  type Theme,
  useTheme,
  waitForToastsToClose,
} from '../support/accounts.js';
import { E2E_ADMIN, SCREENSHOTS } from '../support/constants.js';
import { watchCspViolations } from '../support/csp.js';

// Issue 83's journey: an administrator sets the department up. A person is added (and signs in with the
// shown password, forced to choose their own), edited, given limits and deleted; a shift type is added
// and used in the weekly template; a rule is added, edited, disabled and deleted, showing how the engine
// enforces it.
const PERSON = {
  name: 'Ines Calloway',
  email: 'ines.calloway@riverside-health.example',
  phone: '555-014-3301',
};
const PERSON_PASSWORD = 'calloway-own-pass-2026';
const SHIFT = { id: 'TRAUMA_9A', name: 'Trauma 9A', displayName: '9A TR' };

/** The toast's title (a modal dialog hides the toast region from the accessibility tree, not from sight). */
async function toastSays(page: Page, title: string): Promise<void> {
  await expect(page.getByText(title, { exact: true }).first()).toBeVisible();
}

async function openStaffRow(page: Page, name: string) {
  await page.goto('/staff');
  await page.getByRole('searchbox', { name: 'Search staff...' }).fill(name);
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name }) });
  await expect(row).toHaveCount(1);
  return row;
}

test('an administrator sets up staff, shift types, the weekly template, rules and limits', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const cspViolations = await watchCspViolations(page);
  await signIn(page, E2E_ADMIN.username, E2E_ADMIN.password);

  // --- Staff list: search, filters, sorting.
  await page.goto('/staff');
  await expect(page.getByRole('heading', { level: 1, name: 'Staff Management' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Staff List' })).toHaveAttribute('aria-selected', 'true');
  const table = page.getByRole('region', { name: 'Staff table' });
  await expect(table.getByRole('rowheader').first()).toBeVisible();
  const allCount = await table.getByRole('rowheader').count();
  expect(allCount).toBeGreaterThan(30);
  await page.getByRole('button', { name: 'Directors', exact: true }).click();
  const directors = await table.getByRole('rowheader').count();
  expect(directors).toBeGreaterThan(0);
  expect(directors).toBeLessThan(allCount);
  await page.getByRole('button', { name: 'All', exact: true }).click();
  await page.getByRole('button', { name: 'Name', exact: true }).click();
  const ascending = await table.getByRole('rowheader').allTextContents();
  expect(ascending).toEqual([...ascending].sort((a, b) => a.localeCompare(b)));
  await page.getByRole('button', { name: 'Name', exact: true }).click();
  expect(await table.getByRole('rowheader').allTextContents()).toEqual([...ascending].reverse());
  await page.getByRole('searchbox', { name: 'Search staff...' }).fill('zzzz-nobody');
  await expect(page.getByText('No staff matching the current filters')).toBeVisible();

  // --- Add a person: validation first, then the one-time login.
  await page.getByRole('button', { name: 'Add Staff' }).click();
  const add = page.getByRole('dialog', { name: 'Add Staff Member' });
  await add.getByRole('button', { name: 'Create Staff Member' }).click();
  await expect(add.getByText('Name must be at least 2 characters')).toBeVisible();
  await add.getByLabel('Name').fill(PERSON.name);
  await add.getByLabel('Email').fill('not-an-email');
  await add.getByRole('button', { name: 'Create Staff Member' }).click();
  await expect(add.getByText('Invalid email format')).toBeVisible();
  await add.getByLabel('Email').fill(PERSON.email);
  await add.getByLabel('Role').selectOption({ label: 'PA-C' });
  await add.getByRole('button', { name: 'Create Staff Member' }).click();
  await toastSays(page, 'Staff Created');
  const issued = page.getByRole('dialog', { name: `Initial login for ${PERSON.name}` });
  await expect(issued).toBeVisible();
  const username = (await issued.getByTestId('initial-login-username').textContent())?.trim() ?? '';
  const password = (await issued.getByTestId('initial-login-password').textContent())?.trim() ?? '';
  expect(username).toBe('ines.calloway');
  expect(password.length).toBeGreaterThanOrEqual(12);
  await page.screenshot({ path: `${SCREENSHOTS}staff-initial-login.png` });
  await issued.getByRole('button', { name: 'Done' }).click();

  // --- Edit: phone and Director privileges; the badges follow.
  let row = await openStaffRow(page, PERSON.name);
  await expect(row.getByText('PA-C')).toBeVisible();
  await row.getByRole('button', { name: `Edit ${PERSON.name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Staff Member' });
  await expect(edit.getByLabel('Email')).toHaveValue(PERSON.email);
  await edit.getByLabel('Phone').fill(PERSON.phone);
  await edit.getByLabel(/Director Privileges/).check();
  await edit.getByRole('button', { name: 'Update Staff Member' }).click();
  await toastSays(page, 'Staff Updated');
  await expect(edit).toBeHidden();
  await expect(row.getByText('Director', { exact: true })).toBeVisible();
  await expect(row.getByText(PERSON.phone)).toBeVisible();

  // --- Their limits on the admin preferences page (new staff start at 4 to 16).
  await row.getByRole('button', { name: `View Preferences of ${PERSON.name}` }).click();
  await expect(page).toHaveURL(/\/staff-preferences\/\d+$/);
  const staffId = /\/staff-preferences\/(\d+)$/.exec(page.url())![1]!;
  await expect(page.getByText('No Standing Preferences Set', { exact: true })).toBeVisible();
  const min = page.getByLabel('Minimum shifts', { exact: true });
  const max = page.getByLabel('Maximum shifts', { exact: true });
  await expect(min).toHaveValue('4');
  await expect(max).toHaveValue('16');
  await page.getByRole('button', { name: 'Increase minimum shifts' }).click();
  await page.getByRole('button', { name: 'Increase minimum shifts' }).click();
  await page.getByRole('button', { name: 'Decrease maximum shifts' }).click();
  await page.getByRole('button', { name: 'Save Limits' }).click();
  await toastSays(page, 'Admin shift limits updated');
  await page.goto(`/staff/${staffId}/preferences`);
  await expect(page.getByLabel('Minimum shifts', { exact: true })).toHaveValue('6');
  await expect(page.getByLabel('Maximum shifts', { exact: true })).toHaveValue('15');
  // The steppers never cross: the minimum stops at the maximum.
  await page.getByLabel('Minimum shifts', { exact: true }).fill('15');
  await expect(page.getByRole('button', { name: 'Increase minimum shifts' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Decrease maximum shifts' })).toBeDisabled();
  await page.goto('/staff-preferences/999999');
  await expect(page.getByRole('heading', { level: 1, name: 'Staff Member Not Found' })).toBeVisible();

  // --- The person signs in with the shown password and must choose their own.
  await logOutFromUserMenu(page);
  await signInFirstTime(page, username, password, PERSON_PASSWORD, `${SCREENSHOTS}set-password.png`);
  await logOutFromUserMenu(page);
  await signIn(page, E2E_ADMIN.username, E2E_ADMIN.password);

  // --- Delete, with a confirmation a click outside cannot dismiss.
  row = await openStaffRow(page, PERSON.name);
  await row.getByRole('button', { name: `Edit ${PERSON.name}` }).click();
  await page
    .getByRole('dialog', { name: 'Edit Staff Member' })
    .getByRole('button', { name: 'Delete Staff Member' })
    .click();
  const confirm = page.getByRole('alertdialog', { name: 'Are you absolutely sure?' });
  await expect(confirm).toBeVisible();
  await page.mouse.click(5, 5);
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await page
    .getByRole('dialog', { name: 'Edit Staff Member' })
    .getByRole('button', { name: 'Delete Staff Member' })
    .click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await toastSays(page, 'Staff Deleted');
  await expect(page.getByText('No staff matching the current filters')).toBeVisible();
  expect((await page.request.get(`/api/staff/${staffId}`)).status()).toBe(404);

  // --- Statistics: two pie charts with their numbers as text.
  await page.getByRole('searchbox', { name: 'Search staff...' }).fill('');
  await page.getByRole('tab', { name: 'Staff Statistics' }).click();
  await expect(page.getByRole('heading', { name: 'Staff Role Distribution' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Director Status' })).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Director Status figures' }).getByText('Non-Directors'),
  ).toBeVisible();

  // --- Rules: the demo's six are all understood (one is switched off); add, edit, disable, delete.
  await page.goto('/settings');
  await expect(page.getByRole('tab', { name: 'Mandatory Scheduling Rules' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const rules = page.getByRole('list', { name: 'Mandatory Scheduling Rules' });
  await expect(rules.getByRole('listitem')).toHaveCount(6);
  await expect(rules.getByText('Enforced as:')).toHaveCount(5);
  await expect(rules.getByText('Not understood: will not be enforced')).toHaveCount(0);
  const weekends = rules.getByRole('listitem', { name: 'Equal weekend distribution' });
  await expect(weekends.getByText('Not Enforced', { exact: true })).toBeVisible();
  await expect(weekends.getByText('Off: not enforced')).toBeVisible();

  await page.getByRole('button', { name: 'Add Rule' }).click();
  let ruleDialog = page.getByRole('dialog', { name: 'Add Rule' });
  await ruleDialog.getByRole('button', { name: 'Save Rule' }).click();
  await expect(ruleDialog.getByText('Rule name is required')).toBeVisible();
  await ruleDialog.getByLabel('Rule Name').fill('Night cap');
  await ruleDialog.getByLabel('Rule Description').fill('No more than 6 night shifts per month.');
  await ruleDialog.getByRole('button', { name: 'Save Rule' }).click();
  await toastSays(page, 'Rule created');
  const nightCap = rules.getByRole('listitem', { name: 'Night cap' });
  await expect(nightCap).toContainText(
    'Enforced as: at most 6 night shifts a month (a night is a shift starting at 17:00 or later)',
  );

  await nightCap.getByRole('button', { name: 'Edit Night cap' }).click();
  ruleDialog = page.getByRole('dialog', { name: 'Edit Rule' });
  await ruleDialog
    .getByLabel('Rule Description')
    .fill('No more than 5 night shifts per month (nights start at 7 pm).');
  await ruleDialog.getByRole('button', { name: 'Save Rule' }).click();
  await toastSays(page, 'Rule updated');
  await expect(nightCap).toContainText(
    'at most 5 night shifts a month (a night is a shift starting at 19:00 or later)',
  );

  await nightCap.getByRole('button', { name: 'Edit Night cap' }).click();
  await ruleDialog.getByLabel('Enforced').uncheck();
  await ruleDialog.getByRole('button', { name: 'Save Rule' }).click();
  await toastSays(page, 'Rule updated');
  await expect(nightCap.getByText('Not Enforced', { exact: true })).toBeVisible();
  // Switched off, it no longer claims to be enforced.
  await expect(nightCap.getByText('Off: not enforced')).toBeVisible();
  await expect(nightCap.getByText('Enforced as:')).toHaveCount(0);
  await expect(nightCap.getByRole('heading', { name: 'Night cap' })).toHaveCSS(
    'text-decoration-line',
    'line-through',
  );

  await page.getByRole('button', { name: 'Add Rule' }).click();
  ruleDialog = page.getByRole('dialog', { name: 'Add Rule' });
  await ruleDialog.getByLabel('Rule Name').fill('Kindness');
  await ruleDialog.getByLabel('Rule Description').fill('Everyone is kind to the new residents.');
  await ruleDialog.getByRole('button', { name: 'Save Rule' }).click();
  await expect(rules.getByRole('listitem', { name: 'Kindness' })).toContainText(
    'Not understood: will not be enforced',
  );
  await waitForToastsToClose(page);
  await page.screenshot({ path: `${SCREENSHOTS}settings-rules-journey.png`, fullPage: true });

  for (const name of ['Night cap', 'Kindness']) {
    await rules.getByRole('button', { name: `Delete ${name}` }).click();
    const ask = page.getByRole('alertdialog', { name: 'Delete rule' });
    await expect(ask).toContainText('Are you sure you want to delete this rule?');
    await ask.getByRole('button', { name: 'Delete' }).click();
    await toastSays(page, 'Rule deleted');
    await expect(rules.getByRole('listitem', { name })).toHaveCount(0);
  }
  await expect(rules.getByRole('listitem')).toHaveCount(6);

  // --- A new shift type, used in Monday's template; it cannot be deleted while used.
  await page.getByRole('tab', { name: 'Set Weekly Schedule' }).click();
  await page.getByRole('button', { name: 'Add Shift Type' }).click();
  const shiftDialog = page.getByRole('dialog', { name: 'Add Shift Type' });
  await shiftDialog.getByRole('button', { name: 'Save Shift Type' }).click();
  await expect(shiftDialog.getByText('Please fill in all required fields.').first()).toBeVisible();
  await shiftDialog.getByLabel('Shift ID').fill('bad id');
  await shiftDialog.getByLabel('Name', { exact: true }).fill(SHIFT.name);
  await shiftDialog.getByLabel('Display Name').fill(SHIFT.displayName);
  await shiftDialog.getByRole('button', { name: 'Save Shift Type' }).click();
  await expect(
    shiftDialog.getByText('Shift ID can only contain letters, numbers, and underscores.'),
  ).toBeVisible();
  await shiftDialog.getByLabel('Shift ID').fill(SHIFT.id);
  await shiftDialog.getByLabel('Start Time').fill('09:00');
  await shiftDialog.getByLabel('Duration (hours)').fill('10');
  await shiftDialog.getByLabel('Points (fairness)').fill('3');
  await shiftDialog.getByRole('button', { name: 'Save Shift Type' }).click();
  await toastSays(page, 'Shift type created');
  await expect(page.getByRole('region', { name: 'Shift types table' }).getByText(SHIFT.id)).toBeVisible();

  const monday = page.getByLabel('Monday', { exact: true });
  const mondayTotal = monday.getByLabel('Monday total');
  const before = Number.parseInt((await mondayTotal.textContent()) ?? '0', 10);
  const neededBefore = await page
    .getByText(/staff-days$/)
    .first()
    .textContent();
  await monday
    .getByLabel('Shift type to add on Monday')
    .selectOption({ label: `${SHIFT.displayName} (09:00)` });
  await monday.getByRole('button', { name: 'Add shift to Monday' }).click();
  await monday.getByLabel(`${SHIFT.displayName} count on Monday`).fill('2');
  await expect(mondayTotal).toHaveText(`${before + 2} shifts`);
  await monday.getByRole('button', { name: 'Save Monday' }).click();
  await toastSays(page, 'Monday saved');
  await expect(page.getByText(/staff-days$/).first()).not.toHaveText(neededBefore ?? '');
  const week = await (await page.request.get('/api/weekly-schedule')).json();
  expect(week.MON).toContainEqual({ shiftType: SHIFT.id, count: 2 });

  await page.getByRole('button', { name: `Delete ${SHIFT.displayName}` }).click();
  await page
    .getByRole('alertdialog', { name: 'Delete shift type' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(
    page
      .getByText(`Failed to delete shift: Shift type ${SHIFT.id} is in use: the weekly template (MON)`, {
        exact: true,
      })
      .first(),
  ).toBeVisible();
  await waitForToastsToClose(page);
  await page.screenshot({ path: `${SCREENSHOTS}settings-weekly-journey.png`, fullPage: true });
  // Dialogs, menus, toasts and charts all ran under the server's content security policy.
  expect(await cspViolations()).toEqual([]);
});

/** A page never scrolls sideways: nothing is wider than the screen (tables scroll inside themselves). */
async function expectNoSidewaysScroll(page: Page, label: string, width: number): Promise<void> {
  const scrollWidth = await page.evaluate('document.documentElement.scrollWidth');
  expect(scrollWidth, `page width of ${label} at ${width}px`).toBeLessThanOrEqual(width);
}

// Screenshots of the three pages, light and dark, desktop and phone, to look at.
const SIZES = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const;

for (const theme of ['light', 'dark'] as Theme[]) {
  test(`department setup pages are captured (${theme})`, async ({ page }) => {
    test.setTimeout(120_000);
    await useTheme(page, theme);
    await signIn(page, E2E_ADMIN.username, E2E_ADMIN.password);
    await waitForToastsToClose(page);
    for (const size of SIZES) {
      await page.setViewportSize(size);
      await page.goto('/staff');
      await expect(page.getByRole('region', { name: 'Staff table' })).toBeVisible();
      await expectNoSidewaysScroll(page, 'staff list', size.width);
      await page.screenshot({ path: `${SCREENSHOTS}staff-${theme}-${size.width}.png`, fullPage: true });
      await page.getByRole('tab', { name: 'Staff Statistics' }).click();
      await expect(page.getByRole('heading', { name: 'Director Status' })).toBeVisible();
      await expectNoSidewaysScroll(page, 'staff statistics', size.width);
      await page.screenshot({
        path: `${SCREENSHOTS}staff-statistics-${theme}-${size.width}.png`,
        fullPage: true,
      });
      await page.goto('/staff-preferences/2');
      await expect(page.getByText('Admin Shift Limits')).toBeVisible();
      await page.waitForLoadState('networkidle');
      await page.screenshot({
        path: `${SCREENSHOTS}staff-preferences-${theme}-${size.width}.png`,
        fullPage: true,
      });
      await page.goto('/settings');
      await expect(page.getByRole('list', { name: 'Mandatory Scheduling Rules' })).toBeVisible();
      await page.screenshot({
        path: `${SCREENSHOTS}settings-rules-${theme}-${size.width}.png`,
        fullPage: true,
      });
      await page.getByRole('tab', { name: 'Set Weekly Schedule' }).click();
      await expect(page.getByLabel('Monday total')).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectNoSidewaysScroll(page, 'weekly schedule', size.width);
      await page.screenshot({
        path: `${SCREENSHOTS}settings-weekly-${theme}-${size.width}.png`,
        fullPage: true,
      });
    }
  });
}
