import express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productTag } from '../../shared/contract/change-tags';
import { REVALIDATE_PATH } from '../../shared/contract/revalidate';
import { signRevalidate } from '../../shared/contract/revalidate-signature';
import { createCacheLayer } from '../cache/cache-layer';
import { BROWSER_UA, createTestApp, type TestApp } from '../test-support/test-app';
import { createRevalidateEndpoint } from './revalidate-endpoint';

// POST /api/revalidate on the real app over the embedded backend, page cache on. What a shopper
// would see is the page cache's X-Cache: MISS is a page rendered afresh from fresh answers.

const SECRET = 'revalidate-test-secret-0123456789abcdef';
const PRODUCT = 'gentle-foaming-cleanser';
const PRODUCT_PAGE = `/products/${PRODUCT}`;
const OTHERS = ['/products/niacinamide-pore-refining-serum', '/about'];

async function signedPost(app: express.Express, body: unknown, o: { secret?: string; at?: number } = {}) {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  const headers = await signRevalidate(o.secret ?? SECRET, text, o.at ?? Date.now() / 1000);
  return request(app).post(REVALIDATE_PATH).set(headers).set('content-type', 'application/json').send(text);
}

describe('POST /api/revalidate', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      PAGE_CACHE: 'on',
      PAGE_CACHE_TTL: '600',
      PAGE_CACHE_STALE: '600',
      REVALIDATE_SECRET: SECRET,
    });
  });
  afterAll(() => t.close());

  const state = async (path: string) =>
    (await request(t.app).get(path).set('User-Agent', BROWSER_UA)).headers['x-cache'] as string | undefined;
  /** Every page cached, and each a HIT now. */
  async function allHits(paths: string[]) {
    for (const p of paths) await state(p);
    expect(await Promise.all(paths.map(state))).toEqual(paths.map(() => 'HIT'));
  }

  it('a signed event purges the product: its page renders afresh, the others stay HITs', async () => {
    await allHits([PRODUCT_PAGE, ...OTHERS]);
    const res = await signedPost(t.app, { tags: [productTag(PRODUCT), 'unknown:tag'] });
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.body.purged).toEqual([productTag(PRODUCT), 'unknown:tag']);
    expect(res.body.forgotten).toBeGreaterThanOrEqual(2);
    expect(await Promise.all([PRODUCT_PAGE, ...OTHERS].map(state))).toEqual(['MISS', 'HIT', 'HIT']);
    expect(await state(PRODUCT_PAGE)).toBe('HIT');
  });

  const refused: [string, () => Promise<request.Response>, string][] = [
    [
      'a wrong secret',
      () => signedPost(t.app, { tags: [productTag(PRODUCT)] }, { secret: 'x'.repeat(40) }),
      'Invalid signature',
    ],
    [
      'no signature',
      () =>
        request(t.app)
          .post(REVALIDATE_PATH)
          .send({ tags: [productTag(PRODUCT)] }),
      'Missing',
    ],
    [
      'a replay signed 5 minutes and 1 s ago',
      () => signedPost(t.app, { tags: [productTag(PRODUCT)] }, { at: Date.now() / 1000 - 301 }),
      'too old',
    ],
    [
      'a timestamp 10 minutes ahead',
      () => signedPost(t.app, { tags: [productTag(PRODUCT)] }, { at: Date.now() / 1000 + 600 }),
      'future',
    ],
    [
      'a body changed after signing',
      async () => {
        const headers = await signRevalidate(SECRET, JSON.stringify({ tags: ['about'] }));
        return request(t.app)
          .post(REVALIDATE_PATH)
          .set(headers)
          .set('content-type', 'application/json')
          .send(JSON.stringify({ tags: [productTag(PRODUCT)] }));
      },
      'Invalid signature',
    ],
  ];
  it.each(refused)('%s: 401 and nothing purged', async (_name, send, message) => {
    await allHits([PRODUCT_PAGE, ...OTHERS]);
    const res = await send();
    expect(res.status).toBe(401);
    expect(res.body.error).toContain(message);
    expect(await Promise.all([PRODUCT_PAGE, ...OTHERS].map(state))).toEqual(['HIT', 'HIT', 'HIT']);
  });

  it('unknown tags are ignored: 200, nothing forgotten, every page still a HIT', async () => {
    await allHits([PRODUCT_PAGE, ...OTHERS]);
    const res = await signedPost(t.app, { tags: ['product:no-such-product', 'whatever:else'] });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ purged: ['product:no-such-product', 'whatever:else'], forgotten: 0 });
    expect(await Promise.all([PRODUCT_PAGE, ...OTHERS].map(state))).toEqual(['HIT', 'HIT', 'HIT']);
  });

  it.each([
    ['not JSON', '{tags:', 'body'],
    ['no tags', {}, 'tags'],
    ['an empty list', { tags: [] }, 'tags'],
    ['a tag that is no string', { tags: ['products', 7] }, 'tags.1'],
    ['a tag too long', { tags: ['x'.repeat(201)] }, 'tags.0'],
    ['an unknown field', { tags: ['products'], everything: true }, 'everything'],
  ])('a signed body with %s: 400 naming the field, nothing purged', async (_name, body, field) => {
    await allHits([PRODUCT_PAGE]);
    const res = await signedPost(t.app, body);
    expect(res.status).toBe(400);
    expect(res.body.field).toBe(field);
    expect(res.body.error).toMatch(new RegExp(`^${field.replace('.', '\\.')}: `));
    expect(await state(PRODUCT_PAGE)).toBe('HIT');
  });

  it('is server to server: a signed request from another site is taken (no same-origin rule), a GET is not', async () => {
    await allHits([PRODUCT_PAGE]);
    const text = JSON.stringify({ tags: [productTag(PRODUCT)] });
    const res = await request(t.app)
      .post(REVALIDATE_PATH)
      .set(await signRevalidate(SECRET, text))
      .set({ origin: 'https://elsewhere.example', 'sec-fetch-site': 'cross-site', 'content-type': 'text/plain' })
      .send(text);
    expect(res.status).toBe(200);
    expect(await state(PRODUCT_PAGE)).toBe('MISS');
    const get = await request(t.app).get(REVALIDATE_PATH);
    expect(get.status).toBe(405);
    expect(get.headers.allow).toBe('POST');
  });

  it("the embedded backend's change events reach the caches in-process", async () => {
    await allHits([PRODUCT_PAGE, ...OTHERS]);
    t.backend!.changes.emit([productTag(PRODUCT)]);
    expect(await Promise.all([PRODUCT_PAGE, ...OTHERS].map(state))).toEqual(['MISS', 'HIT', 'HIT']);
  });
});

