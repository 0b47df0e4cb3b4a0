import { eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../../../db/client';
import { importStages } from '../../../../db/schema';

/**
 * What a feed's pass two prepares (decision 047): rows by the statement that
 * will write them. Each kind is written by one set-based statement at the
 * end, in this order (labels and categories before the products naming them).
 */
export type Step =
  | 'vendors'
  | 'categories'
  | 'products.create'
  | 'products.update'
  | 'shelves.create'
  | 'shelves.reprice'
  | 'shelves.remove'
  | 'named'
  | 'stock.update'
  | 'offers';

/** Rows of a drizzle table, keyed by its column names as the database spells them. */
function asColumns<T extends PgTable>(
  table: T,
  rows: readonly object[],
): Record<string, unknown>[] {
  const columns = getTableColumns(table) as Record<string, { name: string }>;
  return rows.map((row) =>
    Object.fromEntries(Object.entries(row).map(([key, value]) => [columns[key]!.name, value])),
  );
}

export class Stages {
  constructor(
    private readonly db: Db,
    readonly run: string,
  ) {}

  /** Keeps rows for `step`: table rows (drizzle's names) or plain values. */
  async add(step: Step, rows: readonly unknown[], table?: PgTable): Promise<void> {
    if (rows.length === 0) return;
    const kept = table ? asColumns(table, rows as object[]) : [...rows];
    await this.db.insert(importStages).values({ run: this.run, step, rows: kept });
  }

  /** The stage's rows as a relation of `table`'s row type, to select from. */
  private recordsOf(step: Step, table: PgTable): SQL {
    return sql`(select r.* from ${importStages} s
      cross join lateral jsonb_populate_recordset(null::${table}, s.rows) r
      where s.run = ${this.run} and s.step = ${step} order by s.stage_id)`;
  }

  /** The columns the stage's rows name: those the insert sets (the rest keep their defaults). */
  private async columnsOf(db: Db, step: Step): Promise<string[] | null> {
    const [first] = await db
      .select({ row: sql<Record<string, unknown>>`${importStages.rows} -> 0` })
      .from(importStages)
      .where(sql`${importStages.run} = ${this.run} and ${importStages.step} = ${step}`)
      .limit(1);
    return first ? Object.keys(first.row) : null;
  }

  /**
   * Inserts the stage's rows into `table` in one statement; with `update`, an
   * upsert on `conflict` whose existing rows take those columns.
   */
  async insert(
    db: Db,
    step: Step,
    table: PgTable,
    update?: { conflict: readonly string[]; set: readonly string[] },
  ): Promise<void> {
    const columns = await this.columnsOf(db, step);
    if (!columns) return;
    const list = sql.raw(columns.map((c) => `"${c}"`).join(', '));
    const onConflict = update
      ? sql.raw(
          ` on conflict (${update.conflict.map((c) => `"${c}"`).join(', ')}) do update set ${update.set
            .map((c) => `"${c}" = excluded."${c}"`)
            .join(', ')}`,
        )
      : sql``;
    await db.execute(
      sql`insert into ${table} (${list}) select ${list} from ${this.recordsOf(step, table)} r${onConflict}`,
    );
  }

  /** The stage's rows as a relation of one jsonb column `row`. */
  elements(step: Step): SQL {
    return sql`(select e.row from ${importStages} s
      cross join lateral jsonb_array_elements(s.rows) e(row)
      where s.run = ${this.run} and s.step = ${step})`;
  }

  /** The stage's plain values, as a relation of one text column `value`. */
  values(step: Step): SQL {
    return sql`(select v.value from ${importStages} s
      cross join lateral jsonb_array_elements_text(s.rows) v(value)
      where s.run = ${this.run} and s.step = ${step})`;
  }

  /** Rows of a step as a relation with the given column types, e.g. `a int, b numeric`. */
  records(step: Step, types: string): SQL {
    return sql`(select r.* from ${importStages} s
      cross join lateral jsonb_to_recordset(s.rows) as r(${sql.raw(types)})
      where s.run = ${this.run} and s.step = ${step})`;
  }

  async drop(): Promise<void> {
    await this.db.delete(importStages).where(eq(importStages.run, this.run));
  }
}
