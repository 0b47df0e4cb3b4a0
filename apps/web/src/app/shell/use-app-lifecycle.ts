import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { isInstalledApp, rememberAppPlatform } from '../../lib/app-mode';
import { hasStoredSession } from '../../lib/api';
import { recordAppStart } from '../../lib/app-state';
import { cartKeys } from '../../lib/cart';
import { appEvents, emitRestart } from '../../lib/events';

/**
 * Mounted once by the shell (issue 35): keeps a native wrapper's `?app=` for the visit,
 * records the app's start (SPEC §3), reloads the page on 'restart' (docs/rules/account.md
 * Session) and, in the installed app only, watches for the app coming back to the
 * foreground (docs/rules/shop-shell.md App wrapper; lib/app-mode/resume.ts, fetched then).
 */
export function useAppLifecycle(
  reloadAfterMs: number,
  reloadPage: () => void = () => window.location.reload(),
): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    rememberAppPlatform();
    recordAppStart();
    const stopRestart = appEvents.subscribe((event) => {
      if (event === 'restart') reloadPage();
    });
    let active = true;
    let stopResume: (() => void) | undefined;
    if (isInstalledApp()) {
      void import('../../lib/app-mode/resume').then(({ watchAppResume }) => {
        if (!active) return;
        stopResume = watchAppResume({
          reloadAfterMs,
          pathname: () => window.location.pathname,
          hasSession: hasStoredSession,
          restart: emitRestart,
          reloadCart: () => void queryClient.invalidateQueries({ queryKey: cartKeys.all }),
          emitReload: () => appEvents.emit('reload'),
        });
      });
    }
    return () => {
      active = false;
      stopRestart();
      stopResume?.();
    };
    // reloadPage is read once, at mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [queryClient, reloadAfterMs]);
}
