import { expect, type Page, test } from '@playwright/test';
import { signIn, signInFirstTime, waitForToastsToClose } from '../support/accounts.js';
import { E2E_ADMIN, SCREENSHOTS } from '../support/constants.js';

// One person's way in: request access, the owner approves and hands over the one-time login, the person
// signs in, changes the password and edits the profile. One registration and five sign-ins in all, well
// within the limits (5 registrations an hour per address, 10 sign-ins a minute per address and username).
const PERSON = {
  name: 'Marisol Quenby',
  email: 'marisol.quenby@riverside-health.example',
  organization: 'Riverside Health',
  department: 'Emergency Medicine',
  phone: '555-014-7720',
};
// The password chosen at first sign-in, then the one set later on the profile page.
const FIRST_PASSWORD = 'quenby-first-pass-2026';
const NEW_PASSWORD = 'quenby-new-pass-2026';

async function answerVerification(page: Page): Promise<void> {
  const question = page.getByText(/What is \d+ \+ \d+\?/);
  await expect(question).toBeVisible();
  const match = /What is (\d+) \+ (\d+)\?/.exec((await question.textContent()) ?? '');
  expect(match, 'the verification question names two numbers').not.toBeNull();
  await page.getByLabel('Verification answer').fill(String(Number(match![1]) + Number(match![2])));
}

