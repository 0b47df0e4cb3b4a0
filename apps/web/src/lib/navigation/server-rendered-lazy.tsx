import { lazy, Suspense, type ComponentType, type ReactElement, type ReactNode } from 'react';

/** A lazy part of a server-rendered page, with the means to load it before rendering. */
export interface ServerRenderedLazy<P extends object> {
  (props: P): ReactElement;
  /** Loads the part; once it has, the part renders in place, without a Suspense boundary. */
  preload: () => Promise<void>;
}

/**
 * `React.lazy` for a part a page's server render contains (the home's shop window).
 * React hydrates what sits in a Suspense boundary later than the rest, by when the
 * session and the cart may be known, and the part's render would then differ from
 * the server's (React's error 418). Preloaded by the server before rendering and by
 * the client before `hydrateRoot` (a route handle's `preload`: entry-server.tsx,
 * app/boot.tsx), the part renders without a boundary, so it hydrates with the page
 * from the same state; elsewhere (a later visit to the route) it waits in `fallback`.
 */
export function serverRenderedLazy<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  fallback: ReactNode,
): ServerRenderedLazy<P> {
  let Loaded: ComponentType<P> | null = null;
  const loadPart = () =>
    load().then((module) => {
      Loaded = module.default;
      return module;
    });
  const Lazy = lazy(loadPart) as unknown as ComponentType<P>;
  const Part = (props: P) =>
    Loaded ? (
      <Loaded {...props} />
    ) : (
      <Suspense fallback={fallback}>
        <Lazy {...props} />
      </Suspense>
    );
  return Object.assign(Part, { preload: () => loadPart().then(() => undefined) });
}
