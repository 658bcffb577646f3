import { MONTH_NAMES, STANDING_MESSAGES } from '@rotawise/api-contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { installFakeFetch } from '@/testing/fake-fetch';
import { makeUser, renderWithRouter } from '@/testing/test-utils';
import { PREFERENCES_TEXTS } from '../../texts';
import PreferencesPage from '../preferences-page';

const staffUser = makeUser({ id: 3, username: 'avery.quill', staffId: 5, staffName: 'Avery Quill' });

const now = new Date();
const next = new Date(now.getFullYear(), now.getMonth() + 1, 1);
const nextYear = next.getFullYear();
const nextMonth = next.getMonth() + 1;
const nextLabel = `${MONTH_NAMES[nextMonth - 1]} ${nextYear}`;
const nextDay = (d: number) =>
  `${nextYear}-${String(nextMonth).padStart(2, '0')}-${String(d).padStart(2, '0')}`;

const shifts = {
  SHIFT_7A: { id: 'SHIFT_7A', name: 'SHIFT_7A', displayName: '7A', startTime: '07:00' },
  SHIFT_8P: { id: 'SHIFT_8P', name: 'SHIFT_8P', displayName: '8P', startTime: '20:00' },
};

/** The page's reads, with a staff member who has saved nothing yet. */
function staffRoutes(extra: Parameters<typeof installFakeFetch>[0] = {}) {
  return installFakeFetch({
    'GET /api/user': { body: staffUser },
    'GET /api/shifts': { body: shifts },
    'GET /api/daily-requests': { body: [] },
    'GET /api/standing-preferences/5': { status: 404, body: { message: 'No standing preferences set' } },
    'POST /api/execute-raw-sql': ({ body }) => ({
      body: {
        naturalLanguageRequest: (body as { naturalLanguageRequest?: string }).naturalLanguageRequest ?? '',
        status: null,
      },
    }),
    ...extra,
  });
}

const renderPage = () => renderWithRouter(<PreferencesPage />, { path: '/preferences' });

