import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '../../lib/api';
import { jsonResponse, renderWithProviders } from '../../test/render';
import { isNewerVersion, needsUpgrade } from './compare-versions';
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

describe('needsUpgrade', () => {
  const web = { version: '1.1.26', build: 'aaaa1111', native: false };
  const app = { version: '1.1.26', build: null, native: true };
  it.each([
    [
      'a web page of the build the shop serves',
      { version: '1.1.26', build: 'aaaa1111' },
      web,
      false,
    ],
    ['a web page after a deploy', { version: '1.1.26', build: 'bbbb2222' }, web, true],
    [
      'a web page whatever the store version says',
      { version: '9.0.0', build: 'aaaa1111' },
      web,
      false,
    ],
    [
      'a web page served without a build (development)',
      { version: '1.1.26', build: 'bbbb2222' },
      { ...web, build: null },
      false,
    ],
    ['a shop that names no build', { version: '1.1.26' }, web, false],
    ['a native app behind the store', { version: '1.2.0', build: 'bbbb2222' }, app, true],
    ['a native app at the store version', { version: '1.1.26', build: 'bbbb2222' }, app, false],
  ])('%s: %s', (_case, latest, client, expected) => {
    expect(needsUpgrade(latest, client)).toBe(expected);
  });
});

describe('UpgradePrompt', () => {
  const serve = (version: string, build?: string) =>
    api.configure({
      fetch: async () =>
        jsonResponse({
          lastVersion: { version, description: 'Novità', url: '/app/{platform}', build },
        }),
    });
  const nativeApp = { version: '1.1.26', build: null, native: true };

  it('shows the title, the new version and an upgrade button when a newer version exists', async () => {
    serve('1.2.0');
    const onUpgrade = vi.fn();
    renderWithProviders(<UpgradePrompt onUpgrade={onUpgrade} client={nativeApp} />);
    expect(
      await screen.findByRole('heading', { name: 'Nuova versione disponibile' }),
    ).toBeInTheDocument();
    expect(screen.getByText('È disponibile la versione 1.2.0.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Aggiorna' }));
    expect(onUpgrade).toHaveBeenCalledTimes(1);
  });

  it('names the new build to a web page loaded before a deploy', async () => {
    serve('1.1.26', 'bbbb2222cccc');
    renderWithProviders(
      <UpgradePrompt
        onUpgrade={vi.fn()}
        client={{ version: '1.1.26', build: 'aaaa', native: false }}
      />,
    );
    expect(
      await screen.findByText('È disponibile la versione 1.1.26+bbbb222.'),
    ).toBeInTheDocument();
  });

  it('stays hidden when this client is current', async () => {
    serve('1.1.26', 'aaaa');
    const { queryClient } = renderWithProviders(
      <UpgradePrompt
        onUpgrade={vi.fn()}
        client={{ version: '1.1.26', build: 'aaaa', native: false }}
      />,
    );
    await vi.waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(screen.queryByText('Nuova versione disponibile')).not.toBeInTheDocument();
  });
});
