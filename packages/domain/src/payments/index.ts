export * from './transaction-status';
export * from './transaction-payment-type';
export * from './due-date-status';
export * from './pre-authorisation';
export * from './payment-offer';
