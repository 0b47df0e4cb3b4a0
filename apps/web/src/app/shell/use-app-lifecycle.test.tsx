import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TIMING_MS } from '@spesa/domain';
import { testQueryClient } from '../../test/render';
import { APP_PLATFORM_STORAGE_KEY } from '../../lib/app-mode';
import { storeSession } from '../../lib/api';
import { readAppState } from '../../lib/app-state';
import { saveCookiePreferences } from '../../lib/consent';
import { cartKeys } from '../../lib/cart';
import { appEvents, emitRestart, type AppEvent } from '../../lib/events';
import { useAppLifecycle } from './use-app-lifecycle';

let visibility: DocumentVisibilityState = 'visible';
function setVisibility(next: DocumentVisibilityState) {
  visibility = next;
  document.dispatchEvent(new Event('visibilitychange'));
}

beforeEach(() => {
  visibility = 'visible';
  Object.defineProperty(document, 'visibilityState', {
    configurable: true,
    get: () => visibility,
  });
  window.history.replaceState(null, '', '/');
});
afterEach(() => {
  delete (document as { visibilityState?: unknown }).visibilityState;
  window.history.replaceState(null, '', '/');
  vi.useRealTimers();
});

function renderLifecycle(reloadPage = vi.fn()) {
  const queryClient = testQueryClient();
  queryClient.setQueryData(cartKeys.view(), { cartId: 1 });
  const view = renderHook(
    () => useAppLifecycle(TIMING_MS.reloadAfterIdle, 'web+mercato', reloadPage),
    {
      wrapper: ({ children }: { children: ReactNode }) => (
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      ),
    },
  );
  return { ...view, queryClient, reloadPage };
}

describe('useAppLifecycle (issue 35)', () => {
  it("records the start and reloads the page on 'restart', in a browser tab too", async () => {
    const { reloadPage, unmount } = renderLifecycle();
    await waitFor(() => expect(readAppState().lastStartTime).not.toBeNull());
    expect(readAppState().lastStartTime).not.toBeNull();
    emitRestart();
    expect(reloadPage).toHaveBeenCalledTimes(1);
    unmount();
    emitRestart();
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it("keeps a wrapper's ?app= for the visit and takes it out of the address bar", async () => {
    window.history.replaceState(null, '', '/?app=ios');
    renderLifecycle();
    await waitFor(() => expect(window.location.search).toBe(''));
    expect(sessionStorage.getItem(APP_PLATFORM_STORAGE_KEY)).toBe('ios');
  });

  it('in the app, reloads the cart and emits reload when the app comes back', async () => {
    sessionStorage.setItem(APP_PLATFORM_STORAGE_KEY, 'android');
    const events: AppEvent[] = [];
    const stop = appEvents.subscribe((event) => events.push(event));
    const { queryClient } = renderLifecycle();
    localStorage.setItem('X-Ebsn-Session', 'abc');
    await waitFor(() => expect(readAppState().lastStartTime).not.toBeNull());
    setVisibility('hidden');
    setVisibility('visible');
    await waitFor(() => expect(events).toEqual(['reload']));
    expect(readAppState().urlScheme).toBe('web+mercato');
    expect(queryClient.getQueryState(cartKeys.view())?.isInvalidated).toBe(true);
    stop();
  });

  it('in the app, renders the page again 3 s after the return, unless a field is in use', async () => {
    sessionStorage.setItem(APP_PLATFORM_STORAGE_KEY, 'android');
    const events: AppEvent[] = [];
    const stop = appEvents.subscribe((event) => events.push(event));
    const { unmount } = renderLifecycle();
    await waitFor(() => expect(readAppState().lastStartTime).not.toBeNull());
    vi.useFakeTimers();
    setVisibility('hidden');
    setVisibility('visible');
    vi.advanceTimersByTime(TIMING_MS.appKeyRefresh - 1);
    expect(events).toEqual(['reload']);
    vi.advanceTimersByTime(1);
    expect(events).toEqual(['reload', 'refresh']);

    document.body.insertAdjacentHTML('beforeend', '<textarea id="note"></textarea>');
    const note = document.getElementById('note')!;
    note.focus();
    setVisibility('hidden');
    setVisibility('visible');
    vi.advanceTimersByTime(TIMING_MS.appKeyRefresh);
    expect(events).toEqual(['reload', 'refresh', 'reload']);
    note.remove();
    unmount();
    stop();
  });

  it('in a browser tab, does nothing when the page comes back', async () => {
    const events: AppEvent[] = [];
    const stop = appEvents.subscribe((event) => events.push(event));
    localStorage.clear();
    renderLifecycle();
    await waitFor(() => expect(readAppState().lastStartTime).not.toBeNull());
    expect(readAppState().urlScheme).toBeNull();
    setVisibility('hidden');
    setVisibility('visible');
    await new Promise((resolve) => setTimeout(resolve, TIMING_MS.mobileResumeDelay * 2));
    expect(events).toEqual([]);
    stop();
  });
});

describe('analytics dimensions at start (docs/rules/account.md Session)', () => {
  beforeEach(() => {
    localStorage.clear();
    window.dataLayer = [];
    saveCookiePreferences({ analytics: true, profilation: false });
  });

  it('are set for a visitor with no session', async () => {
    const { unmount } = renderLifecycle();
    await waitFor(() =>
      expect(window.dataLayer).toContainEqual({
        event: 'dimensions',
        user_type: 'visitor',
        app_platform: 'web',
      }),
    );
    unmount();
  });

  it('are left to the cart for a shopper whose session is kept', async () => {
    storeSession({ session: 'sess-1' });
    const { unmount } = renderLifecycle();
    await waitFor(() => expect(readAppState().lastStartTime).not.toBeNull());
    expect(window.dataLayer!.some((e) => e.event === 'dimensions')).toBe(false);
    unmount();
  });
});
