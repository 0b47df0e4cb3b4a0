import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  anonymousUser,
  RECAPTCHA_TEST_TOKEN,
  type RegistrationDisclaimer,
  type UserDisclaimer,
} from '@spesa/domain';
import { api } from '../../lib/api';
import { recaptchaClientConfig } from '../../lib/recaptcha';
import { jsonResponse, okEnvelope, refusal, renderWithProviders } from '../../test/render';
import { testBrand, testStore } from '../../test/fixtures';
import { RegistrationForm } from './components/registration-form';
import { ConsentsPanel } from './components/consents-panel';
import { RegistrationConfirmLinkRoute } from './routes/registration-confirm-link-route';

type Handler = (url: URL, init: RequestInit) => Response | undefined;

function mockServer(handler: Handler) {
  const calls: { url: URL; init: RequestInit }[] = [];
  api.configure({
    fetch: async (input, init = {}) => {
      const url = new URL(String(input));
      calls.push({ url, init });
      if (url.pathname === '/ebsn/api/auth/test')
        return jsonResponse(okEnvelope({ user: anonymousUser() }));
      return handler(url, init) ?? jsonResponse(okEnvelope({}));
    },
  });
  return calls;
}

afterEach(() => {
  api.configure({
    fetch: () => Promise.reject(new Error('no server in tests')),
    recaptchaEndpoints: [],
    recaptchaToken: null,
  });
  api.clearCache();
});

const DISCLAIMERS: RegistrationDisclaimer[] = [
  {
    registrationDisclaimerId: 11,
    code: 'privacy',
    title: 'Informativa sulla privacy',
    text: 'Dichiaro di aver letto l’informativa.',
    version: 1,
    required: true,
    priority: 0,
  },
  {
    registrationDisclaimerId: 12,
    code: 'newsletter',
    title: 'Newsletter',
    text: 'Desidero ricevere la newsletter.',
    version: 1,
    required: false,
    priority: 1,
  },
];

function registrationServer(register: Handler = () => undefined) {
  return mockServer((url, init) => {
    if (url.pathname === '/ebsn/api/registration-disclaimer/list')
      return jsonResponse(okEnvelope({ registrationDisclaimers: DISCLAIMERS }));
    if (url.pathname === '/ebsn/api/store-proximity/list')
      return jsonResponse(
        okEnvelope({
          data: { stores: [testStore({ storeId: 5, name: 'Bologna Centro', city: 'Bologna' })] },
        }),
      );
    if (url.pathname === '/ebsn/api/registration/register_user') return register(url, init);
    return undefined;
  });
}

const field = (name: RegExp) => screen.getByRole('textbox', { name });

async function fillValidForm() {
  const user = userEvent.setup();
  await user.type(field(/^Nome/), 'Giulia');
  await user.type(field(/^Cognome/), 'Verdi');
  await user.type(field(/^E-mail/), 'giulia@esempio.it');
  await user.type(field(/^Conferma e-mail/), 'giulia@esempio.it');
  await user.type(screen.getByLabelText(/^Password/), 'Segreta2026');
  await user.type(field(/^Indirizzo/), 'Via Roma');
  await user.type(field(/^Civico/), '1');
  await user.type(field(/^CAP/), '40121');
  await user.type(field(/^Città/), 'Bologna');
  await user.type(field(/^Provincia/), 'bo');
  await user.selectOptions(
    await screen.findByRole('combobox', { name: /^Punto vendita di riferimento/ }),
    '5',
  );
  await user.click(await screen.findByRole('checkbox', { name: /Informativa sulla privacy/ }));
  return user;
}

