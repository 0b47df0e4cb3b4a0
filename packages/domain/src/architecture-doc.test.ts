import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const REPO = fileURLToPath(new URL('../../../', import.meta.url));
const DOC = readFileSync(join(REPO, 'docs/architecture.md'), 'utf8');

/** What a folder holds that a newcomer looks for: its folders and modules, tests aside. */
const entriesOf = (dir: string, what: 'folders' | 'modules' | 'both'): string[] =>
  readdirSync(join(REPO, dir), { withFileTypes: true })
    .filter((e) =>
      e.isDirectory()
        ? what !== 'modules'
        : what !== 'folders' && /\.(ts|tsx|mjs)$/.test(e.name) && !/\.test\./.test(e.name),
    )
    .map((e) => e.name);

/** Named in the doc as a path or a word of its own: `lib/`, `html.ts`, «install,». */
const named = (name: string): boolean =>
  new RegExp(`(^|[\\s\`(,/])${name.replace(/[.]/g, '\\.')}([/\`\\s,.:)]|$)`, 'm').test(DOC);

/**
 * docs/architecture.md is the map a newcomer trusts: every folder of the
 * places it tabulates is on it. A folder added without a line there fails here.
 */
describe('docs/architecture.md', () => {
  it.each([
    ['apps/api/src', 'both'],
    ['apps/api/src/adapters', 'folders'],
    ['apps/api/src/lib', 'modules'],
    ['apps/web/src', 'both'],
    ['apps/web/src/features', 'folders'],
    ['apps/web/src/lib', 'folders'],
    ['scripts', 'both'],
    ['bench', 'folders'],
  ] as const)('names every entry of %s', (dir, what) => {
    expect(entriesOf(dir, what).filter((name) => !named(name))).toEqual([]);
  });
});
