import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { closeLoginDialog, useLoginDialog } from '../../lib/session';
import { BottomBar, type BottomBarProps } from './bottom-bar';
import { BOTTOM_BAR_SPACE_VAR } from './bottom-bar-space';

afterEach(() => closeLoginDialog());

function LoginProbe() {
  const { open, redirectTo } = useLoginDialog();
  return open ? <p>login for {redirectTo}</p> : null;
}

function renderBar(path: string, props: Partial<BottomBarProps> = {}) {
  const handlers = { onOpenCategories: vi.fn(), onOpenCart: vi.fn() };
  const ui = (
    <>
      <BottomBar isAuthenticated badgeCount={0} badgeText="0" {...handlers} {...props} />
      <LoginProbe />
    </>
  );
  const view = renderWithProviders(ui, {
    path,
    route: '*',
  });
  return { ...view, ...handlers };
}

const bar = () => screen.getByRole('navigation', { name: "Navigazione dell'app" });

describe('BottomBar (docs/rules/shop-shell.md App shell)', () => {
  it('is a labelled landmark with the five items', () => {
    renderBar('/');
    const items = within(bar()).getAllByRole('listitem');
    expect(items).toHaveLength(5);
    expect(within(bar()).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(bar()).getByRole('link', { name: 'Ordini' })).toHaveAttribute(
      'href',
      '/profile/orders',
    );
    expect(within(bar()).getByRole('button', { name: 'Prodotti' })).toBeInTheDocument();
    expect(within(bar()).getByRole('button', { name: 'Carrello, vuoto' })).toBeInTheDocument();
    expect(within(bar()).getByRole('link', { name: 'Liste' })).toHaveAttribute(
      'href',
      '/profile/lists',
    );
    expect(bar()).toHaveClass('sm:hidden', 'fixed', 'bottom-0');
  });

  it("shows the cart's count as the navbar does", () => {
    renderBar('/', { badgeCount: 120, badgeText: '99+' });
    const cart = within(bar()).getByRole('button', { name: 'Carrello, 120 prodotti' });
    expect(within(cart).getByTestId('bottom-bar-badge')).toHaveTextContent('99+');
  });

  it('has no badge on an empty cart', () => {
    renderBar('/');
    expect(screen.queryByTestId('bottom-bar-badge')).not.toBeInTheDocument();
  });

  it.each([
    ['/', 'Home'],
    ['/profile/orders', 'Ordini'],
    ['/profile/orders/12', 'Ordini'],
    ['/profile/lists/favourites', 'Liste'],
  ])('marks the current item on %s', (path, name) => {
    renderBar(path);
    const current = within(bar())
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current.map((link) => link.textContent)).toEqual([name]);
    expect(within(bar()).getByRole('button', { name: 'Prodotti' })).not.toHaveAttribute(
      'aria-current',
    );
  });

  it('marks products on a category page, and no link', () => {
    renderBar('/category/frutta');
    expect(within(bar()).getByRole('button', { name: 'Prodotti' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(
      within(bar())
        .getAllByRole('link')
        .some((link) => link.hasAttribute('aria-current')),
    ).toBe(false);
  });

  it('opens the categories and the cart drawers', async () => {
    const user = userEvent.setup();
    const view = renderBar('/');
    await user.click(within(bar()).getByRole('button', { name: 'Prodotti' }));
    expect(view.onOpenCategories).toHaveBeenCalledTimes(1);
    await user.click(within(bar()).getByRole('button', { name: /^Carrello/ }));
    expect(view.onOpenCart).toHaveBeenCalledTimes(1);
  });

  it('goes to the orders page', async () => {
    const user = userEvent.setup();
    const view = renderBar('/');
    await user.click(within(bar()).getByRole('link', { name: 'Ordini' }));
    expect(view.router.state.location.pathname).toBe('/profile/orders');
  });

  it('asks a logged-out shopper to log in first, then to land on the page', async () => {
    const user = userEvent.setup();
    const view = renderBar('/', { isAuthenticated: false });
    await user.click(within(bar()).getByRole('link', { name: 'Liste' }));
    expect(view.router.state.location.pathname).toBe('/');
    expect(screen.getByText('login for /profile/lists')).toBeInTheDocument();
  });

  it('tells the page how much room it takes, and forgets it when gone', () => {
    const view = renderBar('/');
    expect(document.documentElement.style.getPropertyValue(BOTTOM_BAR_SPACE_VAR)).toBe('0px');
    view.unmount();
    expect(document.documentElement.style.getPropertyValue(BOTTOM_BAR_SPACE_VAR)).toBe('');
  });
});
