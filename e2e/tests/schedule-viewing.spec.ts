import { expect, type Page, test } from '@playwright/test';
import { demoPassword, signIn, type Theme, useTheme, waitForToastsToClose } from '../support/accounts.js';
import { E2E_ADMIN, SCREENSHOTS } from '../support/constants.js';
import { expectNoSeriousViolations } from '../support/journeys.js';
import { generateMonth, publishMonth, thisMonth } from '../support/schedule.js';

// The demo department's month is generated, looked at unpublished (staff see nothing), published, then
// driven through the dashboard, the calendar, the widgets, the schedule viewer and print.
const STAFF = {
  username: 'silas.quenby',
  get password() {
    return demoPassword('silas.quenby');
  },
  name: 'Silas Quenby',
};
const { year, month } = thisMonth();
const MONTH_LABEL = new Date(year, month - 1, 1).toLocaleDateString('en-US', {
  month: 'long',
  year: 'numeric',
});
const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };

/** A day of this month late enough to be in the future for a vacation (or the last day). */
function futureDay(offset: number): string {
  const now = new Date();
  const last = new Date(year, month, 0).getDate();
  const day = Math.min(last, now.getDate() + offset);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

const chips = (page: Page) => page.locator('[data-entry-id]');

/** A shift type physicians work, other than DIRECTOR and ON_CALL. */
async function physicianShift(page: Page): Promise<string> {
  const shifts = (await (await page.request.get('/api/shifts')).json()) as Record<
    string,
    { id: string; eligibleRoles: string[] }
  >;
  return Object.values(shifts).find(
    (s) => s.eligibleRoles.includes('PHYSICIAN') && s.id !== 'ON_CALL' && s.id !== 'DIRECTOR',
  )!.id;
}

test.describe.configure({ mode: 'serial' });

test('a generated month stays hidden from staff until it is published', async ({ page, request }) => {
  const generated = await generateMonth(request, year, month);
  expect(generated).toBeGreaterThan(400);

  // The staff member asks the API for everything: the server still answers nothing for an unpublished month.
  expect(
    (
      await request.post('/api/login', { data: { username: STAFF.username, password: STAFF.password } })
    ).status(),
  ).toBe(200);
  const asked = await request.get(`/api/schedules/month/${year}/${month}?published=false`);
  expect(await asked.json()).toEqual([]);
  // Other journeys may have published other months: none of this month's entries may show.
  const prefix = `${year}-${String(month).padStart(2, '0')}-`;
  const own = (await (
    await request.get(`/api/schedules/staff/${(await (await request.get('/api/user')).json()).staffId}`)
  ).json()) as { date: string }[];
  expect(own.filter((entry) => entry.date.startsWith(prefix))).toEqual([]);
  await request.post('/api/logout');

  await page.setViewportSize(DESKTOP);
  await signIn(page, STAFF.username, STAFF.password);
  await expect(page.getByRole('tab', { name: 'Department Schedule' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByTestId('calendar-title')).toHaveText(MONTH_LABEL);
  await expect(page.locator('td[data-date]').first()).toBeVisible();
  await expect(chips(page)).toHaveCount(0);
  await expect(page.getByText('Administrator Controls')).toHaveCount(0);

  await page.goto('/schedule-viewer');
  await expect(page.getByRole('heading', { name: `No schedule for ${MONTH_LABEL}` })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to Schedule Generation' })).toHaveCount(0);
});

test('published: a staff member with an approved vacation sees the month, and the VCTN line', async ({
  page,
  request,
}) => {
  await publishMonth(request, year, month);
  // A vacation in this month, approved by the admin: the calendar draws it as the red VCTN line.
  expect(
    (
      await request.post('/api/login', { data: { username: STAFF.username, password: STAFF.password } })
    ).status(),
  ).toBe(200);
  const me = await (await request.get('/api/user')).json();
  const vacation = await request.post('/api/vacation-requests', {
    data: {
      staffId: me.staffId,
      startDate: futureDay(3),
      endDate: futureDay(4),
      requestNotes: 'Family visit',
    },
  });
  expect(vacation.status()).toBe(201);
  const { id } = await vacation.json();
  await request.post('/api/logout');
  expect((await request.post('/api/login', { data: E2E_ADMIN })).status()).toBe(200);
  expect(
    (await request.post(`/api/vacation-requests/${id}/approve`, { data: { notes: 'Enjoy' } })).status(),
  ).toBe(200);
  await request.post('/api/logout');

  await page.setViewportSize(DESKTOP);
  await signIn(page, STAFF.username, STAFF.password);
  await expect(chips(page).first()).toBeVisible();
  await expect(page.locator(`td[data-date="${futureDay(3)}"] [data-testid="vacation-line"]`)).toContainText(
    `VCTN: ${STAFF.name}`,
  );
  // No admin controls for staff: no plus buttons, no Generate, no Administrator Controls.
  await expect(page.getByRole('button', { name: /^Add shift on/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Generate Schedule' })).toHaveCount(0);
});

test("a colleague sees the VCTN line of approved leave too, without the request's notes", async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await signIn(page, 'basil.ferrow', demoPassword('basil.ferrow'));
  await expect(page.locator(`td[data-date="${futureDay(3)}"] [data-testid="vacation-line"]`)).toContainText(
    STAFF.name,
  );
  const range = await page.request.get(`/api/vacation-requests/date-range/${futureDay(3)}/${futureDay(3)}`);
  const theirs = (
    (await range.json()) as { staffName: string; requestNotes: string; status: string }[]
  ).filter((r) => r.staffName === STAFF.name);
  expect(theirs).toEqual([expect.objectContaining({ status: 'approved', requestNotes: '' })]);
});

test('an admin adds a shift by hand: the rule it breaks, Add anyway, the chip; and removes one', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await signIn(page, E2E_ADMIN.username, E2E_ADMIN.password);
  await waitForToastsToClose(page);
  // Silas is on approved leave that day (the test before); first his generated shifts there are removed.
  const day = page.locator(`td[data-date="${futureDay(3)}"]`);
  await expect(page.locator('[data-entry-id]').first()).toBeVisible();
  const his = day.locator('[data-entry-id]').filter({ hasText: 'Silas' });
  while ((await his.count()) > 0) {
    await his.first().click();
    const dialog = page.getByRole('dialog');
    await dialog
      .getByRole('button', { name: /^Remove .* of Silas Quenby$/ })
      .first()
      .click();
    const confirm = page.getByRole('alertdialog', { name: 'Remove Shift' });
    await expect(confirm).toContainText('Silas Quenby');
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByText('Shift Removed', { exact: true })).toBeVisible();
    await expect(confirm).toHaveCount(0);
  }

  // The plus of a day is reached with Tab from the day, and named for it.
  await day.focus();
  await page.keyboard.press('Tab');
  const plus = page.getByRole('button', { name: `Add shift on ${futureDay(3)}` });
  await expect(plus).toBeFocused();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Add Shift' });
  await expect(dialog.getByLabel('Date')).toHaveValue(futureDay(3));
  await expect(dialog.getByRole('button', { name: 'Add', exact: true })).toBeDisabled();
  await dialog.getByLabel('Shift type').selectOption(await physicianShift(page));
  await expect(dialog.getByRole('button', { name: 'Add', exact: true })).toBeDisabled();
  await dialog.getByLabel('Staff member').selectOption({ label: STAFF.name });
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();

  const warning = dialog.getByTestId('add-entry-warning');
  await expect(warning).toContainText('No shift during an approved vacation or day off');
  await expect(warning).toContainText('Silas Quenby');
  await page.screenshot({ path: `${SCREENSHOTS}add-shift-warning-light.png` });
  await dialog.getByRole('button', { name: 'Add anyway' }).click();
  await expect(page.getByText('Shift Added', { exact: true })).toBeVisible();
  await expect(dialog).toHaveCount(0);
  // The calendar refreshes: Silas's chip is there, marked as a conflict.
  await expect(his).toHaveCount(1);
  await expect(his.first()).toHaveAttribute('data-conflict', 'true');
  await his.first().hover();
  await expect(page.getByRole('tooltip')).toContainText('vacation');
  await page.mouse.move(0, 0);
  await page.screenshot({ path: `${SCREENSHOTS}add-shift-added-light.png` });
});

test('on a phone, in dark, an admin opens Add Shift from the toolbar; a second shift that day is refused', async ({
  page,
}) => {
  await useTheme(page, 'dark');
  await page.setViewportSize(PHONE);
  await signIn(page, E2E_ADMIN.username, E2E_ADMIN.password);
  await waitForToastsToClose(page);
  await page.getByRole('button', { name: 'Add shift', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Shift' });
  await dialog.getByLabel('Date').fill(futureDay(3));
  await dialog.getByLabel('Shift type').selectOption(await physicianShift(page));
  await dialog.getByLabel('Staff member').selectOption({ label: STAFF.name });
  await page.screenshot({ path: `${SCREENSHOTS}add-shift-dialog-phone-dark.png` });
  // Silas already has the shift added by hand that day (the test before): the server says why not.
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByText('Add Failed', { exact: true })).toBeVisible();
  await expect(page.getByText(/Failed to add shift: Silas Quenby already works/).first()).toBeVisible();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  // The day's shifts, with their Remove buttons, are listed on the phone agenda.
  await expect(page.getByRole('button', { name: /^Remove .* of Silas Quenby$/ }).first()).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOTS}dashboard-department-phone-admin-dark.png` });
});

test('the department calendar: order, Auto-Expand, filter, tooltip, keyboard, month arrows', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await signIn(page, E2E_ADMIN.username, E2E_ADMIN.password);
  const first = page.locator(`td[data-date="${year}-${String(month).padStart(2, '0')}-01"]`);
  await expect(first.locator('[data-entry-id]').first()).toBeVisible();
  const dayCount = await first.locator('[data-entry-id]').count();
  expect(dayCount).toBeGreaterThan(15);

  // Order within a day: the colour bands follow start times, so bands never go back to an earlier one.
  const bands = await first
    .locator('[data-entry-id]')
    .evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-band')));
  const rank = ['director', 'onCall', 'morning', 'midMorning', 'afternoon', 'evening', 'unknown'];
  const ranks = bands.map((b) => rank.indexOf(b ?? 'unknown'));
  expect(ranks).toEqual([...ranks].sort((a, b) => a - b));

  await page.getByRole('checkbox', { name: 'Auto-Expand' }).uncheck();
  await expect(first.locator('[data-entry-id]')).toHaveCount(3);
  await expect(first.getByText(`+ ${dayCount - 3} more`)).toBeVisible();
  await page.getByRole('checkbox', { name: 'Auto-Expand' }).check();
  await expect(first.locator('[data-entry-id]')).toHaveCount(dayCount);

  // Filter by one person: every remaining chip is theirs.
  await page.getByRole('button', { name: 'Filter' }).click();
  await page.getByRole('menuitemcheckbox', { name: STAFF.name }).click();
  await page.keyboard.press('Escape');
  const filtered = await chips(page).count();
  expect(filtered).toBeGreaterThan(3);
  expect(filtered).toBeLessThan(30);
  await expect(chips(page).filter({ hasNotText: 'Silas' })).toHaveCount(0);
  await page.getByRole('button', { name: /Filter/ }).click();
  await page.getByRole('menuitem', { name: 'Clear filter' }).click();
  await expect(first.locator('[data-entry-id]')).toHaveCount(dayCount);

  // Tooltip after 700 ms: type, name and time range.
  const chip = first.locator('[data-entry-id]').first();
  await chip.hover();
  const tooltip = page.getByRole('tooltip');
  await expect(tooltip).toBeVisible();
  await expect(tooltip).toContainText(/\d{2}:\d{2} - \d{2}:\d{2}/);
  await page.screenshot({ path: `${SCREENSHOTS}calendar-tooltip-light.png` });
  await page.mouse.move(0, 0);

  // Keyboard: arrows move between days, Enter opens the day, Escape closes it.
  await first.focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page.getByRole('dialog').getByRole('listitem')).not.toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.getByRole('button', { name: 'Next month' }).click();
  await expect(page.getByTestId('calendar-title')).not.toHaveText(MONTH_LABEL);
  await page.getByRole('button', { name: 'Previous month' }).click();
  await expect(page.getByTestId('calendar-title')).toHaveText(MONTH_LABEL);
});

test('the admin dialogs: Generate, Export, Delete Monthly Schedule', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signIn(page, E2E_ADMIN.username, E2E_ADMIN.password);
  await waitForToastsToClose(page);

  // Generate the month after next: it starts; asking again while it runs is refused, and the toast says why.
  const later = new Date(year, month + 1, 1);
  const generateLater = async () => {
    await page.getByRole('button', { name: 'Generate Schedule' }).click();
    const dialog = page.getByRole('dialog', { name: 'Generate Schedule' });
    await dialog.getByLabel('Month').selectOption(String(later.getMonth() + 1));
    await dialog.getByLabel('Year').selectOption(String(later.getFullYear()));
    await dialog.getByRole('button', { name: 'Generate' }).click();
  };
  await generateLater();
  await expect(page.getByText('Generation Started', { exact: true })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await generateLater();
  await expect(page.getByText('Generation Limit Reached', { exact: true })).toBeVisible();
  await expect(
    page.getByText(/Only one schedule generation per month is allowed\. Please wait/).first(),
  ).toBeVisible();
  await page
    .getByRole('dialog', { name: 'Generate Schedule' })
    .getByRole('button', { name: 'Cancel' })
    .click();

  await page.getByRole('button', { name: 'Export Schedule' }).click();
  const exportDialog = page.getByRole('dialog', { name: 'Export Schedule' });
  const download = page.waitForEvent('download');
  await exportDialog.getByRole('button', { name: 'Export' }).click();
  expect((await download).suggestedFilename()).toBe(
    `schedule-${year}-${String(month).padStart(2, '0')}.json`,
  );
  await expect(page.getByText('Schedule Exported', { exact: true })).toBeVisible();

  // Delete next month (empty): the confirmation says it cannot be undone; a click outside does not close it.
  await page.getByRole('button', { name: 'Next month' }).click();
  await page.getByRole('button', { name: 'Delete Monthly Schedule' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Monthly Schedule' });
  await expect(confirm).toContainText('cannot be undone');
  await page.mouse.click(5, 5);
  await expect(confirm).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOTS}delete-month-dialog-light.png` });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Schedule Deleted', { exact: true })).toBeVisible();
});

test('personal widgets: defaults, remove, add, move, resize, Save Layout kept after reload', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await signIn(page, STAFF.username, STAFF.password);
  await page.getByRole('tab', { name: 'Personal Dashboard' }).click();
  for (const title of [
    'Upcoming Shifts',
    'Monthly Stats',
    'Preference Summary',
    'Pending Requests',
    'Department Stats',
  ]) {
    await expect(page.getByRole('region', { name: title })).toBeVisible();
  }
  await expect(page.getByRole('region', { name: 'Upcoming Shifts' }).locator('li').first()).toBeVisible();
  // Monthly requests come with the requests feature; until its route is merged the widget says it could not load.
  const me = await (await page.request.get('/api/user')).json();
  const requestsRoute = await page.request.get(`/api/monthly-requests/${me.staffId}`);
  const pending = page.getByRole('region', { name: 'Pending Requests' });
  if (requestsRoute.ok()) await expect(pending.locator('[data-status]')).toHaveCount(3);
  else await expect(pending.getByText('Could not load this widget.')).toBeVisible();

  await page.getByRole('button', { name: 'Remove Preference Summary' }).click();
  await expect(page.getByRole('region', { name: 'Preference Summary' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Add Widget' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Widget' });
  await expect(dialog.getByRole('button', { name: 'Add' })).toBeDisabled();
  await dialog.getByLabel('Widget type').selectOption({ label: 'Preference Summary' });
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByRole('region', { name: 'Preference Summary' })).toBeVisible();

  // Move Monthly Stats to the left column by its handle, and make Upcoming Shifts taller by its corner.
  const monthly = page.locator('[data-widget-type="MONTHLY_STATS"]');
  const before = await monthly.boundingBox();
  const handle = monthly.locator('.widget-drag-handle');
  const hb = (await handle.boundingBox())!;
  await page.mouse.move(hb.x + 40, hb.y + 8);
  await page.mouse.down();
  await page.mouse.move(hb.x - 300, hb.y + 20, { steps: 12 });
  await page.mouse.move(hb.x - 600, hb.y + 30, { steps: 12 });
  await page.mouse.up();
  await expect.poll(async () => (await monthly.boundingBox())!.x).toBeLessThan(before!.x - 100);

  const upcoming = page.locator('[data-widget-type="UPCOMING_SHIFTS"]');
  const ub = (await upcoming.boundingBox())!;
  const corner = upcoming.locator('.react-resizable-handle');
  await page.mouse.wheel(0, 400);
  await corner.scrollIntoViewIfNeeded();
  const cb = (await corner.boundingBox())!;
  await page.mouse.move(cb.x + cb.width / 2, cb.y + cb.height / 2);
  await page.mouse.down();
  await page.mouse.move(cb.x, cb.y + 120, { steps: 10 });
  await page.mouse.move(cb.x, cb.y + 190, { steps: 10 });
  await page.mouse.up();
  await expect.poll(async () => (await upcoming.boundingBox())!.height).toBeGreaterThan(ub.height + 80);

  await expect(page.getByText('Unsaved layout changes')).toBeVisible();
  await page.getByRole('button', { name: 'Save Layout' }).click();
  await expect(page.getByText('Dashboard Saved', { exact: true })).toBeVisible();
  const saved = await upcoming.boundingBox();

  await page.reload();
  await page.getByRole('tab', { name: 'Personal Dashboard' }).click();
  await expect(page.locator('[data-widget-type="UPCOMING_SHIFTS"]')).toBeVisible();
  expect((await page.locator('[data-widget-type="UPCOMING_SHIFTS"]').boundingBox())!.height).toBeCloseTo(
    saved!.height,
    0,
  );
  expect((await page.locator('[data-widget-type="MONTHLY_STATS"]').boundingBox())!.x).toBeLessThan(
    before!.x - 100,
  );
});

test('the schedule viewer: 13 months, table order, back to dashboard', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signIn(page, STAFF.username, STAFF.password);
  await page.goto('/schedule-viewer');
  const select = page.getByLabel('Month', { exact: true });
  await expect(select.locator('option')).toHaveCount(13);
  await expect(select).toHaveValue(`${year}-${String(month).padStart(2, '0')}`);
  await expect(chips(page).first()).toBeVisible();

  await page.getByRole('tab', { name: 'Table View' }).click();
  const headers = await page.locator('thead th').allTextContents();
  expect(headers).toEqual(['Date', 'Day', 'Shift', 'Staff']);
  const dates = await page.locator('tbody tr td:first-child').allTextContents();
  expect(dates.length).toBeGreaterThan(400);
  expect(dates).toEqual([...dates].sort());

  await page.getByRole('button', { name: 'Next month' }).click();
  await expect(page.getByText('No schedule has been generated for this month yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Previous month' }).click();
  await page.getByRole('link', { name: 'Back to Dashboard' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('printing a month gives one clean page', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signIn(page, STAFF.username, STAFF.password);
  await page.goto('/schedule-viewer');
  await expect(chips(page).first()).toBeVisible();
  // Roughly a US Letter landscape page at 96 dpi, so the screenshot shows the printed layout.
  await page.setViewportSize({ width: 1056, height: 816 });
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Next month' })).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await page.screenshot({ path: `${SCREENSHOTS}schedule-print.png`, fullPage: true });
  const pdf = await page.pdf({ preferCSSPageSize: true, path: `${SCREENSHOTS}schedule-print.pdf` });
  const pages = pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? [];
  expect(pages).toHaveLength(1);
  await page.emulateMedia({ media: 'screen' });
});

for (const theme of ['light', 'dark'] as Theme[]) {
  for (const [width, size] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    test(`screenshots: ${theme} at ${width} width`, async ({ page }) => {
      await useTheme(page, theme);
      await page.setViewportSize(size);
      await signIn(page, STAFF.username, STAFF.password);
      await waitForToastsToClose(page);
      if (width === 'phone') {
        await expect(page.getByRole('heading', { name: 'My next shifts' })).toBeVisible();
      } else {
        await expect(chips(page).first()).toBeVisible();
      }
      await expectNoSeriousViolations(page, `department calendar, ${theme}, ${width}`);
      await page.screenshot({
        path: `${SCREENSHOTS}dashboard-department-${width}-${theme}.png`,
        fullPage: width === 'desktop',
      });
      await page.getByRole('tab', { name: 'Personal Dashboard' }).click();
      await expect(page.getByRole('region', { name: 'Upcoming Shifts' })).toBeVisible();
      await page.screenshot({
        path: `${SCREENSHOTS}dashboard-personal-${width}-${theme}.png`,
        fullPage: true,
      });
      await page.goto('/schedule-viewer');
      await expect(page.getByLabel('Month', { exact: true })).toBeVisible();
      await page.screenshot({ path: `${SCREENSHOTS}schedule-viewer-${width}-${theme}.png` });
      await expectNoSeriousViolations(page, `schedule viewer, ${theme}, ${width}`);
    });
  }
}
