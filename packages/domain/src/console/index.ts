export * from './manager-calendar';
