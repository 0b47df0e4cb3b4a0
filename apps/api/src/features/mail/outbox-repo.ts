import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mailOutbox } from '../../db/schema';

export type MailRow = typeof mailOutbox.$inferSelect;
export type MailStatus = 'queued' | 'sent' | 'kept' | 'failed';

export interface NewMailRow {
  brandId: string;
  kind: string;
  fromAddress: string;
  toAddress: string;
  subject: string;
  text: string;
  html: string;
}

export async function insertMail(tx: Db, mail: NewMailRow): Promise<number> {
  const [row] = await tx.insert(mailOutbox).values(mail).returning({ mailId: mailOutbox.mailId });
  return row!.mailId;
}

export async function findMail(db: Db, mailId: number): Promise<MailRow | undefined> {
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.mailId, mailId));
  return row;
}

/** Delivered (sent) or kept by the outbox transport; only a queued mail changes. */
export async function markDelivered(
  db: Db,
  mailId: number,
  status: Extract<MailStatus, 'sent' | 'kept'>,
): Promise<void> {
  await db
    .update(mailOutbox)
    .set({
      status,
      attempts: sql`${mailOutbox.attempts} + 1`,
      lastError: null,
      sentAt: status === 'sent' ? sql`now()` : null,
    })
    .where(and(eq(mailOutbox.mailId, mailId), eq(mailOutbox.status, 'queued')));
}

/** Counts a failed attempt; once `giveUpAt` attempts are spent the mail is 'failed'. */
export async function recordFailure(
  db: Db,
  mailId: number,
  error: string,
  giveUpAt: number,
): Promise<void> {
  await db
    .update(mailOutbox)
    .set({
      attempts: sql`${mailOutbox.attempts} + 1`,
      lastError: error.slice(0, 2000),
      status: sql`case when ${mailOutbox.attempts} + 1 >= ${giveUpAt} then 'failed' else 'queued' end`,
    })
    .where(and(eq(mailOutbox.mailId, mailId), eq(mailOutbox.status, 'queued')));
}

export interface MailFilter {
  /** Exact address, any case. */
  to?: string | undefined;
  kind?: string | undefined;
}

const whereOf = ({ to, kind }: MailFilter): SQL | undefined =>
  and(
    to ? sql`lower(${mailOutbox.toAddress}) = ${to.toLowerCase()}` : undefined,
    kind ? eq(mailOutbox.kind, kind) : undefined,
  );

/** Newest first; `page` counts from 1. */
export async function listMails(
  db: Db,
  filter: MailFilter,
  page: number,
  pageSize: number,
): Promise<{ mails: MailRow[]; total: number }> {
  const where = whereOf(filter);
  const [mails, [totals]] = await Promise.all([
    db
      .select()
      .from(mailOutbox)
      .where(where)
      .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.mailId))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(mailOutbox).where(where),
  ]);
  return { mails, total: totals?.total ?? 0 };
}
