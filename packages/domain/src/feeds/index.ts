export * from './columns';
export * from './delivery';
export * from './offers';
export * from './products';
export * from './stock';
export * from './values';
