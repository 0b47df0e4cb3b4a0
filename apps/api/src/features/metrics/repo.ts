import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';
import { acquirerPayments, jobs, orders } from '../../db/schema';

export interface CountBy {
  label: string;
  n: number;
}

/*
 * The shop's own figures, read from the database at each scrape: every process
 * answers the same, however many there are (issue 37).
 */

export async function ordersByStatus(db: Db): Promise<CountBy[]> {
  return rowsOf<CountBy>(
    await db.execute(
      sql`select ${orders.orderStatusId}::text as label, count(*)::int as n from ${orders} group by 1`,
    ),
  );
}

export async function paymentsByOutcome(db: Db): Promise<CountBy[]> {
  return rowsOf<CountBy>(
    await db.execute(
      sql`select ${acquirerPayments.status} as label, count(*)::int as n from ${acquirerPayments} group by 1`,
    ),
  );
}

/** Unfinished jobs, and jobs failed for good, by kind. */
export async function jobsWaiting(
  db: Db,
): Promise<{ kind: string; state: 'pending' | 'failed'; n: number }[]> {
  return rowsOf(
    await db.execute(
      sql`select ${jobs.kind} as kind, case when ${jobs.failed} then 'failed' else 'pending' end as state,
          count(*)::int as n
          from ${jobs} where ${jobs.finishedAt} is null or ${jobs.failed} group by 1, 2`,
    ),
  );
}
