export * from './address-type';
export * from './delivery-service';
export * from './handover';
export * from './place-line';
