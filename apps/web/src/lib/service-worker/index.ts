export {
  applyUpdate,
  forgetShopperCaches,
  listenToWorker,
  lookForUpdate,
  registerServiceWorker,
  type WorkerMessages,
} from './service-worker';
export { ownBuild } from './own-build';
