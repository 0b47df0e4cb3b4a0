import type { AppConfig } from '../../config/env';
import { outboxTransport } from './outbox';
import type { MailTransport } from './port';
import { SmtpMailTransport } from './smtp';

export type { MailTransport, OutgoingMail } from './port';
export { SmtpMailTransport } from './smtp';
export { outboxTransport } from './outbox';

/** The configured transport: SMTP when SMTP_URL is set, otherwise the outbox keeps the mail. */
export function createMailTransport(config: Pick<AppConfig, 'SMTP_URL'>): MailTransport {
  return config.SMTP_URL ? new SmtpMailTransport(config.SMTP_URL) : outboxTransport;
}
