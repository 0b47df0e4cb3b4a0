/*
 * The page's side of the service worker (docs/decisions/034), one module per moment,
 * so that each lands in the chunk that uses it: only forget.ts and own-build.ts are
 * on the first route; the registration is fetched once the page is idle.
 */
export { forgetShopperCaches } from './forget';
export { listenToWorker, type WorkerMessages } from './listen';
export { ownBuild } from './own-build';
export { registerServiceWorker } from './register';
export { applyUpdate, lookForUpdate } from './update';
