import { describe, expect, it } from 'vitest';
import { TaggedCache } from './tagged-cache';

describe('TaggedCache', () => {
  it('purges every entry carrying any of the tags, and no other', () => {
    const cache = new TaggedCache<string>({ max: 10 });
    cache.set('p/a', 'A', { tags: ['product:a', 'layout'] });
    cache.set('p/b', 'B', { tags: ['product:b', 'layout'] });
    cache.set('shop', 'S', { tags: ['product:a', 'product:b', 'products'] });
    expect(cache.purge(['product:a', 'nothing'])).toBe(2);
    expect([cache.get('p/a'), cache.get('p/b'), cache.get('shop')]).toEqual([undefined, 'B', undefined]);
    expect(cache.purge(['layout'])).toBe(1);
    expect(cache.size).toBe(0);
  });

  it('a replaced, evicted or expired entry leaves the tag index too', () => {
    let now = 1_000; // (lru-cache reads a start time of 0 as none)
    const cache = new TaggedCache<string>({ max: 2, now: () => now });
    cache.set('k', 'v1', { tags: ['old'] });
    cache.set('k', 'v2', { tags: ['new'] });
    expect(cache.purge(['old'])).toBe(0);
    expect(cache.get('k')).toBe('v2');
    cache.set('x', 'x', { tags: ['x'], ttl: 10 });
    cache.set('y', 'y', { tags: ['y'] }); // evicts k
    expect(cache.purge(['new'])).toBe(0);
    now = 1_011;
    expect(cache.get('x')).toBeUndefined();
    expect(cache.purge(['x'])).toBe(0);
  });

  it('work begun before a purge of what it shows is not kept; work begun after is', () => {
    const cache = new TaggedCache<string>({ max: 10 });
    const early = cache.begin();
    cache.purge(['product:a']);
    const late = cache.begin();
    expect(cache.set('k', 'late', { tags: ['product:a'], since: late })).toBe(true);
    expect(cache.set('k', 'early', { tags: ['product:a'], since: early })).toBe(false);
    expect(cache.set('other', 'early', { tags: ['product:b'], since: early })).toBe(true);
    cache.end();
    cache.end();
    expect([cache.get('k'), cache.get('other')]).toEqual(['late', 'early']);
  });
});
