export { brandPlugin, brandOrigin } from './plugin';
export { brandRoutes } from './routes';
export { toBrandPublic } from './service';
export type { BrandRow } from './repo';
