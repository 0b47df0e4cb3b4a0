import { describe, expect, it } from 'vitest';
import { unstorableTextPath } from './storable-text';

describe('unstorableTextPath', () => {
  it.each([
    ['plain text', { a: 'caffè ☕ 😀' }, null],
    ['a NUL', { note: 'a\u0000b' }, 'note'],
    ['a lone high surrogate', { city: '\ud800' }, 'city'],
    ['a lone low surrogate', { city: 'a\udfffb' }, 'city'],
    ['a high surrogate at the end', { city: 'ok\ud83d' }, 'city'],
    ['a nested field', { address: { lines: ['x', 'y\u0000'] } }, 'address.lines.1'],
    ['a key', { ['k\u0000']: 1 }, 'k\u0000'],
    ['a bare string', 'x\u0000', ''],
    ['numbers and nulls', { n: 1, m: null, b: true }, null],
  ])('%s', (_name, value, path) => {
    expect(unstorableTextPath(value)).toBe(path);
  });

  it('walks a body nested 100 000 deep without exhausting the stack', () => {
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(unstorableTextPath(deep)).toMatch(/^0(\.0)*$/);
  });

  it('leaves a binary body alone: a feed of megabytes is bytes, not text, and is never walked byte by byte', () => {
    const feed = Object.assign(Buffer.from('sku;ean\n'), { note: 'x\u0000' });
    expect(unstorableTextPath(feed)).toBeNull();
    expect(unstorableTextPath({ part: new Uint8Array([0, 0]) })).toBeNull();
  });
});
