import { describe, expect, it } from 'vitest';
import { createChunkPrefetcher, FILES_PER_IDLE } from './chunk-prefetch';

interface Asked {
  href: string;
  /** the file has arrived (or failed) */
  settle: () => void;
}

/** A stand-in document with the page's own chunks, a fetch that records what is asked for, and idle periods the test hands out one by one. */
function setUp(map: Record<string, string[]>, loaded: string[] = []) {
  const added: Asked[] = [];
  const doc = {
    querySelectorAll: () => loaded.map((href) => ({ getAttribute: (name: string) => (name === 'href' ? href : null) })),
  } as unknown as Document;
  const fetchFile = (href: string) => new Promise<void>((settle) => added.push({ href, settle }));
  const idle: Array<() => void> = [];
  const nextIdle = () => new Promise<void>((resolve) => idle.push(resolve));
  const prefetchScreen = createChunkPrefetcher(doc, async () => map, nextIdle, fetchFile);
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  /** Ends the current idle period: what waited for it runs. */
  const idlePeriod = async () => {
    idle.splice(0).forEach((resolve) => resolve());
    await settle();
  };
  return { added, prefetchScreen, idlePeriod, settle };
}

const files = (screen: string, n: number) => Array.from({ length: n }, (_, i) => `/assets/${screen}-${i}.js`);

describe('createChunkPrefetcher', () => {
  it('asks for at most a few files an idle period across every screen asked for, each once', async () => {
    const map = {
      shop: files('shop', 7),
      product: ['/assets/shop-0.js', ...files('product', 6)],
      blog: files('blog', 5),
    };
    const { added, prefetchScreen, idlePeriod, settle } = setUp(map);
    void prefetchScreen('shop');
    void prefetchScreen('product');
    void prefetchScreen('blog');
    await settle();
    const perPeriod: number[] = [];
    for (let period = 0; period < 5; period++) {
      const before = added.length;
      await idlePeriod();
      perPeriod.push(added.length - before);
    }
    expect(perPeriod).toEqual([6, 6, 6, 0, 0]);
    expect(Math.max(...perPeriod)).toBeLessThanOrEqual(FILES_PER_IDLE);
    expect(added.map((l) => l.href).sort()).toEqual([...new Set([...map.shop, ...map.product, ...map.blog])].sort());
  });

  it("resolves a screen once its files have arrived or failed, and skips the page's own chunks", async () => {
    const { added, prefetchScreen, idlePeriod, settle } = setUp(
      { shop: ['/assets/entry.js', '/assets/shop.js', '/assets/grid.js'] },
      ['/assets/entry.js'],
    );
    let done = false;
    void prefetchScreen('shop').then(() => {
      done = true;
    });
    await settle();
    await idlePeriod();
    expect(added.map((l) => l.href)).toEqual(['/assets/shop.js', '/assets/grid.js']);
    added[0]!.settle();
    await settle();
    expect(done).toBe(false);
    added[1]!.settle();
    await settle();
    expect(done).toBe(true);
  });

  it('a screen not in the map, or no map at all, adds nothing', async () => {
    const { added, prefetchScreen, idlePeriod } = setUp({});
    await prefetchScreen('shop');
    await idlePeriod();
    expect(added).toEqual([]);
  });
});
