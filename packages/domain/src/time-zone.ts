/**
 * The shop's clock: Italy's. Apart from the days' arithmetic (shop-day.ts), so
 * that a page formatting a time does not load it.
 */
export const SHOP_TIME_ZONE = 'Europe/Rome';
