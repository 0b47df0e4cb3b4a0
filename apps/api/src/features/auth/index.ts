export {
  sessionPlugin,
  requireShopper,
  sessionTokenOf,
  setSessionCookies,
  SESSION_COOKIE,
  ACCOUNT_COOKIE,
} from './plugin';
export { hashPassword } from './password';
export type { SessionContext } from './service';
export { deleteSessionsOfUser } from './repo';
export { verifyPassword } from './password';
export { hashSessionToken, newSessionToken, isWellFormedToken } from './session-token';
export {
  findToken,
  issueToken,
  markUsed,
  retireTokens,
  type AccountTokenPurpose,
  type AccountTokenRow,
} from './account-tokens-repo';
export { eraseSignInsOf } from './erasure-repo';
