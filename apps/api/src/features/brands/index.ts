export { brandPlugin, brandOrigin } from './plugin';
export { toBrandPublic } from './service';
export type { BrandRow } from './repo';
