import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { USER_BOARD_PATH } from '../../config/paths';
import { cartKeys } from '../../lib/cart';
import { authKeys } from '../../lib/session';
import { testCart, testUser } from '../../test/fixtures';
import { renderWithProviders, testQueryClient } from '../../test/render';
import { AccountDashboardRoute } from './account-dashboard-route';

function renderBoard(betaTester: '0' | '1') {
  const user = testUser({ userId: 1, firstName: 'Luca', betaTester });
  const queryClient = testQueryClient();
  queryClient.setQueryData(authKeys.test(), user);
  queryClient.setQueryData(cartKeys.view(), testCart({ user }));
  renderWithProviders(<AccountDashboardRoute />, { queryClient, path: USER_BOARD_PATH });
}

describe('/profile/dashboard', () => {
  it('lists every page of the account, Le mie liste and Spesa in azienda among them', () => {
    renderBoard('0');
    const links = screen.getAllByRole('link').map((link) => link.textContent);
    expect(links).toEqual([
      'Il mio profilo',
      'I miei ordini',
      'Le mie liste',
      'I miei indirizzi',
      'Spesa in azienda',
      'Buoni e punti',
    ]);
  });

  it('tells a beta tester they are one (docs/rules/account.md Roles), and nobody else', () => {
    renderBoard('1');
    expect(screen.getByText('Beta tester')).toBeVisible();
    expect(screen.getByText('Fai parte del programma beta del negozio.')).toBeVisible();
  });

  it('shows no beta badge to other shoppers', () => {
    renderBoard('0');
    expect(screen.queryByText('Beta tester')).toBeNull();
  });
});
