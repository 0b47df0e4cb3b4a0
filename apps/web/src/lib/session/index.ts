/**
 * Who is shopping, as every feature reads it (auth/test, the login dialog's
 * state, the "not logged in" signal): it lives below the features so that
 * they do not import the auth feature.
 */
export { authKeys } from './auth-keys';
export { authTestQueryOptions, getAuthTest, useAuthTest } from './get-auth-test';
export { emitNotLoggedIn, notLoggedInEvents } from './auth-events';
export {
  closeLoginDialog,
  openLoginDialog,
  useLoginDialog,
  type LoginDialogState,
} from './login-dialog-store';
export { useSession, useSessionBootstrap, type Session } from './session';
export { cartWarehouseOf, useListViewer, type ListViewer } from './use-list-viewer';
