export * from './columns';
export * from './offers';
export * from './products';
export * from './stock';
export * from './values';
