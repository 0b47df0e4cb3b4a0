export { catalogPlugin, warehouseOf } from './plugin';
export { refreshSearchWords } from './search-repo';
export { recordPurchases } from './product-repo';
export { runImport, type ImportRequest, type ImportResult } from './imports/import-service';
export { filesOnDisk, sliceFiles, type FeedFiles } from './imports/feed-files';
export {
  acceptFeeds,
  handInFeed,
  importHistory,
  readImport,
  sendProblemsCsv,
} from './imports/routes';
