import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BROWSER_UA, createTestApp, type TestApp } from '../test-support/test-app';
import { productTag } from '../../shared/contract/change-tags';

// Purge by tag on the real app over the embedded backend, page cache on: what a change event
// will do. The signals are the page cache's X-Cache header (MISS: rendered afresh) and the
// identity of a kept public answer (the same object while kept, a new one once fetched again).

const PRODUCT = 'gentle-foaming-cleanser';
const OTHER = 'niacinamide-pore-refining-serum';
const LISTING = '/shop/category/cleanse';

describe('purge by tag', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PAGE_CACHE: 'on', PAGE_CACHE_TTL: '600', PAGE_CACHE_STALE: '60' });
  });
  afterAll(() => t.close());

  const get = (path: string) => request(t.app).get(path).set('User-Agent', BROWSER_UA);
  const state = async (path: string) => (await get(path)).headers['x-cache'] as string | undefined;
  const answer = (handle: string) => t.upstream.client().call('get-product-by-handle', { handle });

  it("forgets the product's page, the listings showing it and its answers; nothing else", async () => {
    const pages = [`/products/${PRODUCT}`, `/products/${OTHER}`, LISTING, '/blog', '/about'];
    const first = await Promise.all(pages.map(get));
    // what the test relies on: the listing shows the product, the other product's page does not
    expect(first[2]!.text.includes(`/products/${PRODUCT}`)).toBe(true);
    expect(first[1]!.text.includes(`/products/${PRODUCT}`)).toBe(false);
    expect(await Promise.all(pages.map(state))).toEqual(['HIT', 'HIT', 'HIT', 'HIT', 'HIT']);
    const [before, otherBefore] = [await answer(PRODUCT), await answer(OTHER)];
    expect(await answer(PRODUCT)).toBe(before);

    const event = t.cache.purgeTags([productTag(PRODUCT)]);
    expect(event.forgotten).toBeGreaterThanOrEqual(4); // its answer, its page, the listing, the listing's answer

    expect(await answer(PRODUCT)).not.toBe(before);
    expect(await answer(PRODUCT)).toEqual(before);
    expect(await answer(OTHER)).toBe(otherBefore);
    expect(await Promise.all(pages.map(state))).toEqual(['MISS', 'HIT', 'MISS', 'HIT', 'HIT']);
    expect(await Promise.all(pages.map(state))).toEqual(['HIT', 'HIT', 'HIT', 'HIT', 'HIT']);
  });

  it('a purge of the navigation forgets the layout entry and every page showing it, and says so to its listeners', async () => {
    await Promise.all(['/about', '/blog'].map(get));
    const heard: string[][] = [];
    const stop = t.cache.onPurge((e) => heard.push([...e.tags]));
    t.cache.purgeTags(['navigation']);
    stop();
    t.cache.purgeTags(['unheard']);
    expect(heard).toEqual([['navigation']]);
    expect(await Promise.all(['/about', '/blog'].map(state))).toEqual(['MISS', 'MISS']);
    expect(await state('/about')).toBe('HIT');
  });

  it('a tag nothing shows forgets nothing', async () => {
    await get('/about');
    expect(t.cache.purgeTags([productTag('no-such-product')]).forgotten).toBe(0);
    expect(await state('/about')).toBe('HIT');
  });
});
