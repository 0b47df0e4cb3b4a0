import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '../../lib/api';
import { jsonResponse, renderWithProviders } from '../../test/render';
import { isNewerVersion } from './compare-versions';
import { UpgradePrompt } from './components/upgrade-prompt';

afterEach(() => api.configure({ fetch: () => Promise.reject(new Error('no server')) }));

describe('isNewerVersion', () => {
  it.each([
    ['1.1.27', '1.1.26', true],
    ['1.2.0', '1.1.26', true],
    ['1.10.0', '1.9.9', true], // numeric, not lexical
    ['2.0', '1.1.26', true],
    ['1.1.26', '1.1.26', false],
    ['1.1.25', '1.1.26', false],
    ['v1.1.30', '1.1.26', true],
  ])('%s newer than %s: %s', (candidate, current, expected) => {
    expect(isNewerVersion(candidate, current)).toBe(expected);
  });
});

describe('UpgradePrompt', () => {
  const serve = (version: string) =>
    api.configure({
      fetch: async () =>
        jsonResponse({ lastVersion: { version, description: 'Novità', url: '/app/{platform}' } }),
    });

  it('shows the title, the new version and an upgrade button when a newer version exists', async () => {
    serve('1.2.0');
    const onUpgrade = vi.fn();
    renderWithProviders(<UpgradePrompt onUpgrade={onUpgrade} />);
    expect(
      await screen.findByRole('heading', { name: 'Nuova versione disponibile' }),
    ).toBeInTheDocument();
    expect(screen.getByText('È disponibile la versione 1.2.0.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Aggiorna' }));
    expect(onUpgrade).toHaveBeenCalledTimes(1);
  });

  it('stays hidden when this client is current', async () => {
    serve('1.1.26');
    const { queryClient } = renderWithProviders(<UpgradePrompt onUpgrade={vi.fn()} />);
    await vi.waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(screen.queryByText('Nuova versione disponibile')).not.toBeInTheDocument();
  });
});
