import { describe, expect, it } from 'vitest';
import { PublicCallCache } from './public-cache.server';

describe('public call cache', () => {
  it('shares one load between concurrent and later callers until it expires', async () => {
    const cache = new PublicCallCache(10);
    let loads = 0;
    const load = async () => ++loads;
    expect(await Promise.all([cache.fetch('k', 50, load), cache.fetch('k', 50, load)])).toEqual([1, 1]);
    expect(await cache.fetch('k', 50, load)).toBe(1);
    await new Promise((r) => setTimeout(r, 60));
    expect(await cache.fetch('k', 50, load)).toBe(2);
  });

  it('keeps each entry for its own time', async () => {
    const cache = new PublicCallCache(10);
    await cache.fetch('short', 20, async () => 's1');
    await cache.fetch('long', 60_000, async () => 'l1');
    await new Promise((r) => setTimeout(r, 30));
    expect(await cache.fetch('short', 20, async () => 's2')).toBe('s2');
    expect(await cache.fetch('long', 60_000, async () => 'l2')).toBe('l1');
  });

  it('never keeps a failure', async () => {
    const cache = new PublicCallCache();
    await expect(cache.fetch('k', 60_000, () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.fetch('k', 60_000, async () => 'up')).toBe('up');
  });

  it('is bounded, dropping the least recently used', async () => {
    const cache = new PublicCallCache(2);
    await cache.fetch('a', 60_000, async () => 'a');
    await cache.fetch('b', 60_000, async () => 'b');
    await cache.fetch('a', 60_000, async () => 'a2'); // a is now most recent
    await cache.fetch('c', 60_000, async () => 'c');
    expect(cache.size).toBe(2);
    expect(await cache.fetch('a', 60_000, async () => 'a3')).toBe('a');
    expect(await cache.fetch('b', 60_000, async () => 'b2')).toBe('b2');
  });
});
