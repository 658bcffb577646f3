import type { RegistrationRequest } from '@rotawise/api-contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { installFakeFetch } from '@/testing/fake-fetch';
import { makeUser, renderWithRouter } from '@/testing/test-utils';
import { usePendingRegistrationCount } from '../../api/get-pending-count';
import RegistrationRequestsPage from '../../pages/registration-requests-page';
import { REGISTRATION_REQUESTS_TEXTS } from '../../texts';

function makeRequest(overrides: Partial<RegistrationRequest> = {}): RegistrationRequest {
  return {
    id: 7,
    name: 'Ada Byron',
    email: 'ada@example.org',
    organization: 'General Hospital',
    department: 'Emergency',
    phone_number: '555-010-2000',
    status: 'pending',
    notes: null,
    created_at: '2026-03-04T10:00:00.000Z',
    reviewed_at: null,
    reviewed_by: null,
    created_staff_id: null,
    ...overrides,
  };
}

const owner = { 'GET /api/user': { body: makeUser({ username: 'admin', isAdmin: true, isOwner: true }) } };

/** Stands in for the shell's navigation badge, which observes the pending count. */
function PendingBadgeProbe() {
  const { data } = usePendingRegistrationCount({ enabled: true });
  return <span data-testid="pending-count">{data ?? '-'}</span>;
}

function renderPage() {
  return renderWithRouter(
    <>
      <RegistrationRequestsPage />
      <PendingBadgeProbe />
    </>,
    { path: '/registration-requests' },
  );
}

describe('RegistrationRequestsPage', () => {
  it('lists the requests with their status and submitted date', async () => {
    installFakeFetch({
      ...owner,
      'GET /api/registration-requests': {
        body: [
          makeRequest(),
          makeRequest({ id: 8, name: 'Grace Hopper', status: 'rejected', notes: 'Wrong site' }),
        ],
      },
    });
    renderPage();
    const table = await screen.findByRole('table');
    expect(within(table).getByText('Ada Byron')).toBeTruthy();
    expect(within(table).getByText('Pending')).toBeTruthy();
    expect(within(table).getByText('Rejected')).toBeTruthy();
    expect(within(table).getByText('Wrong site')).toBeTruthy();
    expect(within(table).getAllByText('Mar 4, 2026')).toHaveLength(2);
    expect(screen.getByText(/1 pending of 2 requests/)).toBeTruthy();
  });

  it('approves a pending request and shows the initial login once', async () => {
    let current = makeRequest();
    const fake = installFakeFetch({
      ...owner,
      'GET /api/registration-requests': () => ({ body: [current] }),
      'GET /api/registration-requests/pending-count': () => ({
        body: { count: current.status === 'pending' ? 1 : 0 },
      }),
      'PUT /api/registration-requests/7/status': ({ body }) => {
        const review = body as { status: RegistrationRequest['status']; notes: string | null };
        const firstApproval = current.status === 'pending' && review.status === 'approved';
        current = { ...current, status: review.status, notes: review.notes };
        return {
          body: {
            ...current,
            initialLogin: firstApproval ? { username: 'ada.byron', password: 'Xk3-secret-9' } : null,
          },
        };
      },
    });
    const user = userEvent.setup();
    renderPage();
    await waitFor(() => expect(screen.getByTestId('pending-count').textContent).toBe('1'));
    await user.click(await screen.findByRole('button', { name: 'Review Ada Byron' }));
    const dialog = await screen.findByRole('dialog', { name: 'Review Registration Request' });
    expect(within(dialog).queryByRole('button', { name: 'Save Notes' })).toBeNull();
    await user.type(within(dialog).getByLabelText('Notes (optional)'), 'Known locum');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));

    const login = await screen.findByRole('dialog', { name: 'Initial login for Ada Byron' });
    expect(within(login).getByText('ada.byron')).toBeTruthy();
    expect(within(login).getByText('Xk3-secret-9')).toBeTruthy();
    expect(within(login).getByText(/shown only once/)).toBeTruthy();
    const put = fake.calls.find((call) => call.method === 'PUT');
    expect(put?.body).toEqual({ status: 'approved', notes: 'Known locum' });
    // The list and the shell's pending count are asked again.
    await waitFor(() => expect(screen.getByTestId('pending-count').textContent).toBe('0'));

    await user.click(within(login).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByText('Xk3-secret-9')).toBeNull();

    // A second review of the now decided request edits notes only and never shows a login again.
    const table = await screen.findByRole('table');
    await waitFor(() => expect(within(table).getByText('Approved')).toBeTruthy());
    await user.click(screen.getByRole('button', { name: 'Review Ada Byron' }));
    const again = await screen.findByRole('dialog', { name: 'Review Registration Request' });
    await user.click(within(again).getByRole('button', { name: 'Save Notes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByText(/Initial login for/)).toBeNull();
    expect(screen.queryByText('Xk3-secret-9')).toBeNull();
  });

  it('lets a decided request only edit its notes, sending the status unchanged', async () => {
    const fake = installFakeFetch({
      ...owner,
      'GET /api/registration-requests': { body: [makeRequest({ status: 'rejected', notes: 'Duplicate' })] },
      'GET /api/registration-requests/pending-count': { body: { count: 0 } },
      'PUT /api/registration-requests/7/status': ({ body }) => ({
        body: { ...makeRequest({ status: 'rejected' }), ...(body as object), initialLogin: null },
      }),
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Review Ada Byron' }));
    const dialog = await screen.findByRole('dialog', { name: 'Review Registration Request' });
    expect(within(dialog).queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Reject' })).toBeNull();
    const notes = within(dialog).getByLabelText('Notes (optional)');
    expect((notes as HTMLTextAreaElement).value).toBe('Duplicate');
    await user.clear(notes);
    await user.type(notes, 'Duplicate of #3');
    await user.click(within(dialog).getByRole('button', { name: 'Save Notes' }));
    await waitFor(() => expect(fake.calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(fake.calls.find((call) => call.method === 'PUT')?.body).toEqual({
      status: 'rejected',
      notes: 'Duplicate of #3',
    });
  });

  it('keeps the dialog open and shows the failure toast when the review fails', async () => {
    installFakeFetch({
      ...owner,
      'GET /api/registration-requests': { body: [makeRequest()] },
      'GET /api/registration-requests/pending-count': { body: { count: 1 } },
      'PUT /api/registration-requests/7/status': { status: 500, body: { message: 'Internal server error' } },
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Review Ada Byron' }));
    const dialog = await screen.findByRole('dialog', { name: 'Review Registration Request' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText(REGISTRATION_REQUESTS_TEXTS.reviewFailed)).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Review Registration Request' })).toBeTruthy();
  });

  it('shows the loading error with its details and retries', async () => {
    let fail = true;
    installFakeFetch({
      ...owner,
      'GET /api/registration-requests': () =>
        fail ? { status: 500, body: { message: 'Database unavailable' } } : { body: [] },
    });
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByText(REGISTRATION_REQUESTS_TEXTS.loadFailed)).toBeTruthy();
    expect(screen.getByText('Database unavailable')).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No registration requests yet')).toBeTruthy();
  });

  it('tells a non-owner that only the owner reviews requests, without asking for the list', async () => {
    const fake = installFakeFetch({ 'GET /api/user': { body: makeUser({ isAdmin: true }) } });
    renderPage();
    expect(await screen.findByText('Only the owner account reviews registration requests.')).toBeTruthy();
    expect(fake.calls.some((call) => call.url === '/api/registration-requests')).toBe(false);
  });
});
