import type { QueryClient } from '@tanstack/react-query';
import { initAnalyticsDimensions } from '../../lib/analytics';
import { appPlatform, isInstalledApp, rememberAppPlatform } from '../../lib/app-mode';
import { lockPortraitOnPhones } from '../../lib/app-mode/portrait-lock';
import { watchAppResume, watchFormInput } from '../../lib/app-mode/resume';
import { hasStoredSession } from '../../lib/api';
import { recordAppStart, recordUrlScheme } from '../../lib/app-state';
import { cartKeys } from '../../lib/cart';
import { appEvents, emitRestart } from '../../lib/events';

export interface AppLifecycleOptions {
  queryClient: QueryClient;
  /** The brand's reload time (BrandConfig.reloadAfterMs). */
  reloadAfterMs: number;
  /** The brand's URL scheme (urlSchemeOf), kept in the app state in the installed app. */
  urlScheme: string;
  reloadPage: () => void;
}

/**
 * Issue 35: keeps a native wrapper's `?app=` for the visit, records the app's start
 * (SPEC §3), reloads the page on 'restart' (docs/rules/account.md Session) and, in the
 * installed app only, acts when the app comes back to the foreground
 * (docs/rules/shop-shell.md App wrapper, the page rendered again 3 s after a
 * return when no form is being filled in) and locks a phone to portrait. Returns the stop function.
 */
export function startAppLifecycle({
  queryClient,
  reloadAfterMs,
  urlScheme,
  reloadPage,
}: AppLifecycleOptions): () => void {
  rememberAppPlatform();
  recordAppStart();
  if (isInstalledApp()) recordUrlScheme(urlScheme);
  // A kept session loads the cart, which describes the shopper; without one analytics starts anonymous.
  if (!hasStoredSession()) initAnalyticsDimensions(appPlatform());
  const stopRestart = appEvents.subscribe((event) => {
    if (event === 'restart') reloadPage();
  });
  const formInput = isInstalledApp() ? watchFormInput() : undefined;
  const stopResume = formInput
    ? watchAppResume({
        reloadAfterMs,
        pathname: () => window.location.pathname,
        hasSession: hasStoredSession,
        restart: emitRestart,
        reloadCart: () => void queryClient.invalidateQueries({ queryKey: cartKeys.all }),
        emitReload: () => appEvents.emit('reload'),
        // Time-dependent views (slots, «oggi»/«domani») are drawn again, unless a form would be lost.
        refreshKey: () => {
          if (!formInput.inUse()) appEvents.emit('refresh');
        },
      })
    : undefined;
  const stopPortraitLock = isInstalledApp() ? lockPortraitOnPhones() : undefined;
  return () => {
    stopRestart();
    stopResume?.();
    formInput?.stop();
    stopPortraitLock?.();
  };
}
