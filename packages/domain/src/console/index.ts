export * from './manager-calendar';
export * from './manager-offers';
export * from './manager-products';
