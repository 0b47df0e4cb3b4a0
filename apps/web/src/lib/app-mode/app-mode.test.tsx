import { act, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  APP_PLATFORM_STORAGE_KEY,
  appPlatform,
  isInstalledApp,
  rememberAppPlatform,
  useInstalledApp,
} from '.';

type Listener = () => void;

/** A matchMedia whose display modes the test sets, with change events. */
function fakeDisplayMode(initial: { standalone?: boolean; fullscreen?: boolean } = {}) {
  const state = { standalone: false, fullscreen: false, ...initial };
  const listeners = new Set<Listener>();
  const original = window.matchMedia;
  window.matchMedia = ((query: string) => ({
    get matches() {
      return query
        .split(',')
        .map((part) => part.trim())
        .some(
          (part) =>
            (part === '(display-mode: standalone)' && state.standalone) ||
            (part === '(display-mode: fullscreen)' && state.fullscreen),
        );
    },
    media: query,
    onchange: null,
    addEventListener: (_: string, listener: Listener) => listeners.add(listener),
    removeEventListener: (_: string, listener: Listener) => listeners.delete(listener),
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
  return {
    set(next: Partial<typeof state>) {
      Object.assign(state, next);
      for (const listener of [...listeners]) listener();
    },
    listenerCount: () => listeners.size,
    restore: () => {
      window.matchMedia = original;
    },
  };
}

let media: ReturnType<typeof fakeDisplayMode>;
beforeEach(() => {
  media = fakeDisplayMode();
  window.history.replaceState(null, '', '/');
});
afterEach(() => {
  media.restore();
  delete (window.navigator as { standalone?: boolean }).standalone;
  window.history.replaceState(null, '', '/');
});

function Probe() {
  return <p>{useInstalledApp() ? 'app' : 'web'}</p>;
}

describe('isInstalledApp and appPlatform (issue 35)', () => {
  it('is a browser tab by default', () => {
    expect(isInstalledApp()).toBe(false);
    expect(appPlatform()).toBe('web');
  });

  it.each([[{ standalone: true }], [{ fullscreen: true }]])(
    'is the installed web app in display mode %o, still the web platform',
    (mode) => {
      media.set(mode);
      expect(isInstalledApp()).toBe(true);
      expect(appPlatform()).toBe('web');
    },
  );

  it("is the app on iOS's home screen (navigator.standalone)", () => {
    Object.defineProperty(window.navigator, 'standalone', { value: true, configurable: true });
    expect(isInstalledApp()).toBe(true);
  });

  it.each(['android', 'ios'] as const)(
    'believes a native wrapper that opened ?app=%s, for the rest of the visit',
    (platform) => {
      window.history.replaceState(
        { idx: 0 },
        '',
        `/category/frutta?app=${platform}&sort=price#top`,
      );
      expect(appPlatform()).toBe(platform);
      expect(isInstalledApp()).toBe(true);
      rememberAppPlatform();
      expect(window.location.pathname + window.location.search + window.location.hash).toBe(
        '/category/frutta?sort=price#top',
      );
      expect(window.history.state).toEqual({ idx: 0 });
      expect(sessionStorage.getItem(APP_PLATFORM_STORAGE_KEY)).toBe(platform);
      window.history.pushState(null, '', '/cart');
      expect(appPlatform()).toBe(platform);
      expect(isInstalledApp()).toBe(true);
    },
  );

  it('ignores an unknown ?app= value but still strips it', () => {
    window.history.replaceState(null, '', '/?app=windows');
    expect(appPlatform()).toBe('web');
    expect(isInstalledApp()).toBe(false);
    rememberAppPlatform();
    expect(window.location.search).toBe('');
    expect(sessionStorage.getItem(APP_PLATFORM_STORAGE_KEY)).toBeNull();
  });

  it('leaves a URL without the parameter alone', () => {
    window.history.replaceState(null, '', '/search?q=latte');
    const spy = vi.spyOn(window.history, 'replaceState');
    rememberAppPlatform();
    expect(spy).not.toHaveBeenCalled();
    spy.mockRestore();
  });
});

describe('useInstalledApp', () => {
  it('renders false on the server whatever the browser says', () => {
    media.set({ standalone: true });
    // renderToString uses the server snapshot.
    expect(renderToString(<Probe />)).toContain('web');
  });

  it('answers once the detection has been fetched, then follows the display mode', async () => {
    media.set({ standalone: true });
    const { unmount } = render(<Probe />);
    expect(await screen.findByText('app')).toBeInTheDocument();
    expect(media.listenerCount()).toBe(1);
    act(() => media.set({ standalone: false }));
    expect(screen.getByText('web')).toBeInTheDocument();
    act(() => media.set({ fullscreen: true }));
    expect(screen.getByText('app')).toBeInTheDocument();
    unmount();
    expect(media.listenerCount()).toBe(0);
  });

  it('is a browser tab when nothing says otherwise', async () => {
    render(<Probe />);
    await waitFor(() => expect(media.listenerCount()).toBe(1));
    expect(screen.getByText('web')).toBeInTheDocument();
  });
});
