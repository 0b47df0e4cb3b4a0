/**
 * What the server writes, in Italian: refusals, the validators' messages the
 * web shows too, the texts of mails and documents (decision 032). One module
 * per area; what only the web's screens say is in apps/web/src/i18n/it/.
 */
export * from './account';
export * from './auth';
export * from './cart';
export * from './checkout';
export * from './content';
export * from './delivery';
export * from './invoices';
export * from './lists';
export * from './orders';
export * from './quantities';
export * from './validators';
export * from './catalog';
export * from './http';
export * from './payments';
export * from './staff';
export * from './manager-console';
export * from './manager-products';
export * from './mail';
export * from './install';
export * from './push';
export * from './feeds';
export * from './plural';
