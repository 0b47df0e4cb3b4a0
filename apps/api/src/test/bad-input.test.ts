import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffLogin } from './staff-support';
import { body, build, type TestApp } from './helper';
import { login, type Cookies } from './shoppers';

/**
 * Whatever a client sends, no documented route answers 5xx: every route of the
 * OpenAPI document gets hostile values in each of its parameters and bodies,
 * anonymously and logged in.
 */
const HOSTILE = [
  '-1',
  '0',
  'NaN',
  '1e309',
  '0.0001',
  "' OR 1=1 --",
  '%00',
  // NUL and lone surrogates: no PostgreSQL text can hold them.
  '\u0000',
  '\ud800',
  'a\udfffb',
  '[]',
  '{"a":1}',
  '<script>',
  '../../etc/passwd',
  'x'.repeat(5000),
  '',
];
const HOSTILE_BODIES: unknown[] = [
  {},
  [],
  'testo',
  { items: 'x' },
  { items: [{ itemId: 'x', quantity: -1 }] },
  { items: [null] },
  { a: { b: { c: { d: { e: 1 } } } } },
];

interface OpenApiSchema {
  type?: string;
  enum?: unknown[];
  pattern?: string;
}
interface OpenApiParam {
  name: string;
  in: string;
  schema?: OpenApiSchema;
}
interface OpenApiOperation {
  parameters?: OpenApiParam[];
  requestBody?: {
    content?: Record<string, { schema?: { properties?: Record<string, OpenApiSchema> } }>;
  };
}
type OpenApiDoc = { paths: Record<string, Record<string, OpenApiOperation>> };

/** The master accounts' lists refuse anyone else before the filters reach the SQL: a master calls them. */
const MASTER_ONLY = new Set([
  '/ebsn/api/order/list-for-all-person-orders',
  '/ebsn/api/order/list-for-all-user-shipping-addresses',
]);

let t: TestApp;
let cookies: Cookies;
let master: Cookies;
let staff: Cookies;
let doc: OpenApiDoc;

beforeAll(async () => {
  t = await build({ catalogue: 'small' });
  cookies = await login(t, 'beta@esempio.it');
  master = await login(t, 'agente@esempio.it');
  staff = await staffLogin(t);
  doc = (await t.app.inject('/ebsn/api/docs/json')).json() as OpenApiDoc;
});
afterAll(() => t.close());

/** Percent-encodes like encodeURIComponent, but a lone surrogate too, as the bytes a careless client sends. */
const encode = (value: string) =>
  Array.from(value, (char) => {
    const code = char.charCodeAt(0);
    if (char.length > 1 || code < 0xd800 || code > 0xdfff) return encodeURIComponent(char);
    const bytes = [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)];
    return bytes.map((b) => `%${b.toString(16).toUpperCase()}`).join('');
  }).join('');

const fillPath = (path: string, value: string) => path.replace(/\{[^}]+\}/g, encode(value || 'x'));

const withQuery = (url: string, query: Record<string, string>) => {
  const pairs = Object.entries(query).map(([name, value]) => `${name}=${encode(value)}`);
  return pairs.length ? `${url}?${pairs.join('&')}` : url;
};

/** The top-level fields a route's documented body has, with their schemas. */
const bodySchemaOf = (op: OpenApiOperation) =>
  Object.values(op.requestBody?.content ?? {})[0]?.schema?.properties ?? {};
const bodyFieldsOf = (op: OpenApiOperation) => Object.keys(bodySchemaOf(op));

describe('hostile input never reaches a 500', () => {
  it('holds for every documented route', { timeout: 240_000 }, async () => {
    const failures: string[] = [];
    const routes = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops).map(([method, op]) => ({ path, method: method.toUpperCase(), op })),
    );
    expect(routes.length).toBeGreaterThan(20);
    for (const { path, method, op } of routes) {
      if (path.includes('logout')) continue;
      const queryNames = (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
      for (const value of HOSTILE) {
        // All parameters hostile at once, then each one alone.
        const queries = [queryNames, ...queryNames.map((n) => [n])].map((names) =>
          Object.fromEntries(names.map((n) => [n, value])),
        );
        // Every documented body field hostile too: that is how notes and addresses travel.
        const fields = Object.fromEntries(bodyFieldsOf(op).map((name) => [name, value]));
        const bodies = method === 'GET' ? [undefined] : [...HOSTILE_BODIES, fields];
        for (const [query, payload] of queries.flatMap((q) => bodies.map((b) => [q, b] as const))) {
          for (const withSession of [false, true]) {
            const res = await t.app.inject({
              method: method as 'GET',
              url: withQuery(fillPath(path, value), query),
              ...(payload === undefined ? {} : { payload: payload as object }),
              ...(withSession ? { cookies: MASTER_ONLY.has(path) ? master : cookies } : {}),
            });
            if (res.statusCode >= 500) {
              failures.push(
                `${method} ${path} ${JSON.stringify(query).slice(0, 80)} → ${res.statusCode}`,
              );
            }
          }
        }
      }
    }
    expect(failures).toEqual([]);
  });
});

