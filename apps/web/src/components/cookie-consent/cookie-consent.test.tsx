import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { closeCookiePreferences, readCookiePreferences } from '../../lib/consent';
import { renderWithProviders } from '../../test/render';
import { CookieConsentHost } from './host';

afterEach(() => closeCookiePreferences());

describe('cookie centre', () => {
  it("shows the banner on a first visit and loads the categories on 'Personalizza'", async () => {
    renderWithProviders(<CookieConsentHost />);
    expect(
      await screen.findByRole('heading', { name: 'Rispettiamo la tua privacy' }),
    ).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Personalizza' }));
    const dialog = await screen.findByRole('dialog', { name: 'Preferenze cookie' });
    expect(screen.getByRole('checkbox', { name: /Tecnici/ })).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Statistiche' }));
    await userEvent.click(screen.getByRole('button', { name: 'Salva le preferenze' }));

    expect(dialog).not.toBeInTheDocument();
    expect(readCookiePreferences()).toMatchObject({ analytics: true, profilation: false });
  });
});
