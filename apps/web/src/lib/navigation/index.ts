export { AppLink, type AppLinkProps } from './app-link';
export { safeRedirectTarget, stripShopPrefix, toInternalPath } from './shop-prefix';
export { ScrollPositions, scrollPlanFor, type NavigationKind, type ScrollPlan } from './scroll';
export type { PagePrefetch, PagePrefetchArgs } from './page-prefetch';
export { usePageTitle } from './use-page-title';
export { useScrollBehavior } from './use-scroll-behavior';
export { isNewPage, useRouteFocus } from './use-route-focus';
export { allowEntry, entryGuard, hasEntryPass, mayEnter, type EntryRule } from './entry-guard';
export { serverRenderedLazy, type ServerRenderedLazy } from './server-rendered-lazy';
