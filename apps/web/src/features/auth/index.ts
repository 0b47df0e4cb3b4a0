export { authKeys } from './api/keys';
export { authTestQueryOptions, getAuthTest, useAuthTest } from './api/get-auth-test';
export { login, storeLoggedInCart, useLoginMutation, type LoginInput } from './api/login';
export { forgetSession, logout, useLogoutMutation } from './api/logout';
export { emitNotLoggedIn, notLoggedInEvents } from './auth-events';
export {
  HOME_PATH,
  USER_BOARD_PATH,
  requiresAuth,
  requiresSsoUser,
  resolveGuardUser,
} from './guards';
export {
  closeLoginDialog,
  openLoginDialog,
  useLoginDialog,
  type LoginDialogState,
} from './login-dialog-store';
export { useSession, useSessionBootstrap, type Session } from './session';
export { useNotLoggedInListener } from './use-not-logged-in-listener';
export { LoginDialog } from './components/login-dialog';
export type { LoginFormProps } from './components/login-form';
