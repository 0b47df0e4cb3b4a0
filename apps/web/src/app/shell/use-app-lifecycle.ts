import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';

/**
 * Mounted once by the shell: the app's lifecycle (app-lifecycle.ts), fetched after the
 * first render so that the first route's JavaScript does not carry it.
 */
export function useAppLifecycle(
  reloadAfterMs: number,
  urlScheme: string,
  reloadPage: () => void = () => window.location.reload(),
): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    let active = true;
    let stop: (() => void) | undefined;
    void import('./app-lifecycle').then(({ startAppLifecycle }) => {
      if (active) stop = startAppLifecycle({ queryClient, reloadAfterMs, urlScheme, reloadPage });
    });
    return () => {
      active = false;
      stop?.();
    };
    // reloadPage is read once, at mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [queryClient, reloadAfterMs, urlScheme]);
}
