import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { readAppState, recordTutorialSeen } from '../../lib/app-state';
import { loadNamespaces } from '../../i18n';
import { WelcomeDialog } from './welcome-dialog';

beforeEach(async () => {
  localStorage.clear();
  await loadNamespaces(['app']);
});

const dialog = () => screen.queryByRole('dialog');

describe("WelcomeDialog (the installed app's first start, «tutorial seen»)", () => {
  it('walks through three steps and is not shown again once closed', async () => {
    const user = userEvent.setup();
    const { unmount } = renderWithProviders(<WelcomeDialog />);
    expect(
      await screen.findByRole('dialog', { name: 'Scegli come ricevere la spesa' }),
    ).toBeVisible();
    expect(screen.getByText('Passo 1 di 3')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Avanti' }));
    expect(screen.getByRole('dialog', { name: 'Frutta, verdura e banco a peso' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Avanti' }));
    expect(screen.getByRole('dialog', { name: 'I tuoi ordini, sempre qui' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Salta' })).toBeNull();
    expect(readAppState().tutorialSeen).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Inizia a fare la spesa' }));
    expect(dialog()).toBeNull();
    expect(readAppState().tutorialSeen).toBe(true);
    unmount();

    renderWithProviders(<WelcomeDialog />);
    expect(dialog()).toBeNull();
  });

  it('«Salta» closes it for good, and so does Esc', async () => {
    const user = userEvent.setup();
    const first = renderWithProviders(<WelcomeDialog />);
    await user.click(await screen.findByRole('button', { name: 'Salta' }));
    expect(dialog()).toBeNull();
    expect(readAppState().tutorialSeen).toBe(true);
    first.unmount();

    localStorage.clear();
    renderWithProviders(<WelcomeDialog />);
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    expect(dialog()).toBeNull();
    expect(readAppState().tutorialSeen).toBe(true);
  });

  it('shows nothing to a shopper who has seen it', () => {
    recordTutorialSeen();
    renderWithProviders(<WelcomeDialog />);
    expect(dialog()).toBeNull();
  });
});
