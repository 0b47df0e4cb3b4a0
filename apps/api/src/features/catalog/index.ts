export { catalogPlugin, warehouseOf } from './plugin';
export { refreshSearchWords } from './search-repo';
export { recordPurchases } from './product-repo';
export {
  runImport,
  writeOffers,
  type ImportRequest,
  type ImportResult,
  type OfferRowWrite,
} from './imports/import-service';
export { filesOnDisk, sliceFiles, type FeedFiles } from './imports/feed-files';
export {
  acceptFeeds,
  handInFeed,
  importHistory,
  readImport,
  sendProblemsCsv,
} from './imports/routes';
export { endConsoleOffer, listConsoleOffers, saveConsoleOffer } from './imports/offer-console';
export { readStaffProduct, saveStaffProduct, searchStaffProducts } from './console-products';
