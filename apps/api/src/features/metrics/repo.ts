import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { acquirerPayments, jobs, orders } from '../../db/schema';

export interface CountBy {
  label: string;
  n: number;
}

const rowsOf = (result: unknown): CountBy[] =>
  (result as { rows: { label: string | number; n: number }[] }).rows.map((row) => ({
    label: String(row.label),
    n: Number(row.n),
  }));

/**
 * The shop's own figures, read from the database at each scrape: every process
 * answers the same, however many there are (issue 37).
 */
export async function ordersByStatus(db: Db): Promise<CountBy[]> {
  return rowsOf(
    await db.execute(
      sql`select ${orders.orderStatusId} as label, count(*)::int as n from ${orders} group by 1`,
    ),
  );
}

export async function paymentsByOutcome(db: Db): Promise<CountBy[]> {
  return rowsOf(
    await db.execute(
      sql`select ${acquirerPayments.status} as label, count(*)::int as n from ${acquirerPayments} group by 1`,
    ),
  );
}

/** Unfinished jobs by kind and whether they have failed for good. */
export async function jobsWaiting(db: Db): Promise<CountBy[]> {
  return rowsOf(
    await db.execute(
      sql`select ${jobs.kind} || '|' || (case when ${jobs.failed} then 'failed' else 'pending' end) as label, count(*)::int as n
          from ${jobs} where ${jobs.finishedAt} is null or ${jobs.failed} group by 1`,
    ),
  );
}
