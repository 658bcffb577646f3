import { VACATION_MESSAGES, type VacationRequest } from '@rotawise/api-contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { installFakeFetch } from '@/testing/fake-fetch';
import { makeUser, renderWithRouter } from '@/testing/test-utils';
import VacationRequestsPage from '../../pages/vacation-requests-page';
import { VACATION_TEXTS } from '../../texts';
import { localToday } from '../../utils/dates';

/** A local day n days from today, as the date inputs take it. */
function day(n: number): string {
  const date = new Date();
  date.setDate(date.getDate() + n);
  return localToday(date);
}

function makeRequest(overrides: Partial<VacationRequest> = {}): VacationRequest {
  return {
    id: 1,
    staffId: 5,
    staffName: 'Avery Quill',
    startDate: day(10),
    endDate: day(12),
    requestNotes: 'Family trip',
    status: 'pending',
    respondedAt: null,
    respondedBy: null,
    responseNotes: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

const staffUser = makeUser({ id: 3, username: 'avery.quill', staffId: 5, staffName: 'Avery Quill' });
const adminUser = makeUser({ id: 4, username: 'casey.marlow', staffId: 9, isAdmin: true });

const renderPage = () => renderWithRouter(<VacationRequestsPage />, { path: '/vacation-requests' });

describe('VacationRequestsPage for a staff member', () => {
  it('opens on New Request, checks the form with the spec messages and counts the days live', async () => {
    const fake = installFakeFetch({
      'GET /api/user': { body: staffUser },
      'GET /api/vacation-requests': { body: [] },
      'POST /api/vacation-requests': ({ body }) => ({
        status: 201,
        body: makeRequest({ ...(body as object), id: 2 }),
      }),
    });
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByRole('tab', { name: 'New Request', selected: true })).toBeTruthy();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['New Request', 'My Requests']);

    await user.click(screen.getByRole('button', { name: 'Submit Request' }));
    expect(screen.getByText(VACATION_MESSAGES.startRequired)).toBeTruthy();
    expect(screen.getByText(VACATION_MESSAGES.endRequired)).toBeTruthy();
    // Focus goes to the first field in error.
    expect(document.activeElement).toBe(screen.getByLabelText('Start date'));

    const start = screen.getByLabelText('Start date');
    const end = screen.getByLabelText('End date');
    await user.type(start, day(-1));
    expect(screen.getByText(VACATION_MESSAGES.startInPast)).toBeTruthy();
    await user.clear(start);
    await user.type(start, day(5));
    expect(end.getAttribute('min')).toBe(day(5));
    await user.type(end, day(4));
    expect(screen.getByText(VACATION_MESSAGES.endBeforeStart)).toBeTruthy();
    await user.clear(end);
    await user.type(end, day(9));
    expect(screen.getByTestId('vacation-day-count').textContent).toContain('5 days requested');
    expect(screen.queryByText(VACATION_MESSAGES.endBeforeStart)).toBeNull();

    const notes = screen.getByLabelText('Notes (optional)');
    await user.click(notes);
    await user.paste('x'.repeat(301));
    expect(screen.getByText(VACATION_MESSAGES.notesMax)).toBeTruthy();
    await user.clear(notes);
    await user.type(notes, 'Family trip');
    expect(screen.queryByText(VACATION_MESSAGES.notesMax)).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Submit Request' }));
    expect(await screen.findByText(VACATION_TEXTS.created)).toBeTruthy();
    const post = fake.calls.find((call) => call.method === 'POST');
    expect(post?.body).toEqual({
      staffId: 5,
      startDate: day(5),
      endDate: day(9),
      requestNotes: 'Family trip',
    });
    // After submitting, the person lands on their own list.
    expect(await screen.findByRole('tab', { name: 'My Requests', selected: true })).toBeTruthy();
  });

  it('shows only their own list, with sub-filters, and lets them delete a pending request only', async () => {
    let requests = [
      makeRequest(),
      makeRequest({
        id: 3,
        startDate: day(20),
        endDate: day(20),
        status: 'approved',
        respondedAt: '2026-01-02T09:00:00.000Z',
        respondedBy: 'casey.marlow',
        responseNotes: 'Enjoy',
      }),
      makeRequest({ id: 4, startDate: day(30), endDate: day(31), status: 'denied', requestNotes: '' }),
    ];
    const fake = installFakeFetch({
      'GET /api/user': { body: staffUser },
      'GET /api/vacation-requests': () => ({ body: requests }),
      'DELETE /api/vacation-requests/1': () => {
        requests = requests.filter((r) => r.id !== 1);
        return { status: 204 };
      },
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('tab', { name: 'My Requests' }));
    const list = await screen.findByRole('region', { name: 'My vacation requests' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(fake.calls.some((call) => call.url.includes('staffId=5'))).toBe(true);
    expect(within(list).getByText(/Approved by casey.marlow on .*: Enjoy/)).toBeTruthy();
    // No admin actions for staff; only the pending request can be deleted.
    expect(within(list).queryByRole('button', { name: /^Approve/ })).toBeNull();
    expect(within(list).getAllByRole('button', { name: /^Delete/ })).toHaveLength(1);

    const filters = screen.getByRole('group', { name: 'Filter My vacation requests' });
    await user.click(within(filters).getByRole('button', { name: /^Denied/ }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    await user.click(within(filters).getByRole('button', { name: /^Upcoming/ }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await user.click(within(filters).getByRole('button', { name: /^All/ }));

    await user.click(within(list).getByRole('button', { name: /^Delete/ }));
    const confirm = screen.getByRole('dialog', { name: VACATION_TEXTS.deleteTitle });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(VACATION_TEXTS.deleted)).toBeTruthy();
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
  });

  it('refuses to submit without a staff record, in the spec words, and sends nothing', async () => {
    const fake = installFakeFetch({ 'GET /api/user': { body: makeUser({ staffId: null }) } });
    const user = userEvent.setup();
    renderPage();
    await user.type(await screen.findByLabelText('Start date'), day(3));
    await user.type(screen.getByLabelText('End date'), day(3));
    expect(screen.getByTestId('vacation-day-count').textContent).toContain('1 day requested');
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));
    expect(screen.getByText(VACATION_MESSAGES.loginRequired)).toBeTruthy();
    expect(fake.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
    await user.click(screen.getByRole('tab', { name: 'My Requests' }));
    expect(screen.getByText(/not linked to a staff profile/)).toBeTruthy();
  });

  it('says the list failed to load, with the server message and a retry', async () => {
    installFakeFetch({
      'GET /api/user': { body: staffUser },
      'GET /api/vacation-requests': { status: 500, body: { message: 'Internal server error' } },
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('tab', { name: 'My Requests' }));
    expect(await screen.findByText(VACATION_TEXTS.loadFailed)).toBeTruthy();
    expect(screen.getByText(VACATION_TEXTS.fetchFailed)).toBeTruthy();
    expect(screen.getByRole('button', { name: /Retry/ })).toBeTruthy();
  });
});

describe('VacationRequestsPage for an admin', () => {
  it('opens on All Requests, approves with notes, re-responds and deletes only decided requests', async () => {
    let requests = [
      makeRequest(),
      makeRequest({
        id: 3,
        staffId: 6,
        staffName: 'Blair Fenwick',
        status: 'approved',
        respondedAt: '2026-01-02T09:00:00.000Z',
        respondedBy: 'casey.marlow',
      }),
    ];
    const fake = installFakeFetch({
      'GET /api/user': { body: adminUser },
      'GET /api/vacation-requests': () => ({ body: requests }),
      'POST /api/vacation-requests/1/approve': ({ body }) => {
        requests = requests.map((r) =>
          r.id === 1
            ? {
                ...r,
                status: 'approved',
                responseNotes: (body as { notes: string }).notes,
                respondedBy: 'casey.marlow',
                respondedAt: '2026-01-03T09:00:00.000Z',
              }
            : r,
        );
        return { body: requests[0] };
      },
      'POST /api/vacation-requests/3/deny': { status: 409, body: { message: 'startDate: overlap' } },
    });
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByRole('tab', { name: 'All Requests', selected: true })).toBeTruthy();
    const list = await screen.findByRole('region', { name: 'All vacation requests' });
    expect(within(list).getByText('Blair Fenwick')).toBeTruthy();
    // Only the decided request (of someone else) can be deleted by the admin.
    expect(within(list).getAllByRole('button', { name: /^Delete: Blair Fenwick/ })).toHaveLength(1);
    expect(within(list).queryByRole('button', { name: /^Delete: Avery Quill/ })).toBeNull();

    await user.click(within(list).getByRole('button', { name: /^Approve: Avery Quill/ }));
    const approve = screen.getByRole('dialog', { name: VACATION_TEXTS.approveTitle });
    await user.type(within(approve).getByLabelText('Notes (optional)'), 'Covered by Blair');
    await user.click(within(approve).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText(VACATION_TEXTS.approved)).toBeTruthy();
    expect(fake.calls.find((c) => c.url.endsWith('/1/approve'))?.body).toEqual({ notes: 'Covered by Blair' });
    expect(await within(list).findByText(/: Covered by Blair/)).toBeTruthy();

    await user.click(within(list).getByRole('button', { name: /^Update Denial: Blair Fenwick/ }));
    const denial = screen.getByRole('dialog', { name: VACATION_TEXTS.updateDenialTitle });
    await user.click(within(denial).getByRole('button', { name: 'Deny' }));
    expect(await screen.findByText(VACATION_TEXTS.denyFailed)).toBeTruthy();
    expect(screen.getByText('startDate: overlap')).toBeTruthy();
  });

  it('edits dates only when both are chosen', async () => {
    const fake = installFakeFetch({
      'GET /api/user': { body: adminUser },
      'GET /api/vacation-requests': { body: [makeRequest()] },
      'PUT /api/vacation-requests/1': ({ body }) => ({ body: makeRequest(body as object) }),
    });
    const user = userEvent.setup();
    renderPage();
    const list = await screen.findByRole('region', { name: 'All vacation requests' });
    await user.click(within(list).getByRole('button', { name: /^Edit dates: Avery Quill/ }));
    const dialog = screen.getByRole('dialog', { name: VACATION_TEXTS.editDatesTitle });
    const end = within(dialog).getByLabelText('End date');
    await user.clear(end);
    expect(within(dialog).getByRole('button', { name: 'Save Dates' }).hasAttribute('disabled')).toBe(true);
    expect(within(dialog).getByText(VACATION_TEXTS.bothDatesRequired)).toBeTruthy();
    await user.type(end, day(14));
    expect(within(dialog).getByText('5 days requested')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Save Dates' }));
    expect(await screen.findByText(VACATION_TEXTS.updated)).toBeTruthy();
    expect(fake.calls.find((c) => c.method === 'PUT')?.body).toEqual({
      startDate: day(10),
      endDate: day(14),
    });
  });
});
