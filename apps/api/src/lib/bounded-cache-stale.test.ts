import { describe, expect, it } from 'vitest';
import { BoundedCache } from './bounded-cache';

describe('BoundedCache, as the catalogue uses it', () => {
  it('loads once for concurrent misses and serves the value while fresh', async () => {
    const cache = new BoundedCache<string, number>({ ttlMs: 1000, staleMs: 1000, maxEntries: 10 });
    let loads = 0;
    const load = async () => ++loads;
    const [a, b] = await Promise.all([
      cache.getOrLoad('k', load, 0),
      cache.getOrLoad('k', load, 0),
    ]);
    expect([a, b, loads]).toEqual([1, 1, 1]);
    expect(await cache.getOrLoad('k', load, 999)).toBe(1);
    expect(loads).toBe(1);
  });

  it('serves a stale value at once and reloads it in the background', async () => {
    const cache = new BoundedCache<string, string>({ ttlMs: 1000, staleMs: 1000, maxEntries: 10 });
    cache.set('k', 'old', 0);
    let release: (v: string) => void = () => undefined;
    const reload = () => new Promise<string>((resolve) => (release = resolve));
    expect(await cache.getOrLoad('k', reload, 1500)).toBe('old');
    release('new');
    await new Promise((r) => setTimeout(r, 0));
    expect(cache.get('k')).toBe('new');
  });

  it('forgets values past their stale time and keeps failed loads out', async () => {
    const cache = new BoundedCache<string, string>({ ttlMs: 1000, staleMs: 1000, maxEntries: 10 });
    cache.set('k', 'old', 0);
    expect(await cache.getOrLoad('k', async () => 'new', 2500)).toBe('new');
    await expect(
      cache.getOrLoad('x', async () => {
        throw new Error('not found');
      }),
    ).rejects.toThrow('not found');
    expect(cache.get('x')).toBeUndefined();
  });

  it('drops the least recently used entry beyond its size', () => {
    const cache = new BoundedCache<string, number>({ ttlMs: 1000, staleMs: 1000, maxEntries: 2 });
    cache.set('a', 1, 0);
    cache.set('b', 2, 0);
    cache.get('a', 0);
    cache.set('c', 3, 0);
    expect([cache.get('a', 0), cache.get('b', 0), cache.get('c', 0)]).toEqual([1, undefined, 3]);
  });
});