describe('RegistrationForm', () => {
  it('shows the spec messages under each field and calls nobody when empty', async () => {
    const calls = registrationServer();
    renderWithProviders(<RegistrationForm onRegistered={vi.fn()} />);
    await screen.findByRole('checkbox', { name: /Informativa sulla privacy/ });
    await userEvent.click(screen.getByRole('button', { name: 'Registrati' }));
    expect(await screen.findAllByText('Campo obbligatorio')).toHaveLength(11);
    expect(
      screen.getByText('Per registrarti devi accettare l’informativa sulla privacy'),
    ).toBeInTheDocument();
    expect(field(/^Nome/)).toHaveAttribute('aria-invalid', 'true');
    expect(field(/^Nome/)).toHaveAttribute('aria-required', 'true');
    expect(calls.filter((c) => c.url.pathname.endsWith('register_user'))).toHaveLength(0);
  });

  it('checks formats with the domain rules: e-mail, confirmation, password, card', async () => {
    registrationServer();
    renderWithProviders(<RegistrationForm onRegistered={vi.fn()} />);
    const user = await fillValidForm();
    await user.clear(field(/^Conferma e-mail/));
    await user.type(field(/^Conferma e-mail/), 'altra@esempio.it');
    await user.type(field(/^Carta fedeltà/), '2501234567895');
    await user.type(field(/^Telefono/), '12');
    await user.click(screen.getByRole('button', { name: 'Registrati' }));
    expect(await screen.findByText('Gli indirizzi e-mail non coincidono')).toBeInTheDocument();
    expect(screen.getByText('Numero di carta fedeltà non valido')).toBeInTheDocument();
    expect(screen.getByText('Digitare un numero di telefono valido')).toBeInTheDocument();
  });

  it('sends the form and the consents, and reports the address the mail went to', async () => {
    let sent: unknown;
    registrationServer((_url, init) => {
      sent = JSON.parse(String(init.body));
      return jsonResponse(okEnvelope({ email: 'giulia@esempio.it' }));
    });
    const onRegistered = vi.fn();
    renderWithProviders(<RegistrationForm onRegistered={onRegistered} />);
    const user = await fillValidForm();
    await user.click(screen.getByRole('checkbox', { name: /Newsletter/ }));
    await user.click(screen.getByRole('button', { name: 'Registrati' }));
    await waitFor(() => expect(onRegistered).toHaveBeenCalledWith('giulia@esempio.it', false));
    expect(sent).toMatchObject({
      firstName: 'Giulia',
      email: 'giulia@esempio.it',
      referenceStoreId: '5',
      disclaimers: [
        { disclaimerId: 11, accepted: true },
        { disclaimerId: 12, accepted: true },
      ],
    });
  });

  it('sends register_user with the reCAPTCHA token where the brand guards it', async () => {
    const brand = testBrand();
    api.configure(
      recaptchaClientConfig({
        ...brand.config,
        recaptchaEndpoints: ['/ebsn/api/registration/register_user'],
      }),
    );
    const calls = registrationServer(() =>
      jsonResponse(okEnvelope({ email: 'giulia@esempio.it' })),
    );
    const onRegistered = vi.fn();
    renderWithProviders(<RegistrationForm onRegistered={onRegistered} />, { brand });
    const user = await fillValidForm();
    await user.click(screen.getByRole('button', { name: 'Registrati' }));
    await waitFor(() => expect(onRegistered).toHaveBeenCalled());
    const sent = calls.find((c) => c.url.pathname.endsWith('register_user'));
    expect(sent?.url.searchParams.get('token')).toBe(RECAPTCHA_TEST_TOKEN);
    // The other calls of the page carry none.
    const list = calls.find((c) => c.url.pathname.endsWith('registration-disclaimer/list'));
    expect(list?.url.searchParams.has('token')).toBe(false);
  });

  it('puts a server refusal under its field and keeps what was typed', async () => {
    registrationServer(() =>
      jsonResponse(
        {
          response: {
            status: 400,
            errors: [
              {
                code: 'registration.unknown_store',
                error: 'Scegli un punto vendita tra quelli proposti',
                field: 'referenceStoreId',
              },
            ],
            infos: [],
            warnings: [],
          },
          data: {},
        },
        400,
      ),
    );
    renderWithProviders(<RegistrationForm onRegistered={vi.fn()} />);
    const user = await fillValidForm();
    await user.click(screen.getByRole('button', { name: 'Registrati' }));
    expect(
      await screen.findByText('Scegli un punto vendita tra quelli proposti'),
    ).toBeInTheDocument();
    expect(field(/^Nome/)).toHaveValue('Giulia');
    expect(field(/^Indirizzo/)).toHaveValue('Via Roma');
  });

  it('starts from injected defaults (a social sign-up’s provider data)', async () => {
    registrationServer();
    renderWithProviders(
      <RegistrationForm
        onRegistered={vi.fn()}
        prefill={{ firstName: 'Anna', lastName: 'Rossi', email: 'anna@esempio.it' }}
      />,
    );
    expect(field(/^Nome/)).toHaveValue('Anna');
    expect(field(/^Cognome/)).toHaveValue('Rossi');
    expect(field(/^E-mail/)).toHaveValue('anna@esempio.it');
    expect(field(/^Conferma e-mail/)).toHaveValue('');
  });
});

