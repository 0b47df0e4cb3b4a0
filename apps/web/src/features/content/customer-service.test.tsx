import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONTACT_TOPICS, RECAPTCHA_TEST_TOKEN, type MailPars } from '@spesa/domain';
import { api } from '../../lib/api';
import { recaptchaClientConfig } from '../../lib/recaptcha';
import { CUSTOMER_SERVICE_PATH } from '../../config/paths';
import { jsonResponse, renderWithProviders } from '../../test/render';
import { testBrand } from '../../test/fixtures';
import { CustomerServiceRoute } from './routes/customer-service-route';

const SEND = '/p/wp-admin/admin-ajax.php';

/** Form 5 as get_mail_pars describes it. */
const FORM: MailPars = {
  form_id: 5,
  title: 'Servizio clienti',
  recipients: ['servizio.clienti@esempio.it'],
  fields: [
    { name: 'nome', label: 'Nome', type: 'text', required: true },
    { name: 'cognome', label: 'Cognome', type: 'text', required: true },
    { name: 'email', label: 'E-mail', type: 'email', required: true },
    {
      name: 'argomento',
      label: 'Argomento',
      type: 'select',
      required: true,
      options: CONTACT_TOPICS.map((t) => ({ value: t.value, label: t.label })),
    },
    { name: 'messaggio', label: 'Messaggio', type: 'textarea', required: true },
    {
      name: 'privacy',
      label: 'Accetto l’informativa sulla privacy',
      type: 'checkbox',
      required: true,
    },
  ],
};

afterEach(() => {
  api.configure({
    fetch: () => Promise.reject(new Error('no server in tests')),
    recaptchaEndpoints: [],
    recaptchaToken: null,
  });
  api.clearCache();
});

describe('/servizio-clienti', () => {
  it('sends the form with the reCAPTCHA token where the brand guards it', async () => {
    const brand = testBrand();
    const sends: URL[] = [];
    api.configure({
      ...recaptchaClientConfig({ ...brand.config, recaptchaEndpoints: [SEND] }),
      fetch: async (input) => {
        const url = new URL(String(input));
        if (url.pathname === SEND) {
          sends.push(url);
          return jsonResponse({
            success: true,
            data: { message: 'Grazie, ti risponderemo entro due giorni lavorativi.' },
          });
        }
        return jsonResponse(FORM);
      },
    });
    renderWithProviders(<CustomerServiceRoute />, { brand, path: CUSTOMER_SERVICE_PATH });
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /^Nome/ }), 'Giulia');
    await user.type(screen.getByRole('textbox', { name: /^Cognome/ }), 'Bianchi');
    await user.type(screen.getByRole('textbox', { name: /^E-mail/ }), 'giulia@esempio.it');
    await user.selectOptions(
      screen.getByRole('combobox', { name: /^Argomento/ }),
      CONTACT_TOPICS[0]!.value,
    );
    await user.type(screen.getByRole('textbox', { name: /^Messaggio/ }), 'Mancavano le uova.');
    await user.click(screen.getByRole('checkbox', { name: /informativa/ }));
    await user.click(screen.getByRole('button', { name: /Invia/ }));
    expect(
      await screen.findByText('Grazie, ti risponderemo entro due giorni lavorativi.'),
    ).toBeInTheDocument();
    expect(sends).toHaveLength(1);
    expect(sends[0]!.searchParams.get('token')).toBe(RECAPTCHA_TEST_TOKEN);
  });
});
