import type { JobDefinition } from '../../jobs';
import type { MailTransport } from '../../adapters/mail';
import { MAIL_DELIVER_JOB, MAIL_MAX_ATTEMPTS } from './enqueue';
import { findMail, markDelivered, recordFailure } from './outbox-repo';

/**
 * Sends one queued mail through the transport. A failure is counted on the
 * mail (attempts, last_error) and thrown, so the job runner retries it later;
 * the mail stays queued meanwhile. A mail already delivered is not sent again
 * when its job runs twice (jobs run at least once).
 */
export const mailDeliveryJob = (transport: MailTransport): JobDefinition => ({
  kind: MAIL_DELIVER_JOB,
  run: async (db, payload) => {
    const mailId = Number(payload.mailId);
    const mail = await findMail(db, mailId);
    if (!mail || mail.status !== 'queued') return;
    try {
      await transport.send({
        from: mail.fromAddress,
        to: mail.toAddress,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      });
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      await recordFailure(db, mailId, message, MAIL_MAX_ATTEMPTS);
      throw err;
    }
    await markDelivered(db, mailId, transport.name === 'smtp' ? 'sent' : 'kept');
  },
});
