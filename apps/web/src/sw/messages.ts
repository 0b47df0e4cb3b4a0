/** What a page says to the service worker (service-worker.ts). */
export const SW_SKIP_WAITING = 'spesa:skip-waiting';
/** At logout: the pages and answers kept for the shopper are dropped from the device. */
export const SW_FORGET_SHOPPER = 'spesa:forget-shopper';
