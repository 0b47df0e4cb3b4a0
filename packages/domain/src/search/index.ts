export * from './barcode';
export * from './synonyms';
