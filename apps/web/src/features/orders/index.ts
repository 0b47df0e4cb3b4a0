/**
 * My orders (docs/rules/account.md Authenticated area, issue 11): the list at
 * /profile/orders and the order at /profile/orders/:orderId. The app names
 * the order's sectors from the catalogue (app/routes/order-page).
 */
export { orderKeys } from './api/keys';
export { MyOrdersRoute } from './routes/my-orders-route';
export { OrderRoute, type OrderRouteProps } from './routes/order-route';
export type { SectorName } from './components/order-lines';
