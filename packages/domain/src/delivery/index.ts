export * from './address-type';
export * from './delivery-service';
