export { wishedLinesOf } from './service';
export { recordBought as recordDeliveredPurchases } from './repo';
export { eraseListsOf } from './erasure-repo';
