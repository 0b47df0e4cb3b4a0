export * from './unit-multipliers';
export * from './convert';
export * from './sfuso';
