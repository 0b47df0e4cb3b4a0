import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const REPO = fileURLToPath(new URL('../../../../', import.meta.url));
const SCANNED = ['packages/domain/src', 'apps/api/src', 'apps/api/stand-ins', 'apps/web/src'];
const HOME = 'packages/domain/src/texts/';
/** The seed writes a brand's content into the database: data its staff edit, not the shop's texts. */
const CONTENT = 'apps/api/src/seed/';
/** A table of texts: `const X_MESSAGES = …` or `X_TEXTS` (or a bare `MESSAGES`), exported or not. */
const TABLE = /^\s*(?:export\s+)?const\s+((?:[A-Z0-9]+_)*(?:MESSAGES|TEXTS))\b/gm;

function sources(dir: string): string[] {
  return readdirSync(join(REPO, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sources(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/**
 * Decision 032: what the server writes has one home, packages/domain/src/texts/;
 * what the web's screens say is in apps/web/src/i18n/it/. A message table
 * declared anywhere else is a second home.
 */
describe('the texts of the server', () => {
  it('are declared only in packages/domain/src/texts/', () => {
    const elsewhere = SCANNED.flatMap(sources)
      .filter((path) => !path.startsWith(HOME) && !path.startsWith(CONTENT))
      .flatMap((path) =>
        [...readFileSync(join(REPO, path), 'utf8').matchAll(TABLE)].map(
          (match) => `${path}: ${match[1]}`,
        ),
      );
    expect(elsewhere).toEqual([]);
  });
});
