import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { installFakeFetch } from '@/testing/fake-fetch';
import { makeUser, renderWithRouter } from '@/testing/test-utils';
import DashboardPage from '../../pages/dashboard-page';

const now = new Date();
const year = now.getFullYear();
const month = now.getMonth() + 1;
const today = `${year}-${String(month).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
const monthPath = `GET /api/schedules/month/${year}/${month}`;
const staff = makeUser({ staffId: 7, staffName: 'Ann Lee', staffRole: 'PHYSICIAN' });
const admin = makeUser({ isAdmin: true, role: 'ADMIN', staffId: 1, staffName: 'Ada Admin' });

const entry = {
  id: 1,
  date: today,
  shiftType: 'SHIFT_7A',
  staffId: 7,
  staffName: 'Ann Lee',
  startTime: '07:00',
  endTime: '19:00',
};

describe('DashboardPage', () => {
  it('opens on Department Schedule and leaves which entries a non-admin sees to the server', async () => {
    const fake = installFakeFetch({ 'GET /api/user': { body: staff }, [monthPath]: { body: [entry] } });
    renderWithRouter(<DashboardPage />);
    const department = await screen.findByRole('tab', { name: 'Department Schedule' });
    expect(department.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('heading', { level: 2, name: 'AI-Assisted Schedule' })).toBeTruthy();
    expect(screen.getByText('Manage physician shifts and scheduling')).toBeTruthy();
    await waitFor(() =>
      expect(document.querySelector(`[data-date="${today}"]`)?.textContent).toContain('Ann Lee'),
    );
    const monthCall = fake.calls.find((c) => c.url.startsWith(`/api/schedules/month/${year}/${month}`))!;
    // No role-based flag: the server answers staff with published months only, so the request need not
    // wait for the user to load.
    expect(monthCall.url).toBe(`/api/schedules/month/${year}/${month}`);
    expect(screen.queryByText('Administrator Controls')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save Layout' })).toBeNull();
  });

  it('gives admins all entries, Administrator Controls and a delete behind a confirmation', async () => {
    const fake = installFakeFetch({
      'GET /api/user': { body: admin },
      [monthPath]: { body: [] },
      [`DELETE /api/schedules/clear/${year}/${month}`]: { body: { message: 'ok' } },
    });
    renderWithRouter(<DashboardPage />);
    expect(await screen.findByText('Administrator Controls')).toBeTruthy();
    await waitFor(() => expect(fake.calls.some((c) => c.url.startsWith('/api/schedules/month/'))).toBe(true));
    expect(fake.calls.find((c) => c.url.startsWith('/api/schedules/month/'))!.url).not.toContain('published');
    await userEvent.click(screen.getByRole('button', { name: 'Delete Monthly Schedule' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog.textContent).toContain('cannot be undone');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Schedule Deleted')).toBeTruthy();
    expect(
      fake.calls.some((c) => c.method === 'DELETE' && c.url === `/api/schedules/clear/${year}/${month}`),
    ).toBe(true);
  });

  it('shows the Error toast when the delete fails', async () => {
    installFakeFetch({
      'GET /api/user': { body: admin },
      [monthPath]: { body: [] },
      [`DELETE /api/schedules/clear/${year}/${month}`]: { status: 403, body: { message: 'Admins only' } },
    });
    renderWithRouter(<DashboardPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Monthly Schedule' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete schedule: Admins only')).toBeTruthy();
  });

  it('generates a chosen month and reports Generation Failed with the server message', async () => {
    const fake = installFakeFetch({
      'GET /api/user': { body: admin },
      [monthPath]: { body: [] },
      'POST /api/schedules/generate': { status: 400, body: { message: 'month must be 1 to 12' } },
    });
    renderWithRouter(<DashboardPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Generate Schedule' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.selectOptions(within(dialog).getByLabelText('Month'), 'February');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Generate' }));
    expect(
      (await screen.findAllByText('Failed to generate schedule: month must be 1 to 12')).length,
    ).toBeGreaterThan(0);
    expect(screen.getAllByText('Generation Failed').length).toBeGreaterThan(0);
    expect(fake.calls.find((c) => c.method === 'POST')!.body).toEqual({ year, month: 2 });
  });

  it('says the run started, then Schedule Generated and a fresh calendar once it has ended', async () => {
    const session = { id: 'run-1', year, month: 2, status: 'running' };
    const stream = [
      `event: progress\ndata: ${JSON.stringify({ sessionId: 'run-1', percentageComplete: 90 })}`,
      `event: complete\ndata: ${JSON.stringify({ sessionId: 'run-1', result: {} })}`,
      '',
    ].join('\n\n');
    const fake = installFakeFetch({
      'GET /api/user': { body: admin },
      [monthPath]: { body: [] },
      'POST /api/schedules/generate': { status: 202, body: session },
      'GET /api/generate-schedule-weekly': { raw: stream },
    });
    renderWithRouter(<DashboardPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Generate Schedule' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.selectOptions(within(dialog).getByLabelText('Month'), 'February');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Generate' }));
    expect((await screen.findAllByText('Schedule Generated')).length).toBeGreaterThan(0);
    expect(
      screen.getAllByText(`The schedule for February ${year} has been generated.`).length,
    ).toBeGreaterThan(0);
    const follow = fake.calls.find((c) => c.url.startsWith('/api/generate-schedule-weekly'))!;
    expect(follow.url).toBe(`/api/generate-schedule-weekly?month=${year}-02`);
    // The month shown is fetched again after the run.
    await waitFor(() =>
      expect(
        fake.calls.filter((c) => c.url.startsWith(`/api/schedules/month/${year}/${month}`)).length,
      ).toBeGreaterThan(1),
    );
  });

  it('says Generation Failed when the started run ends in an error', async () => {
    const stream = `event: error\ndata: ${JSON.stringify({ sessionId: 'run-2', message: 'Worker crashed', status: 'failed' })}\n\n`;
    installFakeFetch({
      'GET /api/user': { body: admin },
      [monthPath]: { body: [] },
      'POST /api/schedules/generate': { status: 202, body: { id: 'run-2', year, month, status: 'running' } },
      'GET /api/generate-schedule-weekly': { raw: stream },
    });
    renderWithRouter(<DashboardPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Generate Schedule' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Generate' }));
    expect(
      (await screen.findAllByText('Failed to generate schedule: Worker crashed')).length,
    ).toBeGreaterThan(0);
    expect(screen.queryByText('Schedule Generated')).toBeNull();
  });

  it('opens Generate and Export on the month the calendar shows, after moving to another', async () => {
    const next = new Date(year, month, 1);
    installFakeFetch({ 'GET /api/user': { body: admin }, [monthPath]: { body: [] } });
    renderWithRouter(<DashboardPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Next month' }));
    for (const name of ['Generate Schedule', 'Export Schedule']) {
      await userEvent.click(screen.getByRole('button', { name }));
      const dialog = screen.getByRole('dialog', { name });
      expect((within(dialog).getByLabelText('Month') as HTMLSelectElement).value).toBe(
        String(next.getMonth() + 1),
      );
      expect((within(dialog).getByLabelText('Year') as HTMLSelectElement).value).toBe(
        String(next.getFullYear()),
      );
      await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    }
  });

  it('says Generation Limit Reached when the month already has a generation', async () => {
    installFakeFetch({
      'GET /api/user': { body: admin },
      [monthPath]: { body: [] },
      'POST /api/schedules/generate': {
        status: 409,
        body: { message: `Only one generation allowed per month. Session already exists for ${year}-02` },
      },
    });
    renderWithRouter(<DashboardPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Generate Schedule' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.selectOptions(within(dialog).getByLabelText('Month'), 'February');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Generate' }));
    expect((await screen.findAllByText('Generation Limit Reached')).length).toBeGreaterThan(0);
    expect(
      screen.getAllByText(
        'Only one schedule generation per month is allowed. Please wait for the current generation to complete or cancel it first.',
      ).length,
    ).toBeGreaterThan(0);
    expect(screen.queryByText('Generation Failed')).toBeNull();
  });

  it('opens the personal tab with the default widgets and saves the changed layout only on Save Layout', async () => {
    const fake = installFakeFetch({
      'GET /api/user': { body: staff },
      [monthPath]: { body: [entry] },
      'GET /api/schedules/staff/7': { body: [entry] },
      'GET /api/standing-preferences/7': {
        body: {
          minShiftsPerMonth: 8,
          targetShiftsPerMonth: 12,
          maxShiftsPerMonth: 14,
          preferredWeekdays: [1, 3],
          avoidedWeekdays: [0],
          shiftPreferences: { SHIFT_7A: 3 },
          enableCircadianRhythm: true,
        },
      },
      'GET /api/monthly-requests/7': { body: [{ id: 1, staffId: 7, year, month, status: 'approved' }] },
      'PUT /api/user/dashboard-widgets': ({ body }) => ({ body: { dashboardWidgets: body } }),
    });
    renderWithRouter(<DashboardPage />);
    await userEvent.click(await screen.findByRole('tab', { name: 'Personal Dashboard' }));
    for (const title of [
      'Upcoming Shifts',
      'Monthly Stats',
      'Preference Summary',
      'Pending Requests',
      'Department Stats',
    ]) {
      expect(await screen.findByRole('region', { name: title })).toBeTruthy();
    }
    const preferences = screen.getByRole('region', { name: 'Preference Summary' });
    await waitFor(() => expect(preferences.textContent).toContain('8 / 12 / 14'));
    expect(preferences.textContent).toContain('Mon, Wed');
    const pending = screen.getByRole('region', { name: 'Pending Requests' });
    await waitFor(() => expect(pending.querySelectorAll('[data-status]')).toHaveLength(3));
    expect(pending.querySelector('[data-status]')!.getAttribute('data-status')).toBe('approved');

    await userEvent.click(screen.getByRole('button', { name: 'Remove Monthly Stats' }));
    expect(screen.queryByRole('region', { name: 'Monthly Stats' })).toBeNull();
    expect(fake.calls.some((c) => c.method === 'PUT')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Add Widget' }));
    const dialog = screen.getByRole('dialog', { name: 'Add New Widget' });
    const add = within(dialog).getByRole('button', { name: 'Add' });
    expect((add as HTMLButtonElement).disabled).toBe(true);
    await userEvent.selectOptions(within(dialog).getByLabelText('Widget type'), 'Monthly Stats');
    expect((add as HTMLButtonElement).disabled).toBe(false);
    await userEvent.click(add);
    expect(await screen.findByRole('region', { name: 'Monthly Stats' })).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Save Layout' }));
    expect(await screen.findByText('Dashboard Saved')).toBeTruthy();
    const put = fake.calls.find((c) => c.method === 'PUT')!;
    const saved = put.body as { type: string; position: { x: number; y: number; w: number; h: number } }[];
    expect(saved.map((w) => w.type).sort()).toEqual([
      'DEPARTMENT_STATS',
      'MONTHLY_STATS',
      'PENDING_REQUESTS',
      'PREFERENCE_SUMMARY',
      'UPCOMING_SHIFTS',
    ]);
    expect(saved.find((w) => w.type === 'MONTHLY_STATS')!.position).toMatchObject({ w: 6, h: 4 });
  });

  it('shows Saving... with the button disabled while the layout is sent', async () => {
    installFakeFetch({
      'GET /api/user': { body: staff },
      [monthPath]: { body: [] },
      'GET /api/schedules/staff/7': { body: [] },
      'GET /api/standing-preferences/7': { status: 404, body: { message: 'none' } },
      'GET /api/monthly-requests/7': { body: [] },
    });
    // Hold the PUT until the test lets it go, to see the in-progress state.
    const answered = fetch;
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.method === 'PUT') {
        await held;
        return new Response(JSON.stringify({ dashboardWidgets: JSON.parse(String(init.body)) }), {
          headers: { 'content-type': 'application/json' },
        });
      }
      return answered(input, init);
    });
    renderWithRouter(<DashboardPage />);
    await userEvent.click(await screen.findByRole('tab', { name: 'Personal Dashboard' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Save Layout' }));
    const saving = await screen.findByRole('button', { name: 'Saving...' });
    expect((saving as HTMLButtonElement).disabled).toBe(true);
    release();
    expect(await screen.findByText('Dashboard Saved')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save Layout' })).toBeTruthy();
  });

  it('shows Save Failed with the server message', async () => {
    installFakeFetch({
      'GET /api/user': { body: staff },
      [monthPath]: { body: [] },
      'GET /api/schedules/staff/7': { body: [] },
      'GET /api/standing-preferences/7': { status: 404, body: { message: 'none' } },
      'GET /api/monthly-requests/7': { body: [] },
      'PUT /api/user/dashboard-widgets': {
        status: 400,
        body: { message: 'dashboardWidgets: at most 30 widgets' },
      },
    });
    renderWithRouter(<DashboardPage />);
    await userEvent.click(await screen.findByRole('tab', { name: 'Personal Dashboard' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Save Layout' }));
    expect(await screen.findByText('Save Failed')).toBeTruthy();
    expect(
      screen.getByText('Failed to save dashboard layout: dashboardWidgets: at most 30 widgets'),
    ).toBeTruthy();
  });
});
