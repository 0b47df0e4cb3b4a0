export { catalogPlugin, warehouseOf } from './plugin';
export { catalogRoutes } from './catalog-routes';
export { catalogImageRoutes } from './image-routes';
export { catalogPageRoutes } from './page-routes';
export { refreshSearchWords } from './search-repo';
