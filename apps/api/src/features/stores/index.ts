export { eraseSubscriptionsOf } from './erasure-repo';
