export {
  clearPendingSocialIdentity,
  linkSocialIdentity,
  readPendingSocialIdentity,
  type PendingSocialIdentity,
} from './pending';
