import type { MailTransport } from './port';

/**
 * No delivery: the mail_outbox row is the destination, read at /dev/mail. The
 * default when SMTP_URL is unset, so development and tests need no mail server.
 */
export const outboxTransport: MailTransport = {
  name: 'outbox',
  send: async () => undefined,
};
