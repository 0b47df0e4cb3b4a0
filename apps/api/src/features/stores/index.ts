export { storeRoutes, storeShopperRoutes } from './routes';
