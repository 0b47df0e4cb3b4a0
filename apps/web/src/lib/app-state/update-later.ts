import type * as AppStateModule from './app-state';

/**
 * Updates the app state once its module has been fetched: the pages write it (first
 * products into the cart, an order placed) but the first page does not need it. One
 * import() for every caller, so one small chunk. Import this file, not the index.
 */
export const updateAppState = (update: (state: typeof AppStateModule) => void): void =>
  void import('./app-state').then(update);
