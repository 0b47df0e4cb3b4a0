import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withPreparedStatements, type PgliteQueries } from './pglite-statements';

let pglite: PGlite;
let prepared: PgliteQueries;

const statementCount = async () =>
  (await pglite.query<{ n: number }>('select count(*)::int as n from pg_prepared_statements'))
    .rows[0]!.n;

beforeAll(async () => {
  pglite = await PGlite.create();
  prepared = withPreparedStatements(pglite, 3);
  await pglite.exec(`
    create table things (id int primary key, name text not null, price numeric(12,3),
      at timestamptz, tags int[], infos jsonb);
    insert into things values
      (1, 'mela', 1.250, '2026-11-26T10:00:00Z', '{1,2}', '{"a": 1}'),
      (2, 'pera', null, null, null, null);`);
});
afterAll(() => pglite.close());

describe('PGlite with named prepared statements', () => {
  it('answers what PGlite itself answers, in both row modes, run after run', async () => {
    const text = 'select * from things where id >= $1 order by id';
    for (const rowMode of ['object', 'array'] as const) {
      const own = await pglite.query(text, [1], { rowMode });
      for (let run = 0; run < 7; run += 1) {
        const ours = await prepared.query(text, [1], { rowMode });
        expect(ours.rows).toEqual(own.rows);
        expect(ours.fields).toEqual(own.fields);
      }
    }
  });

  it('serialises parameters by their type (arrays, json, dates, null)', async () => {
    const { rows } = await prepared.query<{ id: number }>(
      'select id from things where tags = $1 and infos = $2 and at = $3 and (price = $4 or $4 is null)',
      [[1, 2], { a: 1 }, new Date('2026-11-26T10:00:00Z'), null],
    );
    expect(rows).toEqual([{ id: 1 }]);
  });

  it('reports the number of rows a write changed', async () => {
    const result = await prepared.query('update things set name = name where id > $1', [0]);
    expect(result.affectedRows).toBe(2);
  });

  it('refuses with PostgreSQL’s error, and the statement still works afterwards', async () => {
    const insert = 'insert into things (id, name) values ($1, $2)';
    await expect(prepared.query(insert, [1, 'doppia'])).rejects.toMatchObject({
      code: '23505',
      query: insert,
    });
    await prepared.query(insert, [3, 'uva']);
    await expect(prepared.query('select nonsense from things')).rejects.toMatchObject({
      code: '42703',
    });
    expect((await prepared.query('select name from things where id = $1', [3])).rows).toEqual([
      { name: 'uva' },
    ]);
  });

  it('runs inside a transaction, which rolls back as PGlite’s own does', async () => {
    await expect(
      prepared.transaction(async (tx) => {
        await tx.query('update things set name = $1 where id = $2', ['kiwi', 3]);
        expect(
          (await tx.query<{ name: string }>('select name from things where id = $1', [3])).rows,
        ).toEqual([{ name: 'kiwi' }]);
        throw new Error('annullata');
      }),
    ).rejects.toThrow('annullata');
    expect((await prepared.query('select name from things where id = $1', [3])).rows).toEqual([
      { name: 'uva' },
    ]);
  });

  it('a query outside waits for the transaction in progress', async () => {
    const order: string[] = [];
    let release!: () => void;
    let started!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const begun = new Promise<void>((resolve) => (started = resolve));
    const tx = prepared.transaction(async (t) => {
      await t.query('select 1');
      started();
      await held;
      order.push('transaction');
    });
    await begun;
    const outside = prepared.query('select 2').then(() => order.push('outside'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    release();
    await Promise.all([tx, outside]);
    expect(order).toEqual(['transaction', 'outside']);
  });

  it('keeps at most its bound of statements, closing the least recently used', async () => {
    for (let i = 0; i < 6; i += 1) await prepared.query(`select ${i} as n`);
    expect(await statementCount()).toBe(3);
  });

  it('does not keep a bulk write: more than 64 parameters', async () => {
    const roomy = withPreparedStatements(pglite);
    const insert = (ids: number[]) =>
      roomy.query(
        `insert into things (id, name) values ${ids.map((_, i) => `($${i + 1}, 'x')`).join(', ')}`,
        ids,
      );
    const before = await statementCount();
    await insert(Array.from({ length: 64 }, (_, i) => 100 + i));
    expect(await statementCount()).toBe(before + 1);
    await insert(Array.from({ length: 65 }, (_, i) => 200 + i));
    expect(await statementCount()).toBe(before + 1);
    await pglite.query('delete from things where id >= 100');
  });

  it('parses a statement again when a schema change moved its result', async () => {
    const text = 'select * from things where id = $1';
    await prepared.query(text, [1]);
    await pglite.exec('alter table things add column note text');
    await expect(prepared.query(text, [1])).rejects.toMatchObject({ code: '0A000' });
    expect((await prepared.query<{ note: null }>(text, [1])).rows[0]).toHaveProperty('note', null);
  });
});
