import { describe, expect, it } from 'vitest';
import type { PackShape } from './packshot-family';
import { packshotSvg, withoutBrand, wrapWords } from './packshot-svg';

const SHAPES: PackShape[] = [
  'box',
  'bottle',
  'carton',
  'jar',
  'pot',
  'can',
  'bag',
  'tray',
  'counter',
  'loose',
];

const svg = (shape: PackShape, icons: string[] = ['mango'], pieces = 1) =>
  packshotSvg({
    name: 'Mercatò Mango & papaya 6 x 125 g',
    brand: 'Mercatò',
    colour: '#3f8f3a',
    pieces,
    subject: { family: 'mango', icons, shape },
  });

/** Every opened element is closed, in order: the markup is well formed. */
function balanced(markup: string): boolean {
  const open: string[] = [];
  for (const [, closing, tag, selfClosing] of markup.matchAll(/<(\/?)([a-z]+)\b[^>]*?(\/?)>/g)) {
    if (selfClosing) continue;
    if (!closing) open.push(tag!);
    else if (open.pop() !== tag) return false;
  }
  return open.length === 0;
}

describe('packshotSvg', () => {
  it.each(SHAPES)('draws a %s 400 × 400, well formed, with its brand and name', (shape) => {
    const picture = svg(shape);
    expect(picture).toMatch(/^<svg [^>]*width="400" height="400" viewBox="0 0 400 400"/);
    expect(balanced(picture)).toBe(true);
    expect(picture).toContain('aria-label="Mercatò Mango &amp; papaya 6 x 125 g"');
    expect(picture).toContain('>MERCATÒ</text>');
    // The brand is printed once, above the name that no longer repeats it.
    expect(picture.match(/Mercatò/gi)).toHaveLength(2);
    expect(picture).toContain('Mango &amp;');
  });

  it('holds only the emoji it draws, each once, however often it is used', () => {
    const one = svg('loose');
    expect(one.match(/<symbol /g)).toHaveLength(1);
    expect(one.match(/<use /g)).toHaveLength(3);
    const three = svg('tray', ['strawberry', 'kiwi-fruit', 'peach']);
    expect(three.match(/<symbol /g)).toHaveLength(3);
    expect(three.length).toBeLessThan(12_000);
  });

  it('shows how many pieces a multipack holds', () => {
    expect(svg('box', ['mango'], 6)).toContain('>6×</text>');
    expect(svg('box', ['mango'], 1)).not.toContain('×</text>');
  });

  it('keeps the ids inside an emoji its own', () => {
    const butter = svg('box', ['butter']);
    const ids = [...butter.matchAll(/id="([^"]+)"/g)].map((m) => m[1]);
    expect(new Set(ids).size).toBe(ids.length);
    for (const [, ref] of butter.matchAll(/href="#([^"]+)"/g)) expect(ids).toContain(ref);
  });
});

describe('withoutBrand and wrapWords', () => {
  it('drops the leading brand only', () => {
    expect(withoutBrand('Mercatò Spaghetti n. 5 500 g', 'Mercatò')).toBe('Spaghetti n. 5 500 g');
    expect(withoutBrand('Mele Fuji sfuse', 'Frutteti del Noce')).toBe('Mele Fuji sfuse');
  });

  it('wraps on words and ends what does not fit with an ellipsis', () => {
    expect(wrapWords('Pere Abate Fetel sfuse', 12, 3)).toEqual(['Pere Abate', 'Fetel sfuse']);
    expect(wrapWords('uno due tre quattro cinque sei', 7, 2)).toEqual(['uno due', 'tre…']);
  });
});
