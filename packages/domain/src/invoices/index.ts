export * from './vat';
