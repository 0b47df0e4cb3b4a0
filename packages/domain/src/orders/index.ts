export * from './order-status';
export * from './order-payment-type';
