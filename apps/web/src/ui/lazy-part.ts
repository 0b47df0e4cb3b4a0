import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** A component loaded on its first render, which can also be fetched ahead of it. */
export type LazyPart<P extends object> = LazyExoticComponent<ComponentType<P>> & {
  /** Fetches the module now (when the page is idle), so that the first render is instant. */
  preload: () => void;
};

/**
 * `React.lazy` for one named export of a module: the parts no shopper needs to see the
 * first page (drawers, dialogs, menus) load when first rendered, or ahead of that with
 * `preload` (issue 12). A failed preload is forgotten: the render loads it again.
 */
export function lazyPart<M, P extends object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
): LazyPart<P> {
  const Part = lazy(() => load().then((module) => ({ default: pick(module) })));
  return Object.assign(Part, {
    preload: () => {
      load().catch(() => undefined);
    },
  });
}
