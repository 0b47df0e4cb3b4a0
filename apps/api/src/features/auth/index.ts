export {
  sessionPlugin,
  requireShopper,
  sessionTokenOf,
  setSessionCookies,
  SESSION_COOKIE,
  ACCOUNT_COOKIE,
} from './plugin';
export { authRoutes } from './routes';
export { hashPassword } from './password';
