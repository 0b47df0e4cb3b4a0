import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import userEvent from '@testing-library/user-event';
import { anonymousUser, type User } from '@spesa/domain';
import { api, readStoredSession, storeSession } from '../../lib/api';
import {
  jsonResponse,
  okEnvelope,
  refusal,
  renderWithProviders,
  testQueryClient,
} from '../../test/render';
import { cartKeys } from '../../lib/cart';
import { authKeys } from '../../lib/session';
import { LoginForm } from './components/login-form';
import { useLogoutMutation } from './api/logout';
import { requiresAuth, requiresSsoUser } from './guards';
import { testBrand, testCart, testUser } from '../../test/fixtures';

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

/** The login form also asks which social logins exist: these tests are about the password login. */
const loginCalls = (calls: { url: URL; init: RequestInit }[]) =>
  calls.filter((call) => call.url.pathname === '/ebsn/api/auth/login');

afterEach(() => {
  api.configure({ fetch: () => Promise.reject(new Error('no server in tests')) });
  api.clearCache();
});

describe('LoginForm', () => {
  it('shows the spec messages for an empty form and does not call the server', async () => {
    const calls = mockServer(() => jsonResponse(okEnvelope({})));
    renderWithProviders(<LoginForm onSuccess={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Accedi' }));
    expect(await screen.findByText("Digitare l'e-mail")).toBeInTheDocument();
    expect(screen.getByText('Digitare la password')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(loginCalls(calls)).toHaveLength(0);
  });

  it('refuses an invalid e-mail with the spec message', async () => {
    const calls = mockServer(() => jsonResponse(okEnvelope({})));
    renderWithProviders(<LoginForm onSuccess={vi.fn()} />);
    await userEvent.type(screen.getByLabelText('Email'), 'mario@');
    await userEvent.type(screen.getByLabelText('Password'), 'segreta');
    await userEvent.click(screen.getByRole('button', { name: 'Accedi' }));
    expect(await screen.findByText('Digitare una e-mail valida')).toBeInTheDocument();
    expect(loginCalls(calls)).toHaveLength(0);
  });

  it('does not submit without a password', async () => {
    const calls = mockServer(() => jsonResponse(okEnvelope({})));
    renderWithProviders(<LoginForm onSuccess={vi.fn()} />);
    await userEvent.type(screen.getByLabelText('Email'), 'mario.rossi@esempio.it');
    await userEvent.click(screen.getByRole('button', { name: 'Accedi' }));
    expect(await screen.findByText('Digitare la password')).toBeInTheDocument();
    expect(loginCalls(calls)).toHaveLength(0);
  });

  it('shows the server error in the message area and keeps what was typed', async () => {
    mockServer(() =>
      jsonResponse(refusal('auth.invalid_credentials', 'E-mail o password non corretti.')),
    );
    const onSuccess = vi.fn();
    renderWithProviders(<LoginForm onSuccess={onSuccess} />);
    await userEvent.type(screen.getByLabelText('Email'), 'mario.rossi@esempio.it');
    await userEvent.type(screen.getByLabelText('Password'), 'sbagliata');
    await userEvent.click(screen.getByRole('button', { name: 'Accedi' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('E-mail o password non corretti.'),
    );
    expect(screen.getByLabelText('Email')).toHaveValue('mario.rossi@esempio.it');
    expect(screen.getByLabelText('Password')).toHaveValue('sbagliata');
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('drops the server error when the next attempt is refused by the field validators', async () => {
    mockServer(() =>
      jsonResponse(refusal('auth.invalid_credentials', 'E-mail o password non corretti.')),
    );
    renderWithProviders(<LoginForm onSuccess={vi.fn()} />);
    await userEvent.type(screen.getByLabelText('Email'), 'mario.rossi@esempio.it');
    await userEvent.type(screen.getByLabelText('Password'), 'sbagliata');
    await userEvent.click(screen.getByRole('button', { name: 'Accedi' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('E-mail o password non corretti.'),
    );
    await userEvent.clear(screen.getByLabelText('Email'));
    await userEvent.clear(screen.getByLabelText('Password'));
    await userEvent.click(screen.getByRole('button', { name: 'Accedi' }));
    expect(await screen.findByText('Digitare la password')).toBeInTheDocument();
    expect(screen.queryByText('E-mail o password non corretti.')).not.toBeInTheDocument();
  });

  it('shows the too-many-attempts text of a 429', async () => {
    mockServer(() =>
      jsonResponse(refusal('auth.too_many_attempts', 'Troppi tentativi, riprova più tardi.'), 429),
    );
    renderWithProviders(<LoginForm onSuccess={vi.fn()} />);
    await userEvent.type(screen.getByLabelText('Email'), 'mario.rossi@esempio.it');
    await userEvent.type(screen.getByLabelText('Password'), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Accedi' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Troppi tentativi, riprova più tardi.'),
    );
  });

  it('posts the form url-encoded, stores the session and the cart on success', async () => {
    const user = testUser();
    const cart = testCart({ user, totalItems: 3 });
    const calls = mockServer(() =>
      jsonResponse(okEnvelope({ data: cart }), 200, {
        'X-Ebsn-Session': 'tok-1',
        'X-Ebsn-Account': '42',
      }),
    );
    const onSuccess = vi.fn();
    const queryClient = testQueryClient();
    renderWithProviders(<LoginForm onSuccess={onSuccess} />, { queryClient });
    await userEvent.type(screen.getByLabelText('Email'), 'mario.rossi@esempio.it');
    await userEvent.type(screen.getByLabelText('Password'), 'Spesa2026!');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Ricordami' }));
    await userEvent.click(screen.getByRole('button', { name: 'Accedi' }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith(cart));
    expect(loginCalls(calls)).toHaveLength(1);
    expect(String(loginCalls(calls)[0]!.init.body)).toBe(
      'login=mario.rossi%40esempio.it&password=Spesa2026%21&remember_me=true&show_sectors=false',
    );
    expect(readStoredSession()).toEqual({ session: 'tok-1', account: '42' });
    expect(queryClient.getQueryData(cartKeys.view())).toEqual(cart);
    expect(queryClient.getQueryData<User>(authKeys.test())?.firstName).toBe('Mario');
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('toggles the password visibility with an accessible name', async () => {
    renderWithProviders(<LoginForm onSuccess={vi.fn()} />);
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Mostra password' }));
    expect(password).toHaveAttribute('type', 'text');
    await userEvent.click(screen.getByRole('button', { name: 'Nascondi password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('shows recovery and registration only when the brand allows registration', () => {
    const { unmount } = renderWithProviders(<LoginForm onSuccess={vi.fn()} />);
    expect(screen.getByRole('link', { name: 'Password dimenticata?' })).toHaveAttribute(
      'href',
      '/reset-password-request',
    );
    expect(screen.getByRole('link', { name: 'Registrati' })).toHaveAttribute(
      'href',
      '/registration-user',
    );
    expect(screen.getByRole('link', { name: /consegna a casa/ })).toHaveAttribute(
      'href',
      '/page/consegna-a-casa',
    );
    unmount();
    const closed = testBrand();
    renderWithProviders(<LoginForm onSuccess={vi.fn()} />, {
      brand: { ...closed, flags: { ...closed.flags, registration: false } },
    });
    expect(screen.queryByRole('link', { name: 'Password dimenticata?' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Registrati' })).not.toBeInTheDocument();
  });
});

describe('guards', () => {
  const href = 'http://localhost/profile/orders';
  const args = {
    request: new Request(href),
    url: new URL(href),
    pattern: '/profile/orders',
    params: {},
    context: undefined,
  };

  async function outcome(loader: ReturnType<typeof requiresAuth>): Promise<string | null> {
    try {
      await loader(args);
      return null;
    } catch (thrown) {
      if (thrown instanceof Response) return thrown.headers.get('Location');
      throw thrown;
    }
  }

  beforeEach(() => localStorage.clear());

  it('requiresAuth sends an anonymous visitor Home without asking the server', async () => {
    const calls = mockServer(() => jsonResponse(okEnvelope({ user: anonymousUser() })));
    expect(await outcome(requiresAuth(testQueryClient()))).toBe('/');
    expect(calls).toHaveLength(0);
  });

  it('requiresAuth lets a cached logged-in shopper through', async () => {
    const queryClient = testQueryClient();
    queryClient.setQueryData(authKeys.test(), testUser());
    expect(await outcome(requiresAuth(queryClient))).toBeNull();
  });

  it('requiresAuth sends a cached anonymous shopper Home', async () => {
    const queryClient = testQueryClient();
    queryClient.setQueryData(authKeys.test(), anonymousUser());
    expect(await outcome(requiresAuth(queryClient))).toBe('/');
  });

  it('requiresAuth asks auth/test when only the stored session is known', async () => {
    storeSession({ session: 'tok', account: '42' });
    const calls = mockServer(() => jsonResponse(okEnvelope({ user: testUser() })));
    expect(await outcome(requiresAuth(testQueryClient()))).toBeNull();
    expect(calls[0]!.url.pathname).toBe('/ebsn/api/auth/test');
  });

  it('requiresAuth sends Home when the stored session turns out anonymous', async () => {
    storeSession({ session: 'old', account: '42' });
    mockServer(() => jsonResponse(okEnvelope({ user: anonymousUser() })));
    expect(await outcome(requiresAuth(testQueryClient()))).toBe('/');
  });

  it('requiresSsoUser: SSO users pass, other shoppers go to the user board, visitors Home', async () => {
    const sso = testQueryClient();
    sso.setQueryData(authKeys.test(), testUser({ ssoUser: true }));
    expect(await outcome(requiresSsoUser(sso))).toBeNull();

    const local = testQueryClient();
    local.setQueryData(authKeys.test(), testUser({ ssoUser: false }));
    expect(await outcome(requiresSsoUser(local))).toBe('/profile/dashboard');

    expect(await outcome(requiresSsoUser(testQueryClient()))).toBe('/');
  });
});

describe('logout (docs/rules/account.md)', () => {
  function LogoutButton() {
    const logout = useLogoutMutation();
    return (
      <button type="button" onClick={() => logout.mutate()}>
        Esci
      </button>
    );
  }

  it.each([
    ['answers', () => jsonResponse(okEnvelope({})), []],
    [
      'fails',
      () => jsonResponse({}, 502),
      ['Errore durante il logout: la sessione sul server scadrà da sola.'],
    ],
  ])(
    'forgets the session locally when the server %s, and says errorLogout if it failed',
    async (_, answer, texts) => {
      mockServer(answer);
      const toasts: string[] = [];
      api.configure({ notify: (m) => toasts.push(m.text) });
      storeSession({ session: 'sessione-di-prova' });
      const queryClient = testQueryClient();
      queryClient.setQueryData(authKeys.test(), testUser({ userId: 1 }));
      renderWithProviders(<LogoutButton />, { queryClient });
      await userEvent.click(screen.getByRole('button', { name: 'Esci' }));
      await waitFor(() => expect(queryClient.getQueryData<User>(authKeys.test())?.userId).toBe(-1));
      expect(readStoredSession().session).toBeNull();
      expect(toasts).toEqual(texts);
      api.configure({ notify: () => undefined });
    },
  );

  it('sends the shopper Home from a protected page before its data go, without asking for them again', async () => {
    const calls = mockServer((url) =>
      url.pathname === '/ebsn/api/order/list'
        ? jsonResponse(okEnvelope({ orders: [] }))
        : jsonResponse(okEnvelope({})),
    );
    storeSession({ session: 'sessione-di-prova' });
    const queryClient = testQueryClient();
    queryClient.setQueryData(authKeys.test(), testUser({ userId: 1 }));
    function MyOrders() {
      useQuery({
        queryKey: ['orders', 'list'],
        queryFn: () => api.request('/ebsn/api/order/list'),
      });
      return <LogoutButton />;
    }
    const { router } = renderWithProviders(<MyOrders />, {
      queryClient,
      path: '/profile/orders',
      routes: [{ path: '/', element: <p>Homepage</p> }],
      loader: requiresAuth(queryClient),
    });
    await waitFor(() =>
      expect(calls.some((c) => c.url.pathname === '/ebsn/api/order/list')).toBe(true),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Esci' }));
    expect(await screen.findByText('Homepage')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(calls.filter((c) => c.url.pathname === '/ebsn/api/order/list')).toHaveLength(1);
  });
});
