export { contentKeys } from './api/keys';
export { getMenu, menuQueryOptions, useFooterMenu } from './api/get-menu';