/** Ids beyond PostgreSQL's integer, as a client may send them: just over it, and far over it. */
const TOO_LARGE_IDS = [2_147_483_648, 9e15];
const isIdField = (name: string, schema: OpenApiSchema | undefined) =>
  schema?.type === 'integer' && /id(_filter)?$/i.test(name);

/** A value the schema accepts, for the fields the server asks for before it reaches the one tested. */
function plausible(schema: OpenApiSchema | undefined): unknown {
  if (schema?.enum?.length) return schema.enum[0];
  switch (schema?.type) {
    case 'integer':
    case 'number':
      return 1;
    case 'boolean':
      return true;
    case 'array':
      return [];
    case 'object':
      return {};
    default:
      // The one patterned text the routes with ids take is a day.
      return schema?.pattern ? '2026-11-24' : 'x';
  }
}

let nextAddress = 0;
/** Each request from an address of its own: the per-address limits of some routes stay out of it. */
const anotherAddress = () => `10.77.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`;

describe('ids beyond the database integer', () => {
  it(
    'answer 400 naming the field, on every route that takes one',
    { timeout: 120_000 },
    async () => {
      const failures: string[] = [];
      let tried = 0;
      for (const [path, ops] of Object.entries(doc.paths)) {
        for (const [verb, op] of Object.entries(ops)) {
          const method = verb.toUpperCase() as 'GET' | 'POST';
          const params = op.parameters ?? [];
          const bodySchema = bodySchemaOf(op);
          const targets = [
            ...params.filter((p) => isIdField(p.name, p.schema)).map((p) => p.name),
            ...Object.entries(bodySchema)
              .filter(([name, schema]) => isIdField(name, schema))
              .map(([name]) => name),
          ];
          const session = path.includes('/staff/')
            ? staff
            : MASTER_ONLY.has(path)
              ? master
              : cookies;
          for (const target of targets) {
            for (const id of TOO_LARGE_IDS) {
              tried++;
              // Fields the server names before the target get a value it accepts, until it names the target.
              const given = new Map<string, unknown>([[target, id]]);
              let named: string | undefined;
              let status = 0;
              for (let round = 0; round < 8 && named !== target; round++) {
                const value = (name: string) => String(given.get(name));
                const inPath = params.filter((p) => p.in === 'path');
                const url = inPath.reduce(
                  (u, p) =>
                    u.replace(
                      `{${p.name}}`,
                      encode(given.has(p.name) ? value(p.name) : String(plausible(p.schema))),
                    ),
                  path,
                );
                const query = Object.fromEntries(
                  params
                    .filter((p) => p.in === 'query' && given.has(p.name))
                    .map((p) => [p.name, value(p.name)]),
                );
                const payload = Object.fromEntries(
                  Object.keys(bodySchema)
                    .filter((name) => given.has(name))
                    .map((name) => [name, given.get(name)]),
                );
                const res = await t.app.inject({
                  method,
                  url: withQuery(url, query),
                  ...(method === 'GET' ? {} : { payload }),
                  cookies: session,
                  remoteAddress: anotherAddress(),
                });
                status = res.statusCode;
                named = status === 400 ? body(res).response.errors[0]?.field : undefined;
                if (!named || given.has(named)) break;
                const schema = params.find((p) => p.name === named)?.schema ?? bodySchema[named];
                given.set(named, plausible(schema));
              }
              if (status !== 400 || named !== target)
                failures.push(`${method} ${path} ${target}=${id} → ${status} ${named ?? ''}`);
            }
          }
        }
      }
      expect(tried).toBeGreaterThan(60);
      expect(failures).toEqual([]);
    },
  );
});
