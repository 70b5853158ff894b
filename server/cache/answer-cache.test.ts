import { describe, expect, it } from 'vitest';
import { AnswerCache } from './answer-cache';

const none = () => [];

describe('public answer cache', () => {
  it('shares one load between concurrent and later callers until it expires', async () => {
    const cache = new AnswerCache(10);
    let loads = 0;
    const load = async () => ++loads;
    expect(await Promise.all([cache.fetch('k', 50, load, none), cache.fetch('k', 50, load, none)])).toEqual([1, 1]);
    expect(await cache.fetch('k', 50, load, none)).toBe(1);
    await new Promise((r) => setTimeout(r, 60));
    expect(await cache.fetch('k', 50, load, none)).toBe(2);
  });

  it('keeps each entry for its own time', async () => {
    const cache = new AnswerCache(10);
    await cache.fetch('short', 20, async () => 's1', none);
    await cache.fetch('long', 60_000, async () => 'l1', none);
    await new Promise((r) => setTimeout(r, 30));
    expect(await cache.fetch('short', 20, async () => 's2', none)).toBe('s2');
    expect(await cache.fetch('long', 60_000, async () => 'l2', none)).toBe('l1');
  });

  it('never keeps a failure', async () => {
    const cache = new AnswerCache();
    await expect(cache.fetch('k', 60_000, () => Promise.reject(new Error('down')), none)).rejects.toThrow('down');
    expect(await cache.fetch('k', 60_000, async () => 'up', none)).toBe('up');
  });

  it('is bounded, dropping the least recently used', async () => {
    const cache = new AnswerCache(2);
    await cache.fetch('a', 60_000, async () => 'a', none);
    await cache.fetch('b', 60_000, async () => 'b', none);
    await cache.fetch('a', 60_000, async () => 'a2', none); // a is now most recent
    await cache.fetch('c', 60_000, async () => 'c', none);
    expect(cache.size).toBe(2);
    expect(await cache.fetch('a', 60_000, async () => 'a3', none)).toBe('a');
    expect(await cache.fetch('b', 60_000, async () => 'b2', none)).toBe('b2');
  });

  it('forgets by tag: an answer showing a purged tag is loaded again, the others are kept', async () => {
    const cache = new AnswerCache();
    const tagsOf = (answer: { shows: string[] }) => answer.shows;
    await cache.fetch('x', 60_000, async () => ({ shows: ['product:x', 'products'], n: 1 }), tagsOf);
    await cache.fetch('y', 60_000, async () => ({ shows: ['product:y'], n: 1 }), tagsOf);
    expect(cache.purge(['product:x'])).toBe(1);
    expect(await cache.fetch('x', 60_000, async () => ({ shows: ['product:x'], n: 2 }), tagsOf)).toMatchObject({
      n: 2,
    });
    expect(await cache.fetch('y', 60_000, async () => ({ shows: ['product:y'], n: 2 }), tagsOf)).toMatchObject({
      n: 1,
    });
  });

  it('an answer under way when its tag is purged is not kept, and later callers do not wait for it', async () => {
    const cache = new AnswerCache();
    let release!: (v: string) => void;
    const old = cache.fetch(
      'k',
      60_000,
      () =>
        new Promise<string>((r) => {
          release = r;
        }),
      () => ['t'],
    );
    cache.purge(['t']);
    const fresh = cache.fetch(
      'k',
      60_000,
      async () => 'fresh',
      () => ['t'],
    );
    release('old');
    expect([await old, await fresh]).toEqual(['old', 'fresh']);
    expect(
      await cache.fetch(
        'k',
        60_000,
        async () => 'third',
        () => ['t'],
      ),
    ).toBe('fresh');
  });
});
