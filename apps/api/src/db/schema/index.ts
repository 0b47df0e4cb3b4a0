export * from './brands';
export * from './users';
export * from './sessions';
export * from './carts';
export * from './content';
export * from './catalog';
export * from './delivery';