describe('PreferencesPage', () => {
  it('is disabled for an account without a staff record', async () => {
    installFakeFetch({ 'GET /api/user': { body: makeUser({ staffId: null }) } });
    renderPage();
    expect(await screen.findByText(PREFERENCES_TEXTS.noStaffBody)).toBeTruthy();
    expect(screen.queryByLabelText('Monthly request')).toBeNull();
  });

  it('offers 12 months, tracks unsaved text (Saved, then Save Changes) and shows what it was understood as', async () => {
    const fake = staffRoutes({
      'POST /api/interpret': {
        body: {
          constraints: [
            { type: 'day_off', date: nextDay(9), priority: 'must', source: { text: 'the 9th off' } },
            { type: 'avoid_shift_types', shiftTypes: ['SHIFT_8P'], priority: 'prefer' },
          ],
          unrecognized: ['blorf'],
          source: 'parser',
        },
      },
    });
    const user = userEvent.setup();
    renderPage();
    const month = await screen.findByLabelText('Month');
    expect(within(month).getAllByRole('option')).toHaveLength(12);
    await user.selectOptions(month, nextLabel);
    const save = await screen.findByRole('button', { name: 'Saved' });
    expect((save as HTMLButtonElement).disabled).toBe(true);

    await user.type(screen.getByLabelText('Monthly request'), 'the 9th off, blorf');
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeTruthy();
    const understood = screen.getAllByRole('region', { name: 'Understood as' })[0]!;
    await waitFor(() => expect(understood.textContent).toContain('Not understood: “blorf”'), {
      timeout: 4000,
    });
    expect(understood.textContent).toContain('Day off:');
    // 8P is the catalogue's only night shift: the line names the group.
    expect(understood.textContent).toContain('Avoid nights (if possible)');
    const interpretCalls = fake.calls.filter((c) => c.url.endsWith('/api/interpret'));
    // Typing 18 characters is one debounced reading, not one per keystroke.
    expect(interpretCalls).toHaveLength(1);
    expect(interpretCalls[0]!.body).toEqual({ text: 'the 9th off, blorf', year: nextYear, month: nextMonth });

    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await screen.findByText(PREFERENCES_TEXTS.monthlySaved);
    expect(fake.calls.at(-1)?.body).toEqual({
      operationType: 'SAVE_MONTHLY_REQUEST_TEXT',
      staffId: 5,
      year: nextYear,
      month: nextMonth,
      naturalLanguageRequest: 'the 9th off, blorf',
    });
    expect(screen.getByRole('button', { name: 'Saved' })).toBeTruthy();
  });

  it('saves a day at once and picks shifts to avoid; a failed save shows the spec toast', async () => {
    let fail = false;
    const fake = staffRoutes({
      'POST /api/daily-requests': ({ body }) =>
        fail
          ? { status: 400, body: { message: 'date: Past days cannot be edited' } }
          : { body: { id: 1, reason: '', ...(body as object) } },
    });
    const user = userEvent.setup();
    renderPage();
    await user.selectOptions(await screen.findByLabelText('Month'), nextLabel);
    await user.click(
      await screen.findByRole('button', {
        name: new RegExp(`^\\w+ 3 ${MONTH_NAMES[nextMonth - 1]} ${nextYear}: None$`),
      }),
    );
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByLabelText('Avoid Specific Shifts'));
    await waitFor(() =>
      expect(fake.calls.at(-1)?.body).toEqual({
        staffId: 5,
        date: nextDay(3),
        mode: 'specific_shifts_off',
        anyShift: false,
        selectedShifts: [],
        reason: '',
      }),
    );
    // A reason is saved when its box is left, and kept when the shifts change.
    await user.type(await within(dialog).findByLabelText('Reason (optional)'), 'Course in the evening');
    await user.tab();
    await waitFor(() => expect(fake.calls.at(-1)?.body).toMatchObject({ reason: 'Course in the evening' }));
    await user.click(await within(dialog).findByLabelText(/8P/));
    await waitFor(() =>
      expect(fake.calls.at(-1)?.body).toMatchObject({
        selectedShifts: ['SHIFT_8P'],
        reason: 'Course in the evening',
      }),
    );

    fail = true;
    await user.click(within(dialog).getByLabelText('Day Off'));
    expect(await screen.findByText(PREFERENCES_TEXTS.dayFailed)).toBeTruthy();
    expect(screen.getByText(PREFERENCES_TEXTS.errorTitle)).toBeTruthy();
  });

  it('checks the standing ranges, then saves 0.5 s after a valid change (POST the first time)', async () => {
    const fake = staffRoutes({
      'POST /api/standing-preferences': ({ body }) => ({
        status: 201,
        body: { id: 7, updatedAt: '', ...(body as object) },
      }),
    });
    const user = userEvent.setup();
    const { queryClient } = renderPage();
    queryClient.setQueryData(['weekly-schedule', 'capacity'], {});
    const consecutive = await screen.findByRole('group', { name: 'Consecutive days' });
    const maximum = within(consecutive).getByLabelText('Maximum');
    await user.clear(maximum);
    await user.type(maximum, '15');
    expect(await screen.findByText(STANDING_MESSAGES.maxConsecutive)).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(fake.calls.some((c) => c.url.endsWith('/api/standing-preferences'))).toBe(false);

    await user.clear(maximum);
    await user.type(maximum, '4');
    await screen.findByText(PREFERENCES_TEXTS.preferencesSaved, undefined, { timeout: 3000 });
    const saved = fake.calls.filter(
      (c) => c.method === 'POST' && c.url.endsWith('/api/standing-preferences'),
    );
    expect(saved).toHaveLength(1);
    expect(saved[0]!.body).toMatchObject({
      staffId: 5,
      maxConsecutiveDays: 4,
      minConsecutiveDays: 1,
      minShiftsPerMonth: 3,
      targetShiftsPerMonth: 15,
      maxShiftsPerMonth: 16,
      preferredWeekends: [],
    });
    // Settings' staff-days check counts the monthly limits: it is read again.
    expect(queryClient.getQueryState(['weekly-schedule', 'capacity'])?.isInvalidated).toBe(true);
  });

  it('says when an auto-save fails, and names the error of a manual save', async () => {
    staffRoutes({
      'POST /api/standing-preferences': {
        status: 400,
        body: { message: 'shiftPreferences: unknown shift type X' },
      },
    });
    const user = userEvent.setup();
    renderPage();
    const consecutive = await screen.findByRole('group', { name: 'Consecutive days' });
    const minimum = within(consecutive).getByLabelText('Minimum');
    await user.clear(minimum);
    await user.type(minimum, '2');
    expect(
      await screen.findByText(PREFERENCES_TEXTS.autoSaveFailed, undefined, { timeout: 3000 }),
    ).toBeTruthy();

    await user.click(screen.getByRole('button', { name: PREFERENCES_TEXTS.savePreferences }));
    expect(await screen.findByText(PREFERENCES_TEXTS.saveErrorTitle)).toBeTruthy();
    expect(screen.getByText('shiftPreferences: unknown shift type X')).toBeTruthy();
  });

  it('keeps what leaving the page saved: coming back shows the saved values, and later saves update that record', async () => {
    const fake = staffRoutes({
      'POST /api/standing-preferences': ({ body }) => ({
        status: 201,
        body: { id: 7, updatedAt: '', ...(body as object) },
      }),
      'PUT /api/standing-preferences/7': ({ body }) => ({
        body: { id: 7, staffId: 5, updatedAt: '', ...(body as object) },
      }),
    });
    const user = userEvent.setup();
    const { router } = renderWithRouter(<PreferencesPage />, {
      path: '/preferences',
      extraRoutes: [{ path: '/elsewhere', element: <p>Elsewhere</p> }],
    });
    const consecutive = await screen.findByRole('group', { name: 'Consecutive days' });
    const maximum = within(consecutive).getByLabelText('Maximum');
    await user.clear(maximum);
    await user.type(maximum, '5');
    // Leave before the half-second auto-save: leaving saves it.
    await router.navigate('/elsewhere');
    await screen.findByText('Elsewhere');
    await waitFor(() =>
      expect(
        fake.calls.filter((c) => c.method === 'POST' && c.url.endsWith('/api/standing-preferences')),
      ).toHaveLength(1),
    );
    await router.navigate('/preferences');
    const back = await screen.findByRole('group', { name: 'Consecutive days' });
    await waitFor(() => expect((within(back).getByLabelText('Maximum') as HTMLInputElement).value).toBe('5'));
    const again = within(back).getByLabelText('Maximum');
    await user.clear(again);
    await user.type(again, '6');
    await waitFor(
      () => expect(fake.calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ maxConsecutiveDays: 6 }),
      { timeout: 3000 },
    );
  });

  it('waits for the first save to finish, so a change made meanwhile updates the new record instead of creating it twice', async () => {
    let release: () => void = () => {};
    const fake = staffRoutes({
      'POST /api/standing-preferences': async ({ body }) => {
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        return { status: 201, body: { id: 7, updatedAt: '', ...(body as object) } };
      },
      'PUT /api/standing-preferences/7': ({ body }) => ({
        body: { id: 7, staffId: 5, updatedAt: '', ...(body as object) },
      }),
    });
    const user = userEvent.setup();
    renderPage();
    const consecutive = await screen.findByRole('group', { name: 'Consecutive days' });
    const maximum = within(consecutive).getByLabelText('Maximum');
    await user.clear(maximum);
    await user.type(maximum, '4');
    const posts = () =>
      fake.calls.filter((c) => c.method === 'POST' && c.url.endsWith('/api/standing-preferences'));
    await waitFor(() => expect(posts()).toHaveLength(1), { timeout: 3000 });
    await user.clear(maximum);
    await user.type(maximum, '6');
    // Longer than the auto-save delay while the first save is still on its way.
    await new Promise((resolve) => setTimeout(resolve, 800));
    release();
    await waitFor(
      () =>
        expect(
          fake.calls.some((c) => c.method === 'PUT' && c.url.endsWith('/api/standing-preferences/7')),
        ).toBe(true),
      { timeout: 3000 },
    );
    expect(posts()).toHaveLength(1);
    expect(fake.calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ maxConsecutiveDays: 6 });
    expect(screen.queryByText(PREFERENCES_TEXTS.autoSaveFailed)).toBeNull();
  });

  it('keeps the text that switching months saved: coming back to the month shows it', async () => {
    const fake = staffRoutes();
    const user = userEvent.setup();
    renderPage();
    const month = await screen.findByLabelText('Month');
    await user.selectOptions(month, nextLabel);
    await user.type(await screen.findByLabelText('Monthly request'), 'Off on the 9th');
    // Switching months with unsaved text saves it.
    await user.selectOptions(month, screen.getAllByRole('option')[2] as HTMLOptionElement);
    await waitFor(() =>
      expect(
        fake.calls.some(
          (c) =>
            (c.body as { operationType?: string } | undefined)?.operationType === 'SAVE_MONTHLY_REQUEST_TEXT',
        ),
      ).toBe(true),
    );
    await user.selectOptions(month, nextLabel);
    await waitFor(() =>
      expect((screen.getByLabelText('Monthly request') as HTMLTextAreaElement).value).toBe('Off on the 9th'),
    );
    expect(screen.getByRole('button', { name: 'Saved' })).toBeTruthy();
  });

  it("reads the person's monthly requests again after saving the text (the dashboard's Pending Requests)", async () => {
    staffRoutes();
    const user = userEvent.setup();
    const { queryClient } = renderPage();
    queryClient.setQueryData(['monthly-requests', 5], []);
    await user.selectOptions(await screen.findByLabelText('Month'), nextLabel);
    await user.type(await screen.findByLabelText('Monthly request'), 'No nights');
    expect(queryClient.getQueryState(['monthly-requests', 5])?.isInvalidated).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await screen.findByText(PREFERENCES_TEXTS.monthlySaved);
    expect(queryClient.getQueryState(['monthly-requests', 5])?.isInvalidated).toBe(true);
  });

  it('offers a retry when the standing preferences or the days fail to load', async () => {
    let fail = true;
    staffRoutes({
      'GET /api/standing-preferences/5': () =>
        fail ? { status: 500, body: { message: 'Internal server error' } } : { status: 404, body: {} },
      'GET /api/daily-requests': () =>
        fail ? { status: 500, body: { message: 'Internal server error' } } : { body: [] },
    });
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByText(PREFERENCES_TEXTS.standingLoadFailed)).toBeTruthy();
    expect(
      await screen.findByText(`${PREFERENCES_TEXTS.daysLoadFailed}: Internal server error`),
    ).toBeTruthy();
    fail = false;
    for (const retry of screen.getAllByRole('button', { name: PREFERENCES_TEXTS.retry }))
      await user.click(retry);
    expect(await screen.findByRole('group', { name: 'Consecutive days' })).toBeTruthy();
    expect(await screen.findByRole('table')).toBeTruthy();
  });
});
