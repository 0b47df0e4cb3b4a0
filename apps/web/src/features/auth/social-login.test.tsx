import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, readStoredSession, storeSession } from '../../lib/api';
import { authKeys } from '../../lib/session';
import { jsonResponse, okEnvelope, refusal, renderWithProviders } from '../../test/render';
import { testCart, testUser } from '../../test/fixtures';
import { LoginForm } from './components/login-form';
import { SocialLinkRoute } from './routes/social-link-route';
import { SocialLoginRoute } from './routes/social-login-route';

type Handler = (url: URL, init: RequestInit) => Response;

function mockServer(handler: Handler) {
  const calls: { url: URL; init: RequestInit }[] = [];
  api.configure({
    fetch: async (input, init = {}) => {
      const url = new URL(String(input));
      calls.push({ url, init });
      return handler(url, init);
    },
  });
  return calls;
}

afterEach(() => {
  api.configure({ fetch: () => Promise.reject(new Error('no server in tests')) });
  api.clearCache();
  localStorage.clear();
});

describe('the login form', () => {
  it('offers a full-page login at each configured provider', async () => {
    mockServer(() => jsonResponse(okEnvelope({ providers: ['google', 'facebook'] })));
    renderWithProviders(<LoginForm onSuccess={vi.fn()} socialRedirect="/checkout" />);
    const google = await screen.findByRole('link', { name: 'Accedi con Google' });
    expect(google).toHaveAttribute(
      'href',
      '/ebsn/api/social-redir/google/start?redirect=%2Fcheckout',
    );
    expect(screen.getByRole('link', { name: 'Accedi con Facebook' })).toHaveAttribute(
      'href',
      '/ebsn/api/social-redir/facebook/start?redirect=%2Fcheckout',
    );
  });

  it('shows no social button when no provider is configured', async () => {
    const calls = mockServer(() => jsonResponse(okEnvelope({ providers: [] })));
    renderWithProviders(<LoginForm onSuccess={vi.fn()} />);
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(screen.queryByRole('link', { name: /Accedi con/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Accedi' })).toBeInTheDocument();
  });
});

describe('/social-login', () => {
  it('takes over the session the callback opened and lands on the dashboard', async () => {
    storeSession({ session: 'a'.repeat(43), account: '1' });
    const calls = mockServer(() =>
      jsonResponse(okEnvelope({ data: testCart({ user: testUser() }) }), 200, {
        'X-Ebsn-Session': 'b'.repeat(43),
        'X-Ebsn-Account': String(testUser().userId),
      }),
    );
    const { queryClient } = renderWithProviders(<SocialLoginRoute />, {
      path: '/social-login',
      routes: [{ path: '/profile/dashboard', element: <p>Il mio account</p> }],
    });
    expect(await screen.findByText('Il mio account')).toBeInTheDocument();
    // The stale id was not sent: the cookie the callback set decides.
    expect(new Headers(calls[0]!.init.headers).get('X-Ebsn-Session')).toBeNull();
    expect(readStoredSession().session).toBe('b'.repeat(43));
    expect(queryClient.getQueryData(authKeys.test())).toMatchObject({ userId: testUser().userId });
  });

  it('says so when no session came back, with the way back to the login', async () => {
    mockServer(() =>
      jsonResponse(
        refusal('auth.required', 'È necessario effettuare il login per continuare.'),
        401,
      ),
    );
    renderWithProviders(<SocialLoginRoute />, { path: '/social-login' });
    expect(
      await screen.findByRole('heading', { name: 'Accesso non riuscito' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Torna alla pagina di accesso' })).toBeInTheDocument();
  });
});

describe('/social-login/link', () => {
  const pending = {
    socialUser: {
      provider: 'google',
      mode: 'link',
      email: 'mario.rossi@esempio.it',
      emailVerified: true,
      firstName: 'Mario',
      lastName: 'Rossi',
    },
  };

  it("links with the account's password and lands where asked", async () => {
    const calls = mockServer((url) =>
      url.pathname.endsWith('/link')
        ? jsonResponse(okEnvelope({ data: testCart() }))
        : jsonResponse(okEnvelope(pending)),
    );
    renderWithProviders(<SocialLinkRoute />, {
      path: '/social-login/link?redirect=%2Fcheckout',
      routes: [{ path: '/checkout', element: <p>Checkout</p> }],
    });
    expect(
      await screen.findByRole('heading', { name: 'Collega il tuo account Google' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/mario\.rossi@esempio\.it/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Collega e accedi' }));
    expect(await screen.findByText('Digitare la password')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Password'), 'Spesa2026!');
    await userEvent.click(screen.getByRole('button', { name: 'Collega e accedi' }));
    expect(await screen.findByText('Checkout')).toBeInTheDocument();
    const link = calls.find((c) => c.url.pathname === '/ebsn/api/social-redir/link')!;
    expect(String(link.init.body)).toContain('password=Spesa2026%21');
  });

  it("shows the server's refusal of a wrong password", async () => {
    mockServer((url) =>
      url.pathname.endsWith('/link')
        ? jsonResponse(refusal('auth.invalid_credentials', 'E-mail o password non corretti.'))
        : jsonResponse(okEnvelope(pending)),
    );
    renderWithProviders(<SocialLinkRoute />, { path: '/social-login/link' });
    await userEvent.type(await screen.findByLabelText('Password'), 'sbagliata');
    await userEvent.click(screen.getByRole('button', { name: 'Collega e accedi' }));
    expect(await screen.findByText('E-mail o password non corretti.')).toBeInTheDocument();
  });

  it('says when nothing is pending', async () => {
    mockServer(() =>
      jsonResponse(
        refusal(
          'social.no_pending',
          'Nessun accesso social in sospeso: riprova dalla pagina di accesso.',
        ),
      ),
    );
    renderWithProviders(<SocialLinkRoute />, { path: '/social-login/link' });
    expect(await screen.findByText(/Nessun accesso social in sospeso/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Torna alla pagina di accesso' })).toBeInTheDocument();
  });
});
