export * from './manager-calendar';
export * from './manager-offers';
