import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { installFakeFetch } from '@/testing/fake-fetch';
import { renderWithRouter } from '@/testing/test-utils';
import { ShiftTypesCard } from '../shift-types-card';

const SHIFT_7A = {
  id: 'SHIFT_7A',
  name: 'Day 7A',
  displayName: '7A',
  startTime: '07:00',
  durationMinutes: 720,
  eligibleRoles: ['PHYSICIAN'],
  isSpecialty: false,
  countsTowardTotal: true,
  exemptFromCircadian: false,
  points: 1,
};

describe('ShiftTypesCard', () => {
  it('says there are no shift types yet instead of an empty table', async () => {
    installFakeFetch({ 'GET /api/shifts': { body: {} } });
    renderWithRouter(<ShiftTypesCard />);
    expect(await screen.findByText('No shift types yet. Add the first with Add Shift Type.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says when the shift types fail to load, with a retry', async () => {
    let fail = true;
    installFakeFetch({
      'GET /api/shifts': () =>
        fail ? { status: 500, body: { message: 'Internal server error' } } : { body: { SHIFT_7A } },
    });
    renderWithRouter(<ShiftTypesCard />);
    expect(await screen.findByText(/Could not load the shift types/)).toBeTruthy();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('rowheader', { name: '7A' })).toBeTruthy();
  });

  it('deletes only after the dialog is confirmed, and names the server reason when refused', async () => {
    const fetch = installFakeFetch({
      'GET /api/shifts': { body: { SHIFT_7A } },
      'DELETE /api/shifts/SHIFT_7A': {
        status: 409,
        body: { message: 'Shift type SHIFT_7A is in use: weekly template (MON)' },
      },
    });
    const { queryClient } = renderWithRouter(<ShiftTypesCard />);
    queryClient.setQueryData(['weekly-schedule', 'capacity'], {});
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete 7A' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(fetch.calls.some((c) => c.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(fetch.calls.some((c) => c.method === 'DELETE')).toBe(true));
    expect(
      (
        await screen.findAllByText(
          'Failed to delete shift: Shift type SHIFT_7A is in use: weekly template (MON)',
        )
      ).length,
    ).toBeGreaterThan(0);
    // Settings' staff-days check depends on the shift types: it is read again.
    expect(queryClient.getQueryState(['weekly-schedule', 'capacity'])?.isInvalidated).toBe(true);
  });
});