describe('POST /api/revalidate without REVALIDATE_SECRET', () => {
  it('refuses every request with 401, signed or not', async () => {
    const cache = createCacheLayer();
    const purged: string[][] = [];
    cache.onPurge((e) => purged.push([...e.tags]));
    const app = express();
    app.all(REVALIDATE_PATH, createRevalidateEndpoint({ secret: null, cache, logger: silent }));
    const res = await signedPost(app, { tags: ['products'] });
    expect(res.status).toBe(401);
    expect(res.body.error).toContain('REVALIDATE_SECRET');
    expect(purged).toEqual([]);
  });
});

describe('the flood limit', () => {
  it('answers 429 with Retry-After past the limit per address, before checking anything', async () => {
    const cache = createCacheLayer();
    const app = express();
    app.all(
      REVALIDATE_PATH,
      createRevalidateEndpoint({
        secret: SECRET,
        cache,
        logger: silent,
        limit: { points: 3, windowSeconds: 60, blockSeconds: 60 },
      }),
    );
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) statuses.push((await signedPost(app, { tags: ['products'] })).status);
    const over = await signedPost(app, { tags: ['products'] });
    expect(statuses).toEqual([200, 200, 200]);
    expect(over.status).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
  });
});

const silent = { info: () => {}, warn: () => {}, error: () => {} };
