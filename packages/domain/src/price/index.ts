export * from './money';
export * from './format-euro';
export * from './price-per-unit';
