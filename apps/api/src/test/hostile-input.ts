import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MANAGER, staffLogin } from './staff-support';
import { build, type TestApp } from './helper';
import { login, type Cookies } from './shoppers';

/**
 * The hostile-input test's pieces (bad-input.test.ts, bad-input-second-half.test.ts):
 * whatever a client sends, no documented route answers 5xx. Every route of the
 * OpenAPI document gets hostile values in each of its parameters and bodies,
 * anonymously and logged in. The routes are shared out between two files, which
 * the test runner's two workers run side by side (decision 030).
 */
export const HOSTILE = [
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

export interface OpenApiSchema {
  type?: string;
  enum?: unknown[];
  pattern?: string;
}
export interface OpenApiParam {
  name: string;
  in: string;
  schema?: OpenApiSchema;
}
export interface OpenApiOperation {
  parameters?: OpenApiParam[];
  requestBody?: {
    content?: Record<string, { schema?: { properties?: Record<string, OpenApiSchema> } }>;
  };
}
export type OpenApiDoc = { paths: Record<string, Record<string, OpenApiOperation>> };

/** The master accounts' lists refuse anyone else before the filters reach the SQL: a master calls them. */
export const MASTER_ONLY = new Set([
  '/ebsn/api/order/list-for-all-person-orders',
  '/ebsn/api/order/list-for-all-user-shipping-addresses',
]);

export interface Callers {
  t: TestApp;
  cookies: Cookies;
  master: Cookies;
  staff: Cookies;
  doc: OpenApiDoc;
}

/** A shop, its OpenAPI document and the three callers, for one test file. */
export function useCallers(): Callers {
  const callers = {} as Callers;
  beforeAll(async () => {
    callers.t = await build({ catalogue: 'small' });
    callers.cookies = await login(callers.t, 'beta@esempio.it');
    callers.master = await login(callers.t, 'agente@esempio.it');
    // The manager may call every staff route: a picker's 403 would stop the hostile input before it is read.
    callers.staff = await staffLogin(callers.t, MANAGER);
    callers.doc = (await callers.t.app.inject('/ebsn/api/docs/json')).json() as OpenApiDoc;
  });
  afterAll(() => callers.t.close());
  return callers;
}

/** Percent-encodes like encodeURIComponent, but a lone surrogate too, as the bytes a careless client sends. */
export const encode = (value: string) =>
  Array.from(value, (char) => {
    const code = char.charCodeAt(0);
    if (char.length > 1 || code < 0xd800 || code > 0xdfff) return encodeURIComponent(char);
    const bytes = [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)];
    return bytes.map((b) => `%${b.toString(16).toUpperCase()}`).join('');
  }).join('');

const fillPath = (path: string, value: string) => path.replace(/\{[^}]+\}/g, encode(value || 'x'));

export const withQuery = (url: string, query: Record<string, string>) => {
  const pairs = Object.entries(query).map(([name, value]) => `${name}=${encode(value)}`);
  return pairs.length ? `${url}?${pairs.join('&')}` : url;
};

/** The top-level fields a route's documented body has, with their schemas. */
export const bodySchemaOf = (op: OpenApiOperation) =>
  Object.values(op.requestBody?.content ?? {})[0]?.schema?.properties ?? {};
const bodyFieldsOf = (op: OpenApiOperation) => Object.keys(bodySchemaOf(op));

/** What a route's hostile requests cost, about: one per query parameter, eight bodies when it takes one. */
const weightOf = (method: string, op: OpenApiOperation) =>
  (1 + (op.parameters ?? []).filter((p) => p.in === 'query').length) * (method === 'GET' ? 1 : 8);

/** The routes of one of two halves of about equal cost, heaviest first, each to the lighter half. */
function half(doc: OpenApiDoc, which: 0 | 1) {
  const routes = Object.entries(doc.paths)
    .flatMap(([path, ops]) =>
      Object.entries(ops).map(([method, op]) => ({ path, method: method.toUpperCase(), op })),
    )
    .sort(
      (a, b) => weightOf(b.method, b.op) - weightOf(a.method, a.op) || a.path.localeCompare(b.path),
    );
  const halves: [typeof routes, typeof routes] = [[], []];
  const load = [0, 0];
  for (const route of routes) {
    const lighter = load[0]! <= load[1]! ? 0 : 1;
    halves[lighter].push(route);
    load[lighter]! += weightOf(route.method, route.op);
  }
  return halves[which];
}

/** The hostile-input test over one half of the documented routes. */
export function hostileInputTest(callers: Callers, which: 0 | 1): void {
  describe('hostile input never reaches a 500', () => {
    it(
      `holds for every documented route (half ${which + 1} of 2)`,
      { timeout: 240_000 },
      async () => {
        const { t, cookies, master, doc } = callers;
        const failures: string[] = [];
        expect(Object.keys(doc.paths).length).toBeGreaterThan(20);
        const routes = half(doc, which);
        expect(routes.length).toBeGreaterThan(10);
        for (const { path, method, op } of routes) {
          if (path.includes('logout')) continue;
          const queryNames = (op.parameters ?? [])
            .filter((p) => p.in === 'query')
            .map((p) => p.name);
          for (const value of HOSTILE) {
            // All parameters hostile at once, then each one alone.
            const queries = [queryNames, ...queryNames.map((n) => [n])].map((names) =>
              Object.fromEntries(names.map((n) => [n, value])),
            );
            // Every documented body field hostile too: that is how notes and addresses travel.
            const fields = Object.fromEntries(bodyFieldsOf(op).map((name) => [name, value]));
            const bodies = method === 'GET' ? [undefined] : [...HOSTILE_BODIES, fields];
            for (const [query, payload] of queries.flatMap((q) =>
              bodies.map((b) => [q, b] as const),
            )) {
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
      },
    );
  });
}
