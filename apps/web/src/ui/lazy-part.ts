import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** A component loaded on its first render, which can also be fetched ahead of it. */
export type LazyPart<P extends object> = LazyExoticComponent<ComponentType<P>> & {
  /** Fetches the module now (when the page is idle), so that the first render is instant. */
  preload: () => void;
};

const inFlight = new Set<Promise<unknown>>();

/**
 * Settles once the parts' modules being fetched now have arrived or failed. The
 * web tests wait for it at the end of each file: the files of a worker share
 * their modules (decision 030), and a fetch still under way when its file ends
 * would leave the next file waiting on it.
 */
export const lazyPartsLoaded = (): Promise<unknown> => Promise.allSettled([...inFlight]);

/**
 * `React.lazy` for one named export of a module: the parts no shopper needs to see the
 * first page (drawers, dialogs, menus) load when first rendered, or ahead of that with
 * `preload` (issue 12). A failed preload is forgotten: the render loads it again.
 */
export function lazyPart<M, P extends object>(
  fetchModule: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
): LazyPart<P> {
  const load = () => {
    const loading = fetchModule();
    inFlight.add(loading);
    const done = () => inFlight.delete(loading);
    loading.then(done, done);
    return loading;
  };
  const Part = lazy(() => load().then((module) => ({ default: pick(module) })));
  return Object.assign(Part, {
    preload: () => {
      load().catch(() => undefined);
    },
  });
}
