export * from './vat';
export * from './document-lines';
