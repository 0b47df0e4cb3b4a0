/**
 * The account beyond registration (issue 15): forgotten password, the
 * profile page, the e-mail change's link, deletion and the data download.
 * The app composes the invoice form, the consents and the login into them.
 */
export { ResetPasswordRequestRoute } from './routes/reset-password-request-route';
export { ResetPasswordSentRoute } from './routes/reset-password-sent-route';
export { ResetPasswordRoute } from './routes/reset-password-route';
export { ResetPasswordCompletedRoute } from './routes/reset-password-completed-route';
export {
  ProfileUpdateRoute,
  CONTACT_SECTION_ID,
  type ProfileUpdateRouteProps,
} from './routes/profile-update-route';
export { ProfileConfirmedRoute } from './routes/profile-confirmed-route';
export { UpdateEmailRoute } from './routes/update-email-route';
export { ENTRY_PAGES } from './model/entry-pages';
export { accountKeys } from './api/keys';
