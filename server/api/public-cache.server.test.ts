import { describe, expect, it } from 'vitest';
import { calls } from '../../shared/contract/registry';
import { CACHEABLE_CALLS, PublicCallCache } from './public-cache.server';

describe('public call cache', () => {
  it('lists only calls that carry no token and are not the uncached twin', () => {
    for (const name of CACHEABLE_CALLS) expect(calls[name].token, name).toBe('none');
    expect(CACHEABLE_CALLS.has('get-product-by-handle-uncached')).toBe(false);
    expect(CACHEABLE_CALLS.has('get-cart')).toBe(false);
  });

  it('shares one load between concurrent and later callers until it expires', async () => {
    const cache = new PublicCallCache(10, 50);
    let loads = 0;
    const load = async () => ++loads;
    expect(await Promise.all([cache.fetch('k', load), cache.fetch('k', load)])).toEqual([1, 1]);
    expect(await cache.fetch('k', load)).toBe(1);
    await new Promise((r) => setTimeout(r, 60));
    expect(await cache.fetch('k', load)).toBe(2);
  });

  it('never keeps a failure', async () => {
    const cache = new PublicCallCache();
    await expect(cache.fetch('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.fetch('k', async () => 'up')).toBe('up');
  });

  it('is bounded, dropping the least recently used', async () => {
    const cache = new PublicCallCache(2, 60_000);
    await cache.fetch('a', async () => 'a');
    await cache.fetch('b', async () => 'b');
    await cache.fetch('a', async () => 'a2'); // a is now most recent
    await cache.fetch('c', async () => 'c');
    expect(cache.size).toBe(2);
    expect(await cache.fetch('a', async () => 'a3')).toBe('a');
    expect(await cache.fetch('b', async () => 'b2')).toBe('b2');
  });
});
