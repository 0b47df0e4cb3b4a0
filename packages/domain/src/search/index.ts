export * from './barcode';
export * from './inflection';
export * from './synonyms';
