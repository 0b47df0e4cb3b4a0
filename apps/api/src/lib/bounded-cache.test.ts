import { describe, expect, it } from 'vitest';
import { BoundedCache } from './bounded-cache';

/** Strings weigh their length; a minute to live; 10 bytes in all. */
const cache = () =>
  new BoundedCache<string, string>({ ttlMs: 60_000, maxBytes: 10, sizeOf: (v) => v.length });

describe('BoundedCache', () => {
  it('answers what was stored, until its time is up', () => {
    const c = cache();
    c.set('a', 'uno', 0);
    expect(c.get('a', 59_999)).toBe('uno');
    // the ttl is counted from the set, not from the last get
    expect(c.get('a', 60_000)).toBeUndefined();
    expect(c.weight).toBe(0);
  });

  it('drops the least recently used when the bytes outgrow the bound', () => {
    const c = cache();
    c.set('a', 'aaaa', 0);
    c.set('b', 'bbbb', 0);
    // reading a makes b the least recently used
    c.get('a', 1);
    c.set('c', 'cccc', 2);
    expect([c.get('a', 3), c.get('b', 3), c.get('c', 3)]).toEqual(['aaaa', undefined, 'cccc']);
    expect(c.weight).toBe(8);
  });

  it.each([
    ['a value heavier than the bound is not kept', 'x'.repeat(11), 0, 0],
    ['a value as heavy as the bound is', 'x'.repeat(10), 1, 10],
  ])('%s', (_name, value, size, weight) => {
    const c = cache();
    c.set('k', value, 0);
    expect([c.size, c.weight]).toEqual([size, weight]);
  });

  it('replacing an entry counts only the new value', () => {
    const c = cache();
    c.set('a', 'aaaaaaa', 0);
    c.set('a', 'aa', 0);
    expect([c.size, c.weight]).toEqual([1, 2]);
  });

  it('forgets a deleted entry and its weight', () => {
    const c = cache();
    c.set('a', 'aaa', 0);
    c.delete('a');
    expect([c.get('a', 0), c.weight]).toEqual([undefined, 0]);
  });
});

describe('BoundedCache, told of a change', () => {
  /** A load that ends when told to, answering what it read before. */
  const slowLoad = (value: string) => {
    let finish!: () => void;
    const ended = new Promise<void>((resolve) => (finish = resolve));
    return { loader: () => ended.then(() => value), finish };
  };

  it.each([
    ['delete', (c: BoundedCache<string, string>) => c.delete('a')],
    ['clear', (c: BoundedCache<string, string>) => c.clear()],
  ])('a load begun before a %s does not store what it read', async (_name, forget) => {
    const c = cache();
    const old = slowLoad('old');
    const answered = c.getOrLoad('a', old.loader);
    forget(c);
    old.finish();
    // The caller still gets its answer; the next one reads again.
    expect(await answered).toBe('old');
    expect(c.get('a')).toBeUndefined();
    expect(await c.getOrLoad('a', async () => 'new')).toBe('new');
  });

  it('clear forgets every entry and its weight', () => {
    const c = cache();
    c.set('a', 'aaa', 0);
    c.set('b', 'bb', 0);
    c.clear();
    expect([c.get('a', 0), c.get('b', 0), c.size, c.weight]).toEqual([undefined, undefined, 0, 0]);
  });

  it('setIfCurrent stores only when nothing was forgotten since the mark', () => {
    const c = cache();
    const mark = c.mark;
    c.setIfCurrent(mark, 'a', 'aa', 0);
    c.delete('b');
    c.setIfCurrent(mark, 'c', 'cc', 0);
    expect([c.get('a', 0), c.get('c', 0)]).toEqual(['aa', undefined]);
  });
});
