import {
  parse,
  protocol,
  type messages,
  type PGlite,
  type QueryOptions,
  type Results,
  type Transaction,
} from '@electric-sql/pglite';

type BackendMessage = messages.BackendMessage;

/** A statement PGlite parsed and planned once, run again by name. */
interface Prepared {
  name: string;
  /** The parameters' types, to serialise values as PGlite's own query() does. */
  paramTypes: number[];
  /** The rows' description, which a bound statement's answer does not repeat. */
  rowDescription: BackendMessage | undefined;
}

/** Statements kept per database by default; the least recently used one is closed past this. */
const MAX_STATEMENTS = 500;
/**
 * A statement with more parameters is a bulk write (the seed's, an order's
 * lines), run once: it is not kept, so its large plan does not stay in memory.
 */
const MAX_KEPT_PARAMETERS = 64;

/** What drizzle's PGlite session calls on its client, inside and outside a transaction. */
export interface PgliteQueries {
  query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T>;
}

const concat = (parts: Uint8Array[]): Uint8Array => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
};

/**
 * PGlite's query() parses, analyses and plans every statement anew, in six
 * calls into the engine: about 1 ms of the server's only thread for a
 * session lookup or a cart head (decision 026).
 * This client keeps each statement text it meets as a named prepared
 * statement (as node-postgres does with a name, and postgres.js by default),
 * so later runs only bind and execute it, in one call. PostgreSQL itself
 * chooses between a custom and a generic plan after the fifth run.
 *
 * Everything else is PGlite's: its mutexes (a query outside a transaction
 * waits for the transaction in progress), its type parsers and serialisers,
 * its result shape, its errors (DatabaseError with the statement attached).
 */
export function withPreparedStatements(
  client: PGlite,
  maxStatements = MAX_STATEMENTS,
): PgliteQueries {
  const statements = new Map<string, Prepared>();
  let counter = 0;

  const exec = (message: Uint8Array) =>
    client.execProtocolStream(message, { syncToFs: false, throwOnError: true });

  /** The statement for `text`, parsed now if it is new (the caller holds the query mutex). */
  async function prepared(text: string, options: QueryOptions | undefined): Promise<Prepared> {
    const known = statements.get(text);
    if (known) {
      // Re-inserted: the map keeps least recently used first.
      statements.delete(text);
      statements.set(text, known);
      return known;
    }
    const name = `spesa_${(counter += 1)}`;
    let described: BackendMessage[];
    try {
      described = await exec(
        concat([
          protocol.serialize.parse({ name, text, types: options?.paramTypes ?? [] }),
          protocol.serialize.describe({ type: 'S', name }),
          protocol.serialize.sync(),
        ]),
      );
    } catch (err) {
      throw attach(err, text);
    }
    const statement: Prepared = {
      name,
      paramTypes: parse.parseDescribeStatementResults(described),
      rowDescription: described.find((m) => m.name === 'rowDescription'),
    };
    statements.set(text, statement);
    if (statements.size > maxStatements) {
      const [oldest, evicted] = statements.entries().next().value as [string, Prepared];
      await forget(oldest, evicted);
    }
    return statement;
  }

  async function forget(text: string, statement: Prepared): Promise<void> {
    statements.delete(text);
    await exec(
      concat([
        protocol.serialize.close({ type: 'S', name: statement.name }),
        protocol.serialize.sync(),
      ]),
    );
  }

  function serialised(statement: Prepared, params: unknown[], options?: QueryOptions) {
    return params.map((param, i) => {
      if (param === null || param === undefined) return null;
      const oid = statement.paramTypes[i] ?? 0;
      const serialize = options?.serializers?.[oid] ?? client.serializers[oid];
      return serialize ? serialize(param) : String(param);
    });
  }

  async function run<T>(
    text: string,
    params: unknown[] = [],
    options: QueryOptions | undefined,
    inTransaction: boolean,
  ): Promise<Results<T>> {
    const results = await client._runExclusiveQuery(async () => {
      const statement = await prepared(text, options);
      let answer: BackendMessage[];
      try {
        answer = await exec(
          concat([
            protocol.serialize.bind({
              statement: statement.name,
              values: serialised(statement, params, options),
            }),
            protocol.serialize.execute({}),
            protocol.serialize.sync(),
          ]),
        );
      } catch (err) {
        // A statement the engine no longer knows, or whose result type a schema change moved, is parsed again next time.
        const code = (err as { code?: string }).code;
        if (code === '26000' || code === '0A000')
          await forget(text, statement).catch(() => undefined);
        throw attach(err, text, params);
      }
      if (!inTransaction) await client.syncToFs();
      return statement.rowDescription ? [statement.rowDescription, ...answer] : answer;
    });
    return parse.parseResults(results, client.parsers, options)[0] as Results<T>;
  }

  const kept = (params: unknown[] | undefined) => (params?.length ?? 0) <= MAX_KEPT_PARAMETERS;
  return {
    query: (text, params, options) =>
      kept(params)
        ? client._runExclusiveTransaction(() => run(text, params, options, false))
        : client.query(text, params, options),
    transaction: (callback) =>
      client.transaction((tx) =>
        callback(
          // tx's other members (closed, rollback, exec) stay PGlite's own.
          Object.create(tx, {
            query: {
              value: <T>(text: string, params?: unknown[], options?: QueryOptions) =>
                kept(params)
                  ? run<T>(text, params, options, true)
                  : tx.query<T>(text, params, options),
            },
          }) as Transaction,
        ),
      ),
  };
}

/** The statement and its values on the error, as PGlite's own query() leaves them. */
function attach(err: unknown, query: string, params: unknown[] = []): unknown {
  if (err instanceof Error && 'code' in err) Object.assign(err, { query, params });
  return err;
}
