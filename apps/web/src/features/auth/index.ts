export { login, storeLoggedInCart, useLoginMutation, type LoginInput } from './api/login';
export { forgetSession, logout, useLogoutMutation } from './api/logout';
export { requiresAuth, requiresSsoUser, resolveGuardUser } from './guards';
export { useNotLoggedInListener } from './use-not-logged-in-listener';
export { LoginDialog } from './components/login-dialog';
export { LoginForm, type LoginFormProps } from './components/login-form';
export { useSocialUserDetail } from './api/social-login';
