import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { installFakeFetch } from '@/testing/fake-fetch';
import { renderRoutes } from '@/testing/test-utils';
import StaffPreferencesPage from '../staff-preferences-page';

const member = {
  id: 7,
  name: 'Ada Quill',
  role: 'PHYSICIAN',
  isDirector: false,
  isAdmin: false,
  email: 'ada@example.org',
  phone: null,
};

function render(path: string) {
  return renderRoutes(
    [
      { path: '/staff-preferences/:staffId', element: <StaffPreferencesPage /> },
      { path: '/staff/:staffId/preferences', element: <StaffPreferencesPage /> },
    ],
    { initialPath: path },
  );
}

describe('StaffPreferencesPage', () => {
  it('says Staff Member Not Found for an unknown id', async () => {
    installFakeFetch({});
    render('/staff-preferences/99');
    expect(await screen.findByRole('heading', { level: 1, name: 'Staff Member Not Found' })).toBeTruthy();
  });

  it('shows the limits with steppers that keep min within 0..max, and the no-preferences state', async () => {
    const fetch = installFakeFetch({
      'GET /api/staff/7': { body: member },
      'GET /api/preferences/7': { body: { staffId: 7, min_shifts: 1, max_shifts: 2, isSet: true } },
      'PUT /api/preferences/7': ({ body }) => ({ body: { staffId: 7, ...(body as object), isSet: true } }),
    });
    render('/staff/7/preferences');
    expect(await screen.findByText('No Standing Preferences Set')).toBeTruthy();
    const user = userEvent.setup();
    const min = await screen.findByLabelText('Minimum shifts');
    expect((min as HTMLInputElement).value).toBe('1');
    await user.click(screen.getByRole('button', { name: 'Decrease minimum shifts' }));
    expect((min as HTMLInputElement).value).toBe('0');
    expect(
      (screen.getByRole('button', { name: 'Decrease minimum shifts' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Increase minimum shifts' }));
    await user.click(screen.getByRole('button', { name: 'Increase minimum shifts' }));
    expect((min as HTMLInputElement).value).toBe('2');
    expect(
      (screen.getByRole('button', { name: 'Increase minimum shifts' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect(
      (screen.getByRole('button', { name: 'Decrease maximum shifts' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Save Limits' }));
    await waitFor(() => expect(fetch.calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(fetch.calls.find((c) => c.method === 'PUT')?.body).toEqual({ min_shifts: 2, max_shifts: 2 });
  });

  it('shows standing preferences and shift ratings with their labels', async () => {
    installFakeFetch({
      'GET /api/staff/7': { body: member },
      'GET /api/preferences/7': { body: { staffId: 7, min_shifts: 9, max_shifts: 15, isSet: false } },
      'GET /api/standing-preferences/7': {
        body: {
          id: 1,
          staffId: 7,
          maxConsecutiveDays: 3,
          minConsecutiveDays: 1,
          targetShiftsPerMonth: 15,
          minShiftsPerMonth: 3,
          maxShiftsPerMonth: 16,
          shiftPreferences: { SHIFT_7A: 3, SHIFT_8P: 1 },
          preferredWeekdays: [1],
          avoidedWeekdays: [],
          naturalLanguagePreferences: 'No nights before exams.',
          enableCircadianRhythm: true,
          updatedAt: '2026-12-01T00:00:00.000Z',
        },
      },
      'GET /api/shifts': {
        body: {
          SHIFT_7A: { id: 'SHIFT_7A', displayName: '7A', startTime: '07:00' },
          SHIFT_8P: { id: 'SHIFT_8P', displayName: '8P', startTime: '20:00' },
          SHIFT_2P: { id: 'SHIFT_2P', displayName: '2P', startTime: '14:00' },
        },
      },
    });
    render('/staff-preferences/7');
    expect(await screen.findByText('No nights before exams.')).toBeTruthy();
    expect(screen.getByText('Not set yet: showing the defaults (9 to 15).')).toBeTruthy();
    expect(await screen.findByText('Like')).toBeTruthy();
    expect(screen.getByText('Dislike')).toBeTruthy();
    expect(screen.getByText('Not Set')).toBeTruthy();
    expect(screen.getByText('Monday')).toBeTruthy();
  });
});
