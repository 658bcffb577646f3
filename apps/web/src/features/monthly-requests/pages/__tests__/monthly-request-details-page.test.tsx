import type { MonthlyRequestDetails } from '@rotawise/api-contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { installFakeFetch } from '@/testing/fake-fetch';
import { makeUser, renderRoutes } from '@/testing/test-utils';
import { MONTHLY_TEXTS } from '../../texts';
import MonthlyRequestDetailsPage from '../monthly-request-details-page';

const admin = makeUser({ id: 1, username: 'admin', isAdmin: true });

function details(overrides: Partial<MonthlyRequestDetails> = {}): MonthlyRequestDetails {
  return {
    id: 12,
    staffId: 5,
    staffName: 'Avery Quill',
    year: 2027,
    month: 3,
    naturalLanguageRequest: 'Off the 9th',
    status: 'pending',
    updatedAt: '2027-01-01T00:00:00.000Z',
    dailyRequests: [
      {
        id: 1,
        staffId: 5,
        date: '2027-03-09',
        mode: 'day_off',
        anyShift: false,
        selectedShifts: [],
        reason: 'Course',
      },
      {
        id: 2,
        staffId: 5,
        date: '2027-03-12',
        mode: 'specific_shifts_off',
        anyShift: false,
        selectedShifts: ['SHIFT_8P'],
        reason: '',
      },
    ],
    ...overrides,
  };
}

describe('MonthlyRequestDetailsPage', () => {
  it('shows the real request: period, status, text with its reading, and the daily requests as cards', async () => {
    let current = details();
    const fake = installFakeFetch({
      'GET /api/user': { body: admin },
      'GET /api/shifts': {
        body: { SHIFT_8P: { id: 'SHIFT_8P', name: 'SHIFT_8P', displayName: '8P', startTime: '20:00' } },
      },
      'GET /api/monthly-request-details/12': () => ({ body: current }),
      'POST /api/interpret': {
        body: { constraints: [{ type: 'day_off', date: '2027-03-09' }], unrecognized: [], source: 'parser' },
      },
      'PUT /api/monthly-requests/12/status': ({ body }) => {
        current = { ...current, ...(body as object) };
        return { body: current };
      },
    });
    const user = userEvent.setup();
    renderRoutes([{ path: '/monthly-request-details/:requestId', element: <MonthlyRequestDetailsPage /> }], {
      initialPath: '/monthly-request-details/12',
    });
    expect(await screen.findByText('Period: March 2027')).toBeTruthy();
    expect(screen.getByText('Pending')).toBeTruthy();
    expect(screen.getByText('Off the 9th')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Understood as' }).textContent).toContain(
        'Day off: Tue 9 Mar',
      ),
    );
    const cards = screen.getByRole('region', { name: MONTHLY_TEXTS.dailyTitle });
    expect(cards.textContent).toContain('Day off');
    expect(cards.textContent).toContain('Reason: Course');
    expect(cards.textContent).toContain('Shifts off: 8P');

    await user.click(screen.getByRole('button', { name: MONTHLY_TEXTS.approve }));
    expect(await screen.findByText(MONTHLY_TEXTS.approved)).toBeTruthy();
    expect(fake.calls.find((c) => c.method === 'PUT')?.body).toEqual({ status: 'approved' });
    expect(await screen.findByText('Approved')).toBeTruthy();
    expect((screen.getByRole('button', { name: MONTHLY_TEXTS.approve }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('says when the request does not exist', async () => {
    installFakeFetch({
      'GET /api/user': { body: admin },
      'GET /api/shifts': { body: {} },
      'GET /api/monthly-request-details/99': {
        status: 404,
        body: { message: 'Monthly request 99 not found' },
      },
    });
    renderRoutes([{ path: '/monthly-request-details/:requestId', element: <MonthlyRequestDetailsPage /> }], {
      initialPath: '/monthly-request-details/99',
    });
    expect(await screen.findByText(MONTHLY_TEXTS.notFound)).toBeTruthy();
    expect(screen.getByText('Monthly request 99 not found')).toBeTruthy();
  });

  it('says a failed load is a failed load (not a missing request), and retries it', async () => {
    let fail = true;
    installFakeFetch({
      'GET /api/user': { body: admin },
      'GET /api/shifts': { body: {} },
      'GET /api/monthly-request-details/12': () =>
        fail ? { status: 500, body: { message: 'Internal server error' } } : { body: details() },
    });
    renderRoutes([{ path: '/monthly-request-details/:requestId', element: <MonthlyRequestDetailsPage /> }], {
      initialPath: '/monthly-request-details/12',
    });
    expect(await screen.findByText(MONTHLY_TEXTS.loadFailed)).toBeTruthy();
    expect(screen.queryByText(MONTHLY_TEXTS.notFound)).toBeNull();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: MONTHLY_TEXTS.retry }));
    expect(await screen.findByText('Off the 9th')).toBeTruthy();
  });
});
