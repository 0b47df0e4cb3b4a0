export { contentKeys } from './api/keys';
export {
  getMenu,
  menuQueryOptions,
  useFooterMenu,
  MenuItemSchema,
  type MenuItem,
} from './api/get-menu';
