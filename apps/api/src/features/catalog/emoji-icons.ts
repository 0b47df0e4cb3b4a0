import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * Emoji of Fluent Emoji Flat (Microsoft, MIT licence), read from the
 * @iconify-json package: the whole set is 9 MB of JSON, so it is read once, on
 * the first picture drawn, and only the emoji the packshots use are kept.
 */

interface IconifyIcon {
  body: string;
  left?: number;
  top?: number;
  width?: number;
  height?: number;
}

interface IconifySet {
  width?: number;
  height?: number;
  icons: Record<string, IconifyIcon>;
}

export interface Emoji {
  /** The inner SVG markup, its ids made unique to this emoji. */
  body: string;
  viewBox: string;
}

/** Emoji drawn from another by changing its colours: the set has no raspberry. */
const DERIVED: Readonly<Record<string, { from: string; colours: Record<string, string> }>> = {
  raspberries: {
    from: 'blueberries',
    colours: {
      '#6b438b': '#9e1b3c',
      '#8d65c5': '#d93a5b',
      '#aa7de5': '#f0788f',
      '#533566': '#7d1230',
      '#bca4eb': '#f7a8b7',
    },
  },
  'red-currants': {
    from: 'blueberries',
    colours: {
      '#6b438b': '#3f8f3a',
      '#8d65c5': '#e8242f',
      '#aa7de5': '#ff6b6b',
      '#533566': '#b3121d',
      '#bca4eb': '#ffb3b3',
    },
  },
  'fresh-cheese': {
    from: 'cheese-wedge',
    colours: { '#fcd53f': '#fbfaf4', '#ffb02e': '#e6e1d3' },
  },
  'white-wine-glass': {
    from: 'wine-glass',
    colours: { '#bb1d80': '#e6b422', '#ff6dc6': '#f7dc6f' },
  },
};

function recolour(body: string, colours: Record<string, string>): string {
  return body.replace(/#[0-9a-f]{6}\b/gi, (hex) => colours[hex.toLowerCase()] ?? hex);
}

/** Ids in a body are global to the SVG it lands in: each emoji gets its own prefix. */
function ownIds(body: string, prefix: string): string {
  return body
    .replace(/\bid="([^"]+)"/g, `id="${prefix}$1"`)
    .replace(/url\(#([^)]+)\)/g, `url(#${prefix}$1)`)
    .replace(/href="#([^"]+)"/g, `href="#${prefix}$1"`);
}

function load(names: ReadonlySet<string>): Map<string, Emoji> {
  const require = createRequire(import.meta.url);
  const file = require.resolve('@iconify-json/fluent-emoji-flat/icons.json');
  const set = JSON.parse(readFileSync(file, 'utf8')) as IconifySet;
  const found = new Map<string, Emoji>();
  for (const name of names) {
    const derived = DERIVED[name];
    const icon = set.icons[derived?.from ?? name];
    if (!icon) throw new Error(`No emoji "${name}" in Fluent Emoji Flat`);
    const width = icon.width ?? set.width ?? 16;
    const height = icon.height ?? set.height ?? 16;
    const body = derived ? recolour(icon.body, derived.colours) : icon.body;
    found.set(name, {
      body: ownIds(body, `e${found.size}`),
      viewBox: `${icon.left ?? 0} ${icon.top ?? 0} ${width} ${height}`,
    });
  }
  return found;
}

/**
 * A lookup of the named emoji, read from the set on its first use; it fails
 * then for a name the set lacks, and later for one it was not given.
 */
export function emojiSet(names: Iterable<string>): (name: string) => Emoji {
  const kept = new Set(names);
  let loaded: Map<string, Emoji> | undefined;
  return (name) => {
    loaded ??= load(kept);
    const found = loaded.get(name);
    if (!found) throw new Error(`Emoji "${name}" is not in this set`);
    return found;
  };
}
