export * from './vat';
export * from './document-lines';
export * from './fiscal-persons';
