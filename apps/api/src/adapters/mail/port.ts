/** An e-mail as the shop writes it: Italian text and HTML of the same content. */
export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * Delivers mail (docs/architecture.md#the-outside-world): SMTP when SMTP_URL is set (MailDev locally), or
 * nothing at all when the outbox itself is the destination (development and
 * tests read it at /dev/mail). Throws when the server refuses or is down; the
 * outbox keeps the mail and a job retries it.
 */
export interface MailTransport {
  readonly name: 'smtp' | 'outbox';
  send(mail: OutgoingMail): Promise<void>;
}
