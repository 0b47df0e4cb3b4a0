export * from './envelope';
export * from './user';
export * from './cart';
export * from './auth';
export * from './brand';
export * from './catalog';
export * from './delivery';
export * from './content';
