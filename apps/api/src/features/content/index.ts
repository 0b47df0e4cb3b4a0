export { eraseContactRequestsOf } from './erasure-repo';
