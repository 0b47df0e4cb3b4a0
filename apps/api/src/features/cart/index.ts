export { cartRoutes } from './routes';
export { viewCart, anonymousCart } from './service';
