import { describe, expect, it } from 'vitest';
import { body } from './helper';
import {
  MASTER_ONLY,
  bodySchemaOf,
  encode,
  hostileInputTest,
  useCallers,
  withQuery,
  type OpenApiSchema,
} from './hostile-input';

const callers = useCallers();
hostileInputTest(callers, 0);

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
      const { t, cookies, master, staff, doc } = callers;
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
