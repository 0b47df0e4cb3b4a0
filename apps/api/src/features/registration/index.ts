/**
 * Registration (docs/rules/account.md register_user, registration_confirm,
 * registration_resend_email): accounts start unconfirmed and a mailed,
 * single-use code confirms them.
 */
export { REGISTRATION_PATHS } from './service';
