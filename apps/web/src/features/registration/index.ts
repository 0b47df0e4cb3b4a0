/**
 * Registration and consents (docs/rules/account.md Account, Registration fields and
 * Disclaimers, Registration). The route modules are loaded lazily
 * by the router from ./routes; the profile page composes ConsentsPanel, the
 * shell PendingDisclaimersDialog.
 */
export { ConsentsPanel } from './components/consents-panel';
export {
  PendingDisclaimersDialog,
  type PendingDisclaimersDialogProps,
} from './components/pending-disclaimers-dialog';
export type { RegistrationPrefill } from './hooks/use-registration-form';
export { registrationKeys } from './api/keys';
