import { REGISTRATION_MESSAGES } from '@rotawise/api-contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { installFakeFetch } from '@/testing/fake-fetch';
import { renderWithRouter } from '@/testing/test-utils';
import { AUTH_TEXTS } from '../../texts';
import { RegisterForm } from '../register-form';

const challenge = { 'GET /api/register/challenge': { body: { id: 'c1', question: 'What is 2 + 5?' } } };

async function fillForm(user: ReturnType<typeof userEvent.setup>, answer: string) {
  await user.type(screen.getByLabelText('Full name'), 'Jane Doe');
  await user.type(screen.getByLabelText('Email'), 'jane@example.org');
  await user.type(screen.getByLabelText('Organization'), 'General Hospital');
  await user.type(screen.getByLabelText('Department'), 'Emergency');
  await user.type(screen.getByLabelText('Phone number'), '555-010-2000');
  await user.type(await screen.findByLabelText('Verification answer'), answer);
}

describe('RegisterForm', () => {
  it('shows the spec messages for every field', async () => {
    installFakeFetch(challenge);
    const user = userEvent.setup();
    renderWithRouter(<RegisterForm />, { path: '/auth' });
    await screen.findByText('What is 2 + 5?');
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));
    expect(await screen.findByText(REGISTRATION_MESSAGES.nameMin)).toBeTruthy();
    expect(screen.getByText(REGISTRATION_MESSAGES.emailInvalid)).toBeTruthy();
    expect(screen.getByText(REGISTRATION_MESSAGES.organizationMin)).toBeTruthy();
    expect(screen.getByText(REGISTRATION_MESSAGES.departmentMin)).toBeTruthy();
    expect(screen.getByText(REGISTRATION_MESSAGES.phoneMin)).toBeTruthy();
    expect(screen.getByText(REGISTRATION_MESSAGES.verificationRequired)).toBeTruthy();
  });

  it('submits the request with the challenge answer and thanks the person', async () => {
    const fake = installFakeFetch({
      ...challenge,
      'POST /api/registration-requests': { status: 201, body: { id: 1 } },
    });
    const user = userEvent.setup();
    renderWithRouter(<RegisterForm />, { path: '/auth' });
    await fillForm(user, '7');
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));
    expect(await screen.findByText(REGISTRATION_MESSAGES.submitted)).toBeTruthy();
    const post = fake.calls.find((call) => call.method === 'POST');
    expect(post?.body).toEqual({
      name: 'Jane Doe',
      email: 'jane@example.org',
      organization: 'General Hospital',
      department: 'Emergency',
      phoneNumber: '555-010-2000',
      captcha: { id: 'c1', answer: 7 },
    });
  });

  it('puts a wrong verification answer under the field and asks a new question', async () => {
    const fake = installFakeFetch({
      ...challenge,
      'POST /api/registration-requests': {
        status: 400,
        body: { message: `captcha: ${REGISTRATION_MESSAGES.verificationWrong}` },
      },
    });
    const user = userEvent.setup();
    renderWithRouter(<RegisterForm />, { path: '/auth' });
    await fillForm(user, '9');
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));
    expect(await screen.findByText(REGISTRATION_MESSAGES.verificationWrong)).toBeTruthy();
    expect(fake.calls.filter((call) => call.url === '/api/register/challenge').length).toBeGreaterThan(1);
  });

  it('shows the failure alert for other errors', async () => {
    installFakeFetch({
      ...challenge,
      'POST /api/registration-requests': { status: 500, body: { message: 'Internal server error' } },
    });
    const user = userEvent.setup();
    renderWithRouter(<RegisterForm />, { path: '/auth' });
    await fillForm(user, '7');
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));
    expect(await screen.findByText(AUTH_TEXTS.registrationSubmitFailed)).toBeTruthy();
  });
});
