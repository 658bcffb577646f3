import { expect, request as playwrightRequest, test } from '@playwright/test';
import { demoPassword, signIn } from '../support/accounts.js';
import { E2E_ADMIN, SCREENSHOTS } from '../support/constants.js';
import { captureAll } from '../support/journeys.js';

// An admin opens next month, watches a run, cancels it, runs again, reads the statistics and the
// explanation, publishes; a staff member sees nothing of the month before Publish and the schedule after.
test('generate, cancel, regenerate, publish the next month', async ({ page, browser, baseURL }) => {
  test.setTimeout(180_000);
  const now = new Date();
  const next = new Date(now.getFullYear(), now.getMonth() + 1, 1);
  const year = next.getFullYear();
  const month = next.getMonth() + 1;

  await signIn(page, E2E_ADMIN.username, E2E_ADMIN.password);
  await page.goto('/schedule-generation');
  await page.getByLabel('Month').selectOption(`${year}-${month}`);
  await page.getByRole('button', { name: 'Open Month Workspace' }).click();
  await expect(page).toHaveURL(new RegExp(`/generate/${year}/${month}$`));
  await expect(
    page.getByRole('heading', { name: `${next.toLocaleString('en-US', { month: 'long' })} ${year}` }),
  ).toBeVisible();
  await expect(page.getByTestId('generation-status')).toHaveText('Ready');
  // Before a run: the weekly template over the month, with approved vacations.
  await expect(page.getByRole('heading', { name: 'Weekly template and approved vacations' })).toBeVisible();
  await expect(page.getByText(/^\d+ shifts$/).first()).toBeVisible();
  await expect(page.getByText('Error loading template.')).toHaveCount(0);

  await page.getByLabel('Time budget').selectOption('60');
  await page.getByRole('button', { name: 'Generate' }).click();
  await expect(page.getByTestId('generation-status')).toHaveText('Running');
  await expect(page.getByRole('progressbar')).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOTS}generation-running-light.png`, fullPage: true });
  await page.getByRole('button', { name: 'Cancel Generation' }).click();
  await expect(page.getByTestId('generation-status')).toHaveText('Cancelled');

  await page.getByLabel('Time budget').selectOption('10');
  await page.getByRole('button', { name: 'Generate' }).click();
  await expect(page.getByTestId('generation-status')).toHaveText('Running');
  await expect(page.getByTestId('generation-status')).toHaveText('Completed', { timeout: 90_000 });
  await expect(page.getByTestId('generation-percent')).toHaveText('100%');
  await expect(page.getByRole('heading', { name: 'Employee statistics' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Why the schedule looks this way' })).toBeVisible();
  // Bent rules come grouped by rule with what each costs, and can be narrowed to one person.
  await expect(page.getByText(/^.+ \(\d+\) · penalty \d+$/).first()).toBeAttached();
  await expect(page.getByRole('combobox', { name: 'Person' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Tentative schedule' })).toBeVisible();
  // The penalty is shown against the engine's lower bound.
  await expect(page.getByTestId('objective')).toContainText(/Penalty \d+ · .*lower bound \d+/);
  // The results page (restored from the ended session after each reload) in both themes and widths.
  await captureAll(page, 'generation-results', async () => {
    await expect(page.getByTestId('generation-status')).toHaveText('Completed');
    await expect(page.getByRole('heading', { name: 'Tentative schedule' })).toBeVisible();
  });

  // The statistics table filters by name.
  const firstName = (await page.locator('table').last().locator('tbody tr td').first().textContent()) ?? '';
  await page.getByLabel('Search by name').fill(firstName);
  await expect(page.locator('table').last().locator('tbody tr')).toHaveCount(1);

  // A staff member (one of the scheduled) sees nothing of the month before Publish.
  const entries = (await (await page.request.get(`/api/schedules/month/${year}/${month}`)).json()) as {
    staffName: string;
    date: string;
  }[];
  expect(entries.length).toBeGreaterThan(0);
  // The first scheduled person whose login is not an administrator's (the demo has two who are scheduled).
  const staff = await playwrightRequest.newContext({ baseURL });
  let scheduled = '';
  let username = '';
  for (const name of new Set(entries.map((e) => e.staffName))) {
    username = name.toLowerCase().replace(/\s+/g, '.');
    const login = await staff.post('/api/login', { data: { username, password: demoPassword(username) } });
    expect(login.status()).toBe(200);
    if (!((await (await staff.get('/api/user')).json()) as { isAdmin: boolean }).isAdmin) {
      scheduled = name;
      break;
    }
    await staff.post('/api/logout');
  }
  expect(scheduled).not.toBe('');
  expect(await (await staff.get(`/api/schedules/month/${year}/${month}`)).json()).toEqual([]);

  await page.getByRole('button', { name: 'Publish to Dashboard' }).click();
  await expect(page.getByRole('button', { name: 'Published' })).toBeDisabled();
  const seen = (await (await staff.get(`/api/schedules/month/${year}/${month}`)).json()) as unknown[];
  expect(seen).toHaveLength(entries.length);
  await staff.dispose();

  // The staff member's calendar feed, from their profile: valid iCalendar with the published shifts,
  // and after Reset link the old address is gone.
  const staffPage = await browser.newPage({ baseURL });
  await signIn(staffPage, username, demoPassword(username));
  await staffPage.goto('/profile');
  const field = staffPage.getByLabel('Subscription URL');
  await expect(field).toHaveValue(/\/api\/calendar\/.+\.ics$/);
  const oldUrl = await field.inputValue();
  const anonymous = await playwrightRequest.newContext();
  const feed = await anonymous.get(oldUrl);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toContain('text/calendar');
  const ics = await feed.text();
  expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
  expect(ics.trimEnd().endsWith('END:VCALENDAR')).toBe(true);
  expect(ics).toContain('VERSION:2.0');
  expect(ics).toContain('PRODID:');
  // Every shift of theirs this month is an event (other journeys may publish other months too).
  const mine = entries.filter((e) => e.staffName === scheduled);
  expect(ics.split('BEGIN:VEVENT').length - 1).toBeGreaterThanOrEqual(mine.length);
  for (const e of mine)
    expect(ics).toMatch(new RegExp(`DTSTART(;VALUE=DATE)?:${e.date.replaceAll('-', '')}`));
  expect(ics.split('\r\n').every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true);

  await staffPage.getByRole('button', { name: 'Reset link' }).click();
  const dialog = staffPage.getByRole('alertdialog', { name: 'Reset your calendar link?' });
  await dialog.getByRole('button', { name: 'Reset link' }).click();
  await expect(
    staffPage.getByText('Calendar link reset: subscribe to the new address', { exact: true }),
  ).toBeVisible();
  await expect(field).not.toHaveValue(oldUrl);
  const newUrl = await field.inputValue();
  expect((await anonymous.get(oldUrl)).status()).toBe(404);
  expect((await anonymous.get(newUrl)).status()).toBe(200);
  await anonymous.dispose();
  await staffPage.close();
});
