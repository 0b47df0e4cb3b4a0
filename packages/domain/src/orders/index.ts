export * from './order-status';
export * from './order-payment-type';
export * from './payment-state';
export * from './product-snapshot';
export * from './due-documents';
export * from './store-operations';
export * from './invoice-request';
export * from './substitution';
