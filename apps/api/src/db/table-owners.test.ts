import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { TABLE_OWNERS } from './table-owners';

/*
 * One owner per table: the code is read for every write (drizzle's insert,
 * update and delete, and SQL's `insert into`, `update` and `delete from` a
 * table interpolated by name) and each must come from the table's owner. The
 * seed builds a database before any feature runs and is left out, as are the
 * tests, which set scenes.
 */

const SRC = path.resolve(import.meta.dirname, '..');
const TABLES = new Set(Object.keys(TABLE_OWNERS));

/** Writes still made outside the owner, `part table`, each with the reason it stays for now. */
const CROSSINGS: Record<string, string> = {
  'orders warehouseProducts':
    "stock moves with an order, in its transaction (taken, given back, weighed); the feeds set counts and prices. The catalogue's index pulls in the cart, which reads orders: calling it would be a cycle",
  'delivery carts':
    'choosing a store or an address moves the cart to the warehouse that serves it, under the cart’s lock; the cart reads delivery, so calling it would be a cycle',
  'delivery users': 'deleting an address clears the account’s default that named it',
  'registration users':
    'registration makes the account’s row; the account feature changes it after',
  'staff users': 'a staff member’s account is made or refreshed from the SAML assertion at sign-in',
};

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === 'seed' || entry.name === 'test' ? [] : sources(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** The part of the server a file belongs to: its feature folder, else its top folder. */
function partOf(file: string): string {
  const [top, feature] = path.relative(SRC, file).split(path.sep);
  return top === 'features' ? feature! : top!;
}

const WRITE = [
  /\.(?:insert|update|delete)\(\s*([A-Za-z_$][\w$]*)\s*\)/g,
  /\b(?:insert\s+into|update|delete\s+from)\s+\$\{\s*([A-Za-z_$][\w$]*)\s*\}/gi,
];

/** Every write in the code: `part table` with the file and line it is on. */
function writes(): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const file of sources(SRC)) {
    const code = readFileSync(file, 'utf8');
    // A table under another name in the same file (`const attempts = codeGuessFailures`).
    const aliases = new Map(
      [...code.matchAll(/\bconst\s+([\w$]+)\s*=\s*([\w$]+)\s*;/g)].map((m) => [m[1]!, m[2]!]),
    );
    for (const pattern of WRITE)
      for (const match of code.matchAll(pattern)) {
        const table = aliases.get(match[1]!) ?? match[1]!;
        if (!TABLES.has(table)) continue;
        const key = `${partOf(file)} ${table}`;
        const line = code.slice(0, match.index).split('\n').length;
        found.set(key, [...(found.get(key) ?? []), `${path.relative(SRC, file)}:${line}`]);
      }
  }
  return found;
}

describe('one owner per table', () => {
  const found = writes();

  it('finds the writes it is meant to find', () => {
    expect(found.get('orders orders')?.length).toBeGreaterThan(0);
    expect(found.get('http codeGuessFailures')?.length).toBeGreaterThan(0);
    expect(found.get('catalog warehouseProducts')?.length).toBeGreaterThan(0);
  });

  it('has every table written only by its owner, or by a crossing that says why', () => {
    const strays = [...found.entries()]
      .filter(([key]) => {
        const [part, table] = key.split(' ') as [string, keyof typeof TABLE_OWNERS];
        return TABLE_OWNERS[table] !== part && !(key in CROSSINGS);
      })
      .map(([key, where]) => `${key} (${where.join(', ')})`);
    expect(strays).toEqual([]);
  });

  it('keeps no crossing that the code no longer makes', () => {
    expect(Object.keys(CROSSINGS).filter((key) => !found.has(key))).toEqual([]);
  });
});
