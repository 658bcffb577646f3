import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { installFakeFetch } from '@/testing/fake-fetch';
import { renderRoutes } from '@/testing/test-utils';
import StaffPage from '../staff-page';

const LOAD_FAILED = 'Failed to load staff data. Please try again later.';

describe('StaffPage', () => {
  it('reports a failed staff list with the error toast, and on both tabs instead of an empty list', async () => {
    installFakeFetch({ 'GET /api/staff': { status: 500, body: { message: 'Internal server error' } } });
    renderRoutes([{ path: '/staff', element: <StaffPage /> }], { initialPath: '/staff' });
    // The toast (title 'Error') and the card both say it.
    const toast = (await screen.findAllByText('Error')).find((node) => node.closest('li'));
    expect(toast?.closest('li')?.textContent).toContain(LOAD_FAILED);
    const list = screen.getByRole('tabpanel');
    expect(within(list).getByText(LOAD_FAILED)).toBeTruthy();
    expect(within(list).queryByText('No staff matching the current filters')).toBeNull();

    await userEvent.click(screen.getByRole('tab', { name: 'Staff Statistics' }));
    const stats = screen.getByRole('tabpanel');
    expect(within(stats).getByText(LOAD_FAILED)).toBeTruthy();
    expect(within(stats).queryByText('Staff Role Distribution')).toBeNull();
  });
});
