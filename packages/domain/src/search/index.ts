export * from './barcode';
export * from './inflection';
export * from './product-kind';
export * from './synonyms';
