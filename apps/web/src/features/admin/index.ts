/**
 * The store's console (issue 16): staff signed in by SAML see their store's
 * orders, pick them and hand them over. The app composes the order page
 * with the catalogue's department names.
 */
export { requiresStaff } from './guard';
export { ApiKeysRoute } from './routes/api-keys-route';
export { ImportsRoute } from './routes/imports-route';
export { BoardRoute } from './routes/board-route';
export { StaffLoginRoute } from './routes/staff-login-route';
export { StaffOrderRoute, type StaffOrderRouteProps } from './routes/staff-order-route';
export { CalendarRoute } from './routes/calendar-route';
export { OffersRoute } from './routes/offers-route';
export { ProductsRoute } from './routes/products-route';
export { ProductRoute } from './routes/product-route';
export { ChangesRoute } from './routes/changes-route';
export { ProductChanges } from './components/product-changes';
