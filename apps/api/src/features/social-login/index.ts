export {
  clearPendingSocialIdentity,
  linkSocialIdentity,
  readPendingSocialIdentity,
  type PendingSocialIdentity,
} from './pending';
export { eraseIdentitiesOf } from './erasure-repo';
