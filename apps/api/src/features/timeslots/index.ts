export { timeslotRoutes, timeslotShopperRoutes } from './routes';