/** Logs out through the user menu: the spec sends the person to /, and the session is gone. */
async function logOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: /Logout/ }).click();
  await expect(page.getByText('Logged out', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect((await page.request.get('/api/user')).status()).toBe(401);
}

test('a person requests access, is approved by the owner, signs in and manages their account', async ({
  page,
}) => {
  test.setTimeout(120_000);

  // 1. A visitor asks for access on the Register tab.
  await page.goto('/auth?tab=register');
  await expect(page.getByRole('tab', { name: 'Register' })).toHaveAttribute('aria-selected', 'true');
  await page.getByLabel('Full name').fill(PERSON.name);
  await page.getByLabel('Email').fill(PERSON.email);
  await page.getByLabel('Organization').fill(PERSON.organization);
  await page.getByLabel('Department').fill(PERSON.department);
  await page.getByLabel('Phone number').fill(PERSON.phone);
  await answerVerification(page);
  await page.getByRole('button', { name: 'Submit Request' }).click();
  await expect(
    page.getByText('Your registration request has been submitted.', { exact: false }),
  ).toBeVisible();
  // The page goes to / after 2 s.
  await expect(page).toHaveURL(/\/$/, { timeout: 5_000 });

  // 2. The owner sees the pending badge (two demo requests and this one) and reviews the request.
  await signIn(page, E2E_ADMIN.username, E2E_ADMIN.password);
  const nav = page.getByRole('navigation', { name: 'Main' });
  const reviewLink = nav.getByRole('link', { name: /Registration Requests/ });
  await expect(reviewLink).toBeVisible();
  await expect(reviewLink).toContainText('3');
  await reviewLink.click();
  await expect(page).toHaveURL(/\/registration-requests$/);
  await expect(page.getByRole('heading', { name: 'Registration Requests', level: 1 })).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(PERSON.name) });
  await expect(row).toContainText(PERSON.email);
  await expect(row).toContainText(PERSON.organization);
  await expect(row).toContainText('Pending');
  await waitForToastsToClose(page);
  await page.screenshot({ path: `${SCREENSHOTS}registration-requests.png`, fullPage: true });

  await row.getByRole('button', { name: `Review ${PERSON.name}` }).click();
  const review = page.getByRole('dialog', { name: 'Review Registration Request' });
  await expect(review).toContainText(PERSON.department);
  await review.getByLabel('Notes (optional)').fill('Verified with the department lead.');
  await page.screenshot({ path: `${SCREENSHOTS}registration-review-dialog.png` });
  await review.getByRole('button', { name: 'Approve' }).click();

  // The initial login is shown this once.
  const issued = page.getByRole('dialog', { name: `Initial login for ${PERSON.name}` });
  await expect(issued).toBeVisible();
  await expect(issued).toContainText('shown only once');
  const username = (await issued.getByTestId('initial-login-username').textContent())?.trim() ?? '';
  const password = (await issued.getByTestId('initial-login-password').textContent())?.trim() ?? '';
  expect(username).toBe('marisol.quenby');
  expect(password.length).toBeGreaterThanOrEqual(8);
  await page.screenshot({ path: `${SCREENSHOTS}registration-initial-login.png` });
  await issued.getByRole('button', { name: 'Done' }).click();
  await expect(issued).toBeHidden();
  await expect(page.getByText(password)).toHaveCount(0);
  await expect(row).toContainText('Approved');
  await expect(row).toContainText('Verified with the department lead.');
  // The badge follows: two demo requests are still pending.
  await expect(reviewLink).toContainText('2');

  // A decided request only lets its notes change, and never shows the login again.
  await row.getByRole('button', { name: `Review ${PERSON.name}` }).click();
  await expect(review.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  await review.getByLabel('Notes (optional)').fill('Verified with the department lead. Login handed over.');
  await review.getByRole('button', { name: 'Save Notes' }).click();
  await expect(review).toBeHidden();
  await expect(row).toContainText('Login handed over.');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await logOut(page);

  // 3. The new person signs in with the one-time login, must choose a password, then opens the profile.
  await signInFirstTime(page, username, password, FIRST_PASSWORD);
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /Registration Requests/ }),
  ).toHaveCount(0);
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { name: 'User Profile', level: 1 })).toBeVisible();
  await expect(page.getByText(username, { exact: true })).toBeVisible();
  await expect(page.getByText(PERSON.name, { exact: true })).toBeVisible();
  await expect(page.getByText(PERSON.email, { exact: true })).toBeVisible();
  await expect(
    page.getByText('Your account is not linked to a staff profile.', { exact: false }),
  ).toHaveCount(0);
  await waitForToastsToClose(page);
  await page.screenshot({ path: `${SCREENSHOTS}profile.png`, fullPage: true });

  // 4. Change the password: first with a wrong current password, then properly.
  await page.getByRole('button', { name: 'Change Password' }).click();
  const change = page.getByRole('dialog', { name: 'Change Password' });
  await change.getByLabel('Current Password').fill('not-the-password');
  await change.getByLabel('New Password', { exact: true }).fill(NEW_PASSWORD);
  await change.getByLabel('Confirm New Password').fill(NEW_PASSWORD);
  await change.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText('Failed to change password', { exact: true })).toBeVisible();
  await expect(change.getByText('Current password is incorrect')).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOTS}profile-change-password-error.png` });
  await change.getByLabel('Current Password').fill(FIRST_PASSWORD);
  await change.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText('Password changed successfully', { exact: true })).toBeVisible();
  await expect(change).toBeHidden();

  // 5. Log out from the profile page and sign in with the new password.
  await page.getByRole('main').getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByText('Logged out', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect((await page.request.get('/api/user')).status()).toBe(401);
  await signIn(page, username, NEW_PASSWORD);

  // 6. Edit the profile's email and phone.
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Profile' });
  await expect(edit.getByLabel('Email')).toHaveValue(PERSON.email);
  await edit.getByLabel('Email').fill('not-an-email');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit.getByText('Invalid email address')).toBeVisible();
  await edit.getByLabel('Email').fill('m.quenby@riverside-health.example');
  await edit.getByLabel('Phone').fill('555-014-9000');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Profile updated successfully', { exact: true })).toBeVisible();
  await expect(edit).toBeHidden();
  await expect(page.getByText('m.quenby@riverside-health.example', { exact: true })).toBeVisible();
  await expect(page.getByText('555-014-9000', { exact: true })).toBeVisible();
  // The change is stored: it survives a reload.
  await page.reload();
  await expect(page.getByText('m.quenby@riverside-health.example', { exact: true })).toBeVisible();
});

// Spec: 'Logout ... then goes to /', also from the profile page's own Logout button.
test('logging out from a signed-in page lands on the landing page', async ({ page }) => {
  await signIn(page, E2E_ADMIN.username, E2E_ADMIN.password);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'User Profile', level: 1 })).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByText('Logged out', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/$/, { timeout: 3_000 });
});
