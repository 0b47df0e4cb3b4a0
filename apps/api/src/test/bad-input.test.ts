import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from './helper';
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

interface OpenApiParam {
  name: string;
  in: string;
}
interface OpenApiOperation {
  parameters?: OpenApiParam[];
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
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
let doc: OpenApiDoc;

beforeAll(async () => {
  t = await build({ catalogue: 'small' });
  cookies = await login(t, 'beta@esempio.it');
  master = await login(t, 'agente@esempio.it');
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

/** The top-level fields a route's documented body has. */
const bodyFieldsOf = (op: OpenApiOperation) =>
  Object.keys(Object.values(op.requestBody?.content ?? {})[0]?.schema?.properties ?? {});

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
