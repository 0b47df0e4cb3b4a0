export { socialLoginRoutes } from './routes';
export {
  clearPendingSocialIdentity,
  linkSocialIdentity,
  readPendingSocialIdentity,
  type PendingSocialIdentity,
} from './pending';
