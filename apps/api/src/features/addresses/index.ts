export { addressRoutes, addressShopperRoutes } from './routes';
export type { GeocoderOption } from './routes';
