export { catalogPlugin, warehouseOf } from './plugin';
export { refreshSearchWords } from './search-repo';
