import { SW_FORGET_SHOPPER } from '../../sw/messages';
import { worker } from './worker';

/** At logout the shopper's pages and answers leave the device's caches. */
export function forgetShopperCaches(): void {
  worker()?.controller?.postMessage(SW_FORGET_SHOPPER);
}
