import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { anonymousUser, type User } from '@spesa/domain';
import { api, readStoredSession, storeSession } from '../../lib/api';
import { jsonResponse, okEnvelope, renderWithProviders, testQueryClient } from '../../test/render';
import { LoginDialog, useNotLoggedInListener } from '../../features/auth';
import { authKeys, closeLoginDialog, emitNotLoggedIn, type Session } from '../../lib/session';
import { ChunkLoadError, shopPrefixRedirect, withChunkTimeout } from '../router';
import { Navbar, type NavbarProps } from './navbar';
import { Footer } from './footer';
import { testUser } from '../../test/fixtures';

function session(user: User): Session {
  return {
    user,
    isAuthenticated: user.userId > -1,
    isMaster: false,
    isBetaTester: false,
    isKnown: true,
    isError: false,
  };
}

function renderNavbar(patch: Partial<NavbarProps> = {}) {
  const props: NavbarProps = {
    session: session(anonymousUser()),
    isReady: true,
    badgeCount: 0,
    badgeText: '0',
    onOpenCategories: vi.fn(),
    onOpenLinks: vi.fn(),
    onOpenCart: vi.fn(),
    onLogin: vi.fn(),
    onLogout: vi.fn(),
    ...patch,
  };
  renderWithProviders(<Navbar {...props} />);
  return props;
}

afterEach(() => {
  api.configure({ fetch: () => Promise.reject(new Error('no server in tests')) });
  closeLoginDialog();
});

describe('Navbar', () => {
  it('offers Accedi to an anonymous visitor and opens the drawers', async () => {
    const props = renderNavbar();
    await userEvent.click(screen.getByRole('button', { name: 'Accedi' }));
    expect(props.onLogin).toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Reparti' }));
    expect(props.onOpenCategories).toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: /^Carrello/ }));
    expect(props.onOpenCart).toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Servizi' }));
    expect(props.onOpenLinks).toHaveBeenCalled();
    expect(screen.getByRole('link', { name: /vai alla homepage/ })).toHaveAttribute('href', '/');
  });

  it("shows a logged-in shopper's first name with a menu to log out", async () => {
    const props = renderNavbar({ session: session(testUser({ firstName: 'Mario' })) });
    expect(screen.queryByRole('button', { name: 'Accedi' })).not.toBeInTheDocument();
    // The account menu is a module of its own, loaded for logged-in shoppers only.
    await userEvent.click(await screen.findByRole('button', { name: 'Mario' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Esci' }));
    expect(props.onLogout).toHaveBeenCalled();
  });

  it('names the cart count for assistive technology and shows the badge', () => {
    renderNavbar({ badgeCount: 3, badgeText: '3' });
    expect(screen.getByRole('button', { name: 'Carrello, 3 prodotti' })).toHaveTextContent('3');
  });
});

describe('Footer', () => {
  it('shows link groups from the footer menu and the copyright', () => {
    renderWithProviders(
      <Footer
        year={2026}
        isLoading={false}
        menu={[
          {
            ID: 1,
            title: 'Servizi',
            url: '#',
            target: '',
            classes: '',
            child_items: [
              {
                ID: 2,
                title: 'Consegna a casa',
                url: '/page/consegna-a-casa',
                target: '',
                classes: '',
              },
            ],
          },
        ]}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Servizi' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Consegna a casa' })).toHaveAttribute(
      'href',
      '/page/consegna-a-casa',
    );
    expect(screen.getByText(/© 2026 Mercatò\./)).toBeInTheDocument();
  });
});

describe("'not logged in' (docs/rules/shop-shell.md, docs/rules/api-conventions.md HTTP 419)", () => {
  function Listener() {
    useNotLoggedInListener();
    return <LoginDialog />;
  }

  it('forces the logged-out state and opens the login dialog', async () => {
    api.configure({ fetch: async () => jsonResponse(okEnvelope({ user: anonymousUser() })) });
    storeSession({ session: 'tok', account: '42' });
    const queryClient = testQueryClient();
    queryClient.setQueryData(authKeys.test(), testUser());
    renderWithProviders(<Listener />, { queryClient });
    emitNotLoggedIn();
    expect(await screen.findByRole('dialog', { name: 'Accedi' })).toBeInTheDocument();
    expect(queryClient.getQueryData<User>(authKeys.test())?.userId).toBe(-1);
    expect(readStoredSession().session).toBeNull();
  });

  it('a 419 from any call leads there through the client', async () => {
    const onSessionExpired = vi.fn(() => emitNotLoggedIn());
    api.configure({ fetch: async () => jsonResponse(okEnvelope(null), 419), onSessionExpired });
    renderWithProviders(<Listener />);
    await expect(api.request('/ebsn/api/cart/view')).rejects.toMatchObject({ status: 419 });
    expect(onSessionExpired).toHaveBeenCalled();
    await waitFor(() => expect(screen.getByRole('dialog', { name: 'Accedi' })).toBeInTheDocument());
  });
});

describe('shop prefix redirect loader', () => {
  it.each([
    ['http://localhost/shop', '/'],
    ['http://localhost/shop/category/frutta?page=2', '/category/frutta?page=2'],
  ])('%s -> %s', async (href, location) => {
    const url = new URL(href);
    const thrown = await (async () =>
      shopPrefixRedirect({
        request: new Request(href),
        url,
        pattern: '/shop/*',
        params: {},
        context: undefined,
      }))().catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get('Location')).toBe(location);
  });
});

describe('chunk load timeout (docs/rules/shop-shell.md)', () => {
  it('rejects a chunk that does not load in time', async () => {
    vi.useFakeTimers();
    const pending = withChunkTimeout(() => new Promise<never>(() => undefined), 120_000);
    vi.advanceTimersByTime(120_000);
    await expect(pending).rejects.toBeInstanceOf(ChunkLoadError);
    vi.useRealTimers();
  });

  it('passes a loaded chunk through', async () => {
    await expect(withChunkTimeout(async () => ({ ok: true }))).resolves.toEqual({ ok: true });
  });
});
