import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { saveCookiePreferences } from '../../lib/consent';
import { renderWithProviders } from '../../test/render';
import { InstallBanner } from './components/install-banner';
import { InstallBannerSlot } from './slot';
import {
  installBannerDue,
  NO_INSTALL_MEMORY,
  readInstallMemory,
  type InstallMemory,
} from './install-rule';
import {
  captureInstallPrompt,
  forgetInstallPrompt,
  installPrompt,
  type InstallPromptEvent,
} from './prompt-capture';

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.parse('2026-06-15T10:00:00Z');
const dismissed = (dismissals: number, daysAgo: number): InstallMemory => ({
  dismissals,
  lastDismissedAt: NOW - daysAgo * DAY,
  installed: false,
});

describe('installBannerDue (SPEC §9: hidden 7 days, reminder 14)', () => {
  it.each<[string, InstallMemory, { standalone?: boolean; pageViews?: number }, boolean]>([
    ['never answered, second page', NO_INSTALL_MEMORY, {}, true],
    ['never answered, first page of the visit', NO_INSTALL_MEMORY, { pageViews: 1 }, false],
    ['never answered, fifth page', NO_INSTALL_MEMORY, { pageViews: 5 }, true],
    ['running as the installed app', NO_INSTALL_MEMORY, { standalone: true }, false],
    ['installed from the banner', { ...NO_INSTALL_MEMORY, installed: true }, {}, false],
    ["'Non ora' today", dismissed(1, 0), {}, false],
    ["'Non ora' 6 days ago", dismissed(1, 6.9), {}, false],
    ["'Non ora' 7 days ago: shown again", dismissed(1, 7), {}, true],
    ["'Non ora' 7 days ago, but first page", dismissed(1, 7), { pageViews: 1 }, false],
    ['put off again 7 days ago: the reminder waits', dismissed(2, 7), {}, false],
    ['put off again 13 days ago', dismissed(2, 13.9), {}, false],
    ['put off again 14 days ago: the reminder', dismissed(2, 14), {}, true],
    ['put off five times, 14 days ago', dismissed(5, 14), {}, true],
    ['installed after putting it off', { ...dismissed(2, 30), installed: true }, {}, false],
  ])('%s → %s', (_case, memory, situation, due) => {
    expect(
      installBannerDue({
        memory,
        now: NOW,
        standalone: situation.standalone ?? false,
        pageViews: situation.pageViews ?? 2,
      }),
    ).toBe(due);
  });
});

function fakePrompt(outcome: 'accepted' | 'dismissed' = 'dismissed'): InstallPromptEvent {
  const event = new Event('beforeinstallprompt') as InstallPromptEvent;
  Object.assign(event, {
    prompt: vi.fn(() => Promise.resolve()),
    userChoice: Promise.resolve({ outcome, platform: 'web' }),
  });
  return event;
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  // The next test files share this module (decision 030): no offer left behind.
  forgetInstallPrompt();
});

describe('the install banner', () => {
  it("is a labelled region; 'Non ora' hides it for 7 days", async () => {
    const user = userEvent.setup();
    renderWithProviders(<InstallBanner prompt={fakePrompt()} pageViews={2} now={() => NOW} />);
    const banner = await screen.findByRole('region', { name: /sempre a portata di mano/ });
    expect(banner).toHaveTextContent("Installa l'app");
    await user.click(screen.getByRole('button', { name: 'Non ora' }));
    expect(screen.queryByRole('region', { name: /portata di mano/ })).toBeNull();
    expect(readInstallMemory()).toEqual(dismissed(1, 0));
  });

  it('is put off with Esc too, from the keyboard', async () => {
    const user = userEvent.setup();
    renderWithProviders(<InstallBanner prompt={fakePrompt()} pageViews={2} now={() => NOW} />);
    await screen.findByRole('region', { name: /portata di mano/ });
    await user.tab();
    expect(screen.getByRole('button', { name: 'Non ora' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: /portata di mano/ })).toBeNull();
    expect(readInstallMemory().dismissals).toBe(1);
  });

  it("'Installa l'app' opens the browser's dialog; accepted, it never shows again", async () => {
    const user = userEvent.setup();
    const prompt = fakePrompt('accepted');
    renderWithProviders(<InstallBanner prompt={prompt} pageViews={2} now={() => NOW} />);
    await user.click(await screen.findByRole('button', { name: "Installa l'app" }));
    expect(prompt.prompt).toHaveBeenCalledOnce();
    expect(readInstallMemory().installed).toBe(true);
    expect(screen.queryByRole('region', { name: /portata di mano/ })).toBeNull();
  });

  it('stays away while the last dismissal is recent', () => {
    localStorage.setItem(
      'spesa.installBanner',
      JSON.stringify({ dismissals: 1, lastDismissedAt: NOW - DAY, installed: false }),
    );
    renderWithProviders(<InstallBanner prompt={fakePrompt()} pageViews={3} now={() => NOW} />);
    expect(screen.queryByRole('region')).toBeNull();
  });
});

describe('the banner in the shell', () => {
  it("waits for the browser's offer, the cookie answer and a second page", async () => {
    captureInstallPrompt();
    saveCookiePreferences({ analytics: false, profilation: false });
    const { router } = renderWithProviders(<InstallBannerSlot />, {
      route: '*',
      path: '/',
    });
    act(() => {
      window.dispatchEvent(fakePrompt());
    });
    expect(installPrompt()).not.toBeNull();
    // The offer fetches the host, which counts from the page it arrived on.
    await act(async () => {
      await import('./host');
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(sessionStorage.getItem('spesa.pageViews')).toBe('1');
    // The page landed on: no banner yet.
    expect(screen.queryByRole('region')).toBeNull();
    await act(() => router.navigate('/search'));
    expect(await screen.findByRole('region', { name: /portata di mano/ })).toBeInTheDocument();
  });
});
