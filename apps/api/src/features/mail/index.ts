/**
 * The shop's mail (docs/architecture.md#the-outside-world): written to mail_outbox in the transaction of
 * what it tells about, delivered by the mail.deliver job through the
 * configured transport and retried while the server is down; /dev/mail shows
 * the outbox outside production.
 */
export { mailPlugin, type MailPluginOptions } from './plugin';
export {
  enqueueMail,
  MAIL_DELIVER_JOB,
  MAIL_MAX_ATTEMPTS,
  type MailDeps,
  type MailToSend,
} from './enqueue';
export { mailDeliveryJob } from './deliver-job';
export {
  mailBrandOf,
  buttonHtml,
  formatDay,
  formatSlot,
  layoutHtml,
  textFooter,
  type MailBrand,
  type RenderedMail,
} from './templates/layout';
export {
  orderConfirmationMail,
  orderCancelledUnpaidMail,
  orderCancelledMail,
  ORDER_CONFIRMED_KIND,
  ORDER_MODIFIED_KIND,
  ORDER_CANCELLED_UNPAID_KIND,
  ORDER_CANCELLED_KIND,
  type OrderMailData,
  type OrderMailLine,
  type OrderMailAdjustment,
  type UnpaidOrderMailData,
} from './templates/order-mails';
export {
  registrationConfirmMail,
  registrationExistsMail,
  REGISTRATION_CONFIRM_KIND,
  REGISTRATION_EXISTS_KIND,
  type RegistrationConfirmMailData,
  type RegistrationExistsMailData,
} from './templates/registration-mails';
export { eraseDeliveredMailTo } from './erasure-repo';
