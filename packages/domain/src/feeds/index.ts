export * from './columns';
export * from './products';
export * from './stock';
export * from './values';