describe('/registration/confirm', () => {
  it('confirms with the link’s parameters and offers the login', async () => {
    const calls = mockServer((url) =>
      url.pathname.endsWith('registration_confirm')
        ? jsonResponse(okEnvelope({ email: 'giulia@esempio.it' }))
        : undefined,
    );
    renderWithProviders(<RegistrationConfirmLinkRoute />, {
      path: '/registration/confirm?e_mail=giulia%40esempio.it&reg_control_code=abc',
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'E-mail confermata' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Accedi' })).toBeInTheDocument();
    const confirm = calls.find((c) => c.url.pathname.endsWith('registration_confirm'))!;
    expect(confirm.url.searchParams.get('e_mail')).toBe('giulia@esempio.it');
    expect(confirm.url.searchParams.get('reg_control_code')).toBe('abc');
  });

  it('shows the server’s refusal and the resend', async () => {
    mockServer((url) =>
      url.pathname.endsWith('registration_confirm')
        ? jsonResponse(
            refusal(
              'registration.code_invalid',
              'Il link di conferma è scaduto: richiedi un nuovo invio dell’e-mail di conferma.',
              400,
            ),
            400,
          )
        : undefined,
    );
    renderWithProviders(<RegistrationConfirmLinkRoute />, {
      path: '/registration/confirm?e_mail=giulia%40esempio.it&reg_control_code=abc',
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Conferma non riuscita' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/è scaduto/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Invia di nuovo l’e-mail' })).toBeInTheDocument();
  });
});

describe('ConsentsPanel', () => {
  const answers: UserDisclaimer[] = DISCLAIMERS.map((d, i) => ({
    ...d,
    accepted: i === 0 ? true : null,
    acceptedVersion: i === 0 ? 1 : null,
    decidedAt: i === 0 ? '2026-03-02T10:00:00.000Z' : null,
  }));

  it('shows the answers and saves the changed choice with every answer', async () => {
    let sent: unknown;
    mockServer((url, init) => {
      if (url.pathname.endsWith('list-by-type'))
        return jsonResponse(okEnvelope({ registrationDisclaimers: answers }));
      if (url.pathname.endsWith('update-disclaimer')) {
        sent = JSON.parse(String(init.body));
        return jsonResponse(okEnvelope({ registrationDisclaimers: answers }));
      }
      return undefined;
    });
    renderWithProviders(<ConsentsPanel />);
    const privacy = await screen.findByRole('checkbox', { name: /Informativa sulla privacy/ });
    expect(privacy).toBeChecked();
    expect(screen.getByText('Accettato il 2 marzo 2026')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: /Newsletter/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Salva le preferenze' }));
    await waitFor(() =>
      expect(sent).toEqual({
        disclaimers: [
          { disclaimerId: 11, accepted: true },
          { disclaimerId: 12, accepted: true },
        ],
      }),
    );
  });

  it('does not let the required privacy be withdrawn', async () => {
    const calls = mockServer((url) =>
      url.pathname.endsWith('list-by-type')
        ? jsonResponse(okEnvelope({ registrationDisclaimers: answers }))
        : undefined,
    );
    renderWithProviders(<ConsentsPanel />);
    await userEvent.click(
      await screen.findByRole('checkbox', { name: /Informativa sulla privacy/ }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Salva le preferenze' }));
    const section = screen.getByRole('region', { name: 'I miei consensi' });
    expect(
      within(section).getByText(
        'L’informativa sulla privacy è necessaria per avere un account: non si può revocare.',
      ),
    ).toBeInTheDocument();
    expect(calls.filter((c) => c.url.pathname.endsWith('update-disclaimer'))).toHaveLength(0);
  });
});
