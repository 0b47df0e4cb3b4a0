import nodemailer from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import type { MailTransport, OutgoingMail } from './port';

/**
 * Time limits well under the job lease (5 minutes): a server that accepts the
 * connection and then stalls fails the attempt, and the job retries it,
 * instead of holding the runner's pass for nodemailer's default ten minutes.
 */
const TIMEOUTS = {
  connectionTimeout: 10_000,
  greetingTimeout: 10_000,
  socketTimeout: 30_000,
} as const;

/**
 * Mail out by SMTP (smtp://host:port, smtps://user:pass@host), one connection
 * per mail. nodemailer throws when the server is down or refuses the
 * recipient; the caller keeps the mail queued.
 */
export class SmtpMailTransport implements MailTransport {
  readonly name = 'smtp' as const;
  private readonly transporter: nodemailer.Transporter<SMTPTransport.SentMessageInfo>;

  constructor(url: string) {
    this.transporter = nodemailer.createTransport({ url, ...TIMEOUTS });
  }

  async send(mail: OutgoingMail): Promise<void> {
    await this.transporter.sendMail({
      from: mail.from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
    });
  }
}
