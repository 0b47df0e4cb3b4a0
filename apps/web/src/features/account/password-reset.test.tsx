import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RECAPTCHA_TEST_TOKEN } from '@spesa/domain';
import { api } from '../../lib/api';
import { recaptchaClientConfig } from '../../lib/recaptcha';
import { RESET_PASSWORD_SENT_PATH } from '../../config/paths';
import { jsonResponse, okEnvelope, renderWithProviders } from '../../test/render';
import { testBrand } from '../../test/fixtures';
import { ResetPasswordRequestRoute } from './routes/reset-password-request-route';

const REQUEST = '/ebsn/api/registration/password_reset_token_request';

afterEach(() => {
  api.configure({
    fetch: () => Promise.reject(new Error('no server in tests')),
    recaptchaEndpoints: [],
    recaptchaToken: null,
  });
  api.clearCache();
});

describe('/reset-password-request', () => {
  it('asks for the link with the reCAPTCHA token where the brand guards the call', async () => {
    const brand = testBrand();
    const calls: URL[] = [];
    api.configure({
      ...recaptchaClientConfig({ ...brand.config, recaptchaEndpoints: [REQUEST] }),
      fetch: async (input) => {
        calls.push(new URL(String(input)));
        return jsonResponse(okEnvelope({}));
      },
    });
    renderWithProviders(<ResetPasswordRequestRoute />, {
      brand,
      path: '/reset-password-request',
      routes: [{ path: RESET_PASSWORD_SENT_PATH, element: <p>Inviata</p> }],
    });
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: /^E-mail/ }), 'giulia@esempio.it');
    await user.click(screen.getByRole('button', { name: 'Invia il link' }));
    expect(await screen.findByText('Inviata')).toBeInTheDocument();
    const sent = calls.find((url) => url.pathname === REQUEST);
    expect(sent?.searchParams.get('e_mail')).toBe('giulia@esempio.it');
    expect(sent?.searchParams.get('token')).toBe(RECAPTCHA_TEST_TOKEN);
  });
});
