import type { BrandRegistry } from '../brands';
import type { Db } from '../../db/client';
import { enqueue } from '../../jobs';
import { insertMail } from './outbox-repo';

export const MAIL_DELIVER_JOB = 'mail.deliver';
/**
 * Attempts before a mail is given up as 'failed': the runner waits 30 s, 1 min,
 * 2 min… then an hour between attempts, so 30 attempts ride out about a day
 * of mail server outage.
 */
export const MAIL_MAX_ATTEMPTS = 30;

export interface MailToSend {
  brandId: string;
  /** What the mail is about: 'order.confirmed', 'order.cancelled-unpaid' … */
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** What enqueueMail needs of the app: `app` itself or a feature's deps. */
export interface MailDeps {
  /** Each brand's sender. */
  brands: Pick<BrandRegistry, 'senderOf'>;
}

/**
 * Writes the mail to the outbox and queues its delivery, both in the caller's
 * transaction: the mail exists if and only if what it tells about committed.
 * Answers the mail's id.
 */
export async function enqueueMail(tx: Db, deps: MailDeps, mail: MailToSend): Promise<number> {
  const mailId = await insertMail(tx, {
    brandId: mail.brandId,
    kind: mail.kind,
    fromAddress: deps.brands.senderOf(mail.brandId),
    toAddress: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
  });
  await enqueue(
    tx,
    MAIL_DELIVER_JOB,
    { mailId },
    { key: `mail-${mailId}`, maxAttempts: MAIL_MAX_ATTEMPTS },
  );
  return mailId;
}
