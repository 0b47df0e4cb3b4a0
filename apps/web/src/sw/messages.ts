/** What a page says to the service worker (service-worker.ts). */
export const SW_SKIP_WAITING = 'spesa:skip-waiting';
/** At logout: the pages and answers kept for the shopper are dropped from the device. */
export const SW_FORGET_SHOPPER = 'spesa:forget-shopper';

/**
 * A page the worker did not yet control names itself and the build files it loaded:
 * the worker keeps them, so that the first page a shopper saw opens offline too.
 */
export const SW_KEEP = 'spesa:keep';
export interface KeepMessage {
  type: typeof SW_KEEP;
  pages: string[];
  assets: string[];
}
