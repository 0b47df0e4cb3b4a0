import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ACCOUNT_MESSAGES, LOGIN_MESSAGES, type PersonDetail } from '@spesa/domain';
import { api } from '../../../lib/api';
import { jsonResponse, okEnvelope, renderWithProviders } from '../../../test/render';
import { EmailForm } from './email-form';

const PERSON: PersonDetail = {
  userId: 7,
  login: 'anna@esempio.it',
  email: 'anna@esempio.it',
  firstName: 'Anna',
  lastName: 'Neri',
  phone: null,
  birthDate: null,
  fiscalCode: null,
  address1: null,
  addressNumber: null,
  postalcode: null,
  city: null,
  province: null,
  fidelityCard: null,
  profile: { level: 1 },
};

const WRONG_PASSWORD = {
  response: {
    status: 1,
    errors: [
      {
        code: 'account.password_wrong',
        error: ACCOUNT_MESSAGES.oldPasswordWrong,
        field: 'password',
      },
    ],
    infos: [],
    warnings: [],
  },
  data: null,
};

/** update_email_request answers per password; every call it gets is kept. */
function mockServer() {
  const calls: URL[] = [];
  api.configure({
    fetch: async (input) => {
      const url = new URL(String(input));
      if (url.pathname !== '/ebsn/api/registration/update_email_request')
        return jsonResponse(okEnvelope({}));
      calls.push(url);
      return jsonResponse(
        url.searchParams.get('password') === 'Segreta2026' ? okEnvelope({}) : WRONG_PASSWORD,
      );
    },
  });
  return calls;
}

afterEach(() => {
  api.configure({ fetch: () => Promise.reject(new Error('no server in tests')) });
  api.clearCache();
});

describe('Cambia e-mail', () => {
  it('asks the current password, keeps what was typed when it is wrong, and sends both', async () => {
    const calls = mockServer();
    renderWithProviders(<EmailForm person={PERSON} />);
    const user = userEvent.setup();
    const newEmail = screen.getByLabelText(/^Nuovo indirizzo e-mail/);
    const password = screen.getByLabelText(/^Password attuale/);
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveAttribute('autocomplete', 'current-password');
    const submit = screen.getByRole('button', { name: 'Cambia e-mail' });

    await user.type(newEmail, 'nuova@esempio.it');
    await user.click(submit);
    expect(await screen.findByText(LOGIN_MESSAGES.passwordRequired)).toBeVisible();
    expect(calls).toHaveLength(0);

    await user.type(password, 'sbagliata');
    await user.click(submit);
    expect(await screen.findByText(ACCOUNT_MESSAGES.oldPasswordWrong)).toBeVisible();
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveValue('sbagliata');
    expect(newEmail).toHaveValue('nuova@esempio.it');

    await user.clear(password);
    await user.type(password, 'Segreta2026');
    await user.click(submit);
    expect(await screen.findByText(ACCOUNT_MESSAGES.emailChangeRequested)).toBeVisible();
    expect(calls.at(-1)?.searchParams.get('new_email')).toBe('nuova@esempio.it');
    expect(calls.at(-1)?.searchParams.get('password')).toBe('Segreta2026');
    expect(password).toHaveValue('');
  });
});
