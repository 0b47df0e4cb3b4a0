import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TIMING_MS } from '@spesa/domain';
import { resumeAction, watchAppResume, watchFormInput } from './resume';

const RELOAD_AFTER = TIMING_MS.reloadAfterIdle;

describe('resumeAction (docs/rules/shop-shell.md App wrapper)', () => {
  it.each([
    ['/', 1000, 'reload'],
    ['/', RELOAD_AFTER, 'reload'],
    ['/', RELOAD_AFTER + 1, 'restart'],
    ['/category/frutta', RELOAD_AFTER * 3, 'restart'],
    ['/payment', RELOAD_AFTER * 3, 'none'],
    ['/payment', 1000, 'none'],
    ['/cart/payment-completed/12', RELOAD_AFTER * 3, 'none'],
    ['/cart/payment-error/12', 1000, 'none'],
    ['/checkout', 1000, 'reload'],
  ] as const)('on %s after %d ms idle: %s', (pathname, idleMs, action) => {
    expect(resumeAction({ idleMs, reloadAfterMs: RELOAD_AFTER, pathname })).toBe(action);
  });
});

/** A document whose visibility the test flips. */
function fakeDocument() {
  let state: DocumentVisibilityState = 'visible';
  const target = new EventTarget();
  Object.defineProperty(target, 'visibilityState', { get: () => state });
  const doc = target as unknown as Document;
  return {
    doc,
    set(next: DocumentVisibilityState) {
      state = next;
      target.dispatchEvent(new Event('visibilitychange'));
    },
  };
}

describe('watchAppResume', () => {
  let page: ReturnType<typeof fakeDocument>;
  let pathname: string;
  let session: boolean;
  const restart = vi.fn();
  const reloadCart = vi.fn();
  const emitReload = vi.fn();
  const refreshKey = vi.fn();
  let stop: () => void;

  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-28T09:00:00Z'));
    page = fakeDocument();
    pathname = '/';
    session = true;
    restart.mockReset();
    reloadCart.mockReset();
    emitReload.mockReset();
    refreshKey.mockReset();
    stop = watchAppResume(
      {
        reloadAfterMs: RELOAD_AFTER,
        pathname: () => pathname,
        hasSession: () => session,
        restart,
        reloadCart,
        emitReload,
        refreshKey,
      },
      page.doc,
    );
  });
  afterEach(() => {
    stop();
    vi.useRealTimers();
  });

  const away = (ms: number) => {
    page.set('hidden');
    vi.advanceTimersByTime(ms);
    page.set('visible');
  };

  it('reloads the cart and emits reload 100 ms after a short absence', () => {
    away(60_000);
    vi.advanceTimersByTime(TIMING_MS.mobileResumeDelay - 1);
    expect(reloadCart).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(reloadCart).toHaveBeenCalledTimes(1);
    expect(emitReload).toHaveBeenCalledTimes(1);
    expect(restart).not.toHaveBeenCalled();
  });

  it('emits reload without touching the cart when there is no session', () => {
    session = false;
    away(60_000);
    vi.advanceTimersByTime(TIMING_MS.mobileResumeDelay);
    expect(reloadCart).not.toHaveBeenCalled();
    expect(emitReload).toHaveBeenCalledTimes(1);
  });

  it('restarts after an absence longer than the reload time', () => {
    away(RELOAD_AFTER + 1);
    vi.advanceTimersByTime(TIMING_MS.mobileResumeDelay);
    expect(restart).toHaveBeenCalledTimes(1);
    expect(reloadCart).not.toHaveBeenCalled();
    expect(emitReload).not.toHaveBeenCalled();
  });

  it('forces nothing on the payment page, even after a long absence', () => {
    pathname = '/payment';
    away(RELOAD_AFTER * 2);
    vi.advanceTimersByTime(TIMING_MS.mobileResumeDelay);
    expect(restart).not.toHaveBeenCalled();
    expect(reloadCart).not.toHaveBeenCalled();
    expect(emitReload).not.toHaveBeenCalled();
  });

  it('reads the path when the delay is over', () => {
    away(60_000);
    pathname = '/cart/payment-completed/3';
    vi.advanceTimersByTime(TIMING_MS.mobileResumeDelay);
    expect(emitReload).not.toHaveBeenCalled();
  });

  it('does nothing on a visible event without a hidden one before it', () => {
    page.set('visible');
    vi.advanceTimersByTime(1000);
    expect(emitReload).not.toHaveBeenCalled();
  });

  it('drops a pending resume if the app is hidden again within the delay', () => {
    away(1000);
    page.set('hidden');
    vi.advanceTimersByTime(TIMING_MS.mobileResumeDelay * 2);
    expect(emitReload).not.toHaveBeenCalled();
    page.set('visible');
    vi.advanceTimersByTime(TIMING_MS.mobileResumeDelay);
    expect(emitReload).toHaveBeenCalledTimes(1);
  });

  it('asks for the page to be rendered again 3 s after the return, once', () => {
    away(60_000);
    vi.advanceTimersByTime(TIMING_MS.appKeyRefresh - 1);
    expect(refreshKey).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(refreshKey).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(TIMING_MS.appKeyRefresh * 10);
    expect(refreshKey).toHaveBeenCalledTimes(1);
  });

  it('renders nothing again after a restart, on the payment page, or when hidden again', () => {
    away(RELOAD_AFTER + 1);
    vi.advanceTimersByTime(TIMING_MS.appKeyRefresh);
    pathname = '/payment';
    away(1000);
    vi.advanceTimersByTime(TIMING_MS.appKeyRefresh);
    pathname = '/';
    away(1000);
    vi.advanceTimersByTime(TIMING_MS.appKeyRefresh - 1);
    page.set('hidden');
    vi.advanceTimersByTime(TIMING_MS.appKeyRefresh);
    expect(refreshKey).not.toHaveBeenCalled();
  });

  it('stops listening when stopped', () => {
    stop();
    away(1000);
    vi.advanceTimersByTime(TIMING_MS.mobileResumeDelay);
    expect(emitReload).not.toHaveBeenCalled();
  });
});

describe('watchFormInput', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    window.history.replaceState(null, '', '/');
  });

  it('is in use while a field has the focus, or once typed into on this page', () => {
    window.history.replaceState(null, '', '/checkout');
    document.body.innerHTML = '<input id="note"><button id="go">Vai</button>';
    const form = watchFormInput(document);
    const note = document.getElementById('note') as HTMLInputElement;
    expect(form.inUse()).toBe(false);
    document.getElementById('go')!.focus();
    expect(form.inUse()).toBe(false);
    note.focus();
    expect(form.inUse()).toBe(true);
    note.dispatchEvent(new Event('input', { bubbles: true }));
    note.blur();
    expect(form.inUse()).toBe(true);
    // Another page: what was typed is gone with the page it was typed in.
    window.history.replaceState(null, '', '/checkout?step=2');
    expect(form.inUse()).toBe(false);
    form.stop();
    note.dispatchEvent(new Event('change', { bubbles: true }));
    expect(form.inUse()).toBe(false);
  });
});
