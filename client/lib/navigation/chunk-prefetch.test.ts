import { describe, expect, it } from 'vitest';
import { createChunkPrefetcher, LINKS_PER_IDLE } from './chunk-prefetch';

interface StandInLink {
  rel: string;
  href: string;
  crossOrigin?: string;
  onload?: () => void;
  onerror?: () => void;
}

/** A stand-in document that records the links added, and idle periods the test hands out one by one. */
function setUp(map: Record<string, string[]>, loaded: string[] = []) {
  const added: StandInLink[] = [];
  const doc = {
    querySelectorAll: () => loaded.map((href) => ({ getAttribute: (name: string) => (name === 'href' ? href : null) })),
    createElement: () => ({}) as StandInLink,
    head: { append: (l: StandInLink) => added.push(l) },
  } as unknown as Document;
  const idle: Array<() => void> = [];
  const nextIdle = () => new Promise<void>((resolve) => idle.push(resolve));
  const prefetchScreen = createChunkPrefetcher(doc, async () => map, nextIdle);
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
  it('adds at most a few links an idle period across every screen asked for, each once', async () => {
    const map = {
      shop: files('shop', 5),
      product: ['/assets/shop-0.js', ...files('product', 4)],
      blog: files('blog', 3),
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
    expect(perPeriod).toEqual([4, 4, 4, 0, 0]);
    expect(Math.max(...perPeriod)).toBeLessThanOrEqual(LINKS_PER_IDLE);
    expect(added.map((l) => l.href).sort()).toEqual([...new Set([...map.shop, ...map.product, ...map.blog])].sort());
    expect(added.every((l) => l.rel === 'prefetch' && l.crossOrigin === 'anonymous')).toBe(true);
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
    added[0]!.onload!();
    await settle();
    expect(done).toBe(false);
    added[1]!.onerror!();
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
