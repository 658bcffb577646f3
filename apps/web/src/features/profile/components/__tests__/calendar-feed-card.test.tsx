import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { installFakeFetch } from '@/testing/fake-fetch';
import { makeUser, renderWithRouter } from '@/testing/test-utils';
import ProfilePage from '../../pages/profile-page';
import { CALENDAR_FEED_TEXTS as T } from '../../texts';

const staffUser = makeUser({ id: 5, username: 'ada.byron', staffId: 12, staffName: 'Ada Byron' });

describe('CalendarFeedCard on the profile page', () => {
  it('shows the feed address, and after a confirmed reset the new one', async () => {
    const fake = installFakeFetch({
      'GET /api/user': { body: staffUser },
      'GET /api/calendar/token': { body: { token: 'old', path: '/api/calendar/old.ics' } },
      'POST /api/calendar/token/reset': { body: { token: 'new', path: '/api/calendar/new.ics' } },
    });
    const user = userEvent.setup();
    renderWithRouter(<ProfilePage />, { path: '/profile' });
    const field = (await screen.findByLabelText(T.label)) as HTMLInputElement;
    await waitFor(() => expect(field.value).toBe(`${window.location.origin}/api/calendar/old.ics`));

    await user.click(screen.getByRole('button', { name: T.reset }));
    const dialog = await screen.findByRole('alertdialog', { name: T.resetTitle });
    // Cancel changes nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(fake.calls.some((c) => c.method === 'POST')).toBe(false);

    await user.click(screen.getByRole('button', { name: T.reset }));
    const again = await screen.findByRole('alertdialog', { name: T.resetTitle });
    await user.click(within(again).getByRole('button', { name: T.reset }));
    await waitFor(() => expect(field.value).toBe(`${window.location.origin}/api/calendar/new.ics`));
    expect(fake.calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual([
      '/api/calendar/token/reset',
    ]);
  });

  it('is not shown to an account without a staff profile', async () => {
    installFakeFetch({ 'GET /api/user': { body: makeUser({ username: 'admin', isAdmin: true }) } });
    renderWithRouter(<ProfilePage />, { path: '/profile' });
    expect(await screen.findByText('admin')).toBeTruthy();
    expect(screen.queryByText(T.title)).toBeNull();
  });
});
