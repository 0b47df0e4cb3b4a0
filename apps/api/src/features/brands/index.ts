export { brandPlugin, brandOrigin } from './plugin';
export { MAIL_LOGO, mailLogoUrl, toBrandPublic, type BrandRegistry } from './service';
export type { BrandRow } from './repo';
