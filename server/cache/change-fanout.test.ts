import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productTag } from '../../shared/contract/change-tags';
import { REVALIDATE_PATH } from '../../shared/contract/revalidate';
import { signRevalidate } from '../../shared/contract/revalidate-signature';
import { hasRedisServer, startRedisServer, until, type RunningRedis } from '../test-support/redis-server';
import { BROWSER_UA, createTestApp, type TestApp } from '../test-support/test-app';

// Two BFF replicas sharing one real redis-server (a free loopback port): a change event sent
// to one purges both; each replica purges once. .ci/run installs redis-server; without the
// binary these tests are skipped with a message saying so.

const SECRET = 'fanout-test-secret-0123456789abcdef0123';
const PRODUCT = 'gentle-foaming-cleanser';
const PRODUCT_PAGE = `/products/${PRODUCT}`;
const OTHER_PAGE = '/about';

if (!hasRedisServer())
  console.warn('change-fanout.test: /usr/bin/redis-server is missing, the Redis tests are skipped');

describe.skipIf(!hasRedisServer())('change fan-out through Redis', () => {
  let redis: RunningRedis;
  let a: TestApp;
  let b: TestApp;
  const purges = { a: [] as string[], b: [] as string[] };
  beforeAll(async () => {
    redis = await startRedisServer();
    const env = {
      PAGE_CACHE: 'on',
      PAGE_CACHE_TTL: '600',
      PAGE_CACHE_STALE: '600',
      REVALIDATE_SECRET: SECRET,
      REDIS_URL: redis.url,
    };
    [a, b] = await Promise.all([createTestApp(env), createTestApp(env)]);
    a.cache.onPurge((e) => purges.a.push(`${e.origin}:${e.tags.join(',')}`));
    b.cache.onPurge((e) => purges.b.push(`${e.origin}:${e.tags.join(',')}`));
    await until(() => a.fanout!.listening() && b.fanout!.listening());
  }, 30_000);
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    await redis?.stop();
  });

  const state = async (t: TestApp, path: string) =>
    (await request(t.app).get(path).set('User-Agent', BROWSER_UA)).headers['x-cache'] as string | undefined;
  async function warm(t: TestApp) {
    for (const p of [PRODUCT_PAGE, OTHER_PAGE]) await state(t, p);
    expect([await state(t, PRODUCT_PAGE), await state(t, OTHER_PAGE)]).toEqual(['HIT', 'HIT']);
  }

  it('an event sent to one replica purges both, each once', async () => {
    await warm(a);
    await warm(b);
    purges.a.length = purges.b.length = 0;
    const text = JSON.stringify({ tags: [productTag(PRODUCT)] });
    const res = await request(a.app)
      .post(REVALIDATE_PATH)
      .set(await signRevalidate(SECRET, text))
      .set('content-type', 'application/json')
      .send(text);
    expect(res.status).toBe(200);
    await until(() => purges.b.length > 0, 2_000);
    expect(await state(b, PRODUCT_PAGE)).toBe('MISS');
    expect(await state(a, PRODUCT_PAGE)).toBe('MISS');
    expect([await state(a, OTHER_PAGE), await state(b, OTHER_PAGE)]).toEqual(['HIT', 'HIT']);
    // a little while for a duplicate to show, if one were coming
    await new Promise((r) => setTimeout(r, 200));
    expect(purges).toEqual({ a: [`local:${productTag(PRODUCT)}`], b: [`relayed:${productTag(PRODUCT)}`] });
  });

  it("the embedded backend's change on one replica reaches the other", async () => {
    await warm(a);
    await warm(b);
    purges.b.length = 0;
    b.backend!.changes.emit([productTag(PRODUCT)]);
    expect(await state(b, PRODUCT_PAGE)).toBe('MISS');
    await until(() => purges.a.some((p) => p === `relayed:${productTag(PRODUCT)}`), 2_000);
    expect(await state(a, PRODUCT_PAGE)).toBe('MISS');
  });

  it('a message on the channel that is not a purge is ignored', async () => {
    await warm(a);
    const { Redis } = await import('ioredis');
    const client = new Redis(redis.url);
    for (const text of ['not json', '{"tags":"products"}', '{"from":"x","tags":[]}', '{"from":"x","tags":[1]}'])
      await client.publish('storefront:purge', text);
    await client.quit();
    await new Promise((r) => setTimeout(r, 200));
    expect(await state(a, PRODUCT_PAGE)).toBe('HIT');
  });
});

describe('change fan-out without Redis answering', () => {
  it('never blocks the start; the replica that hears a change still purges its own', async () => {
    // a port nothing listens on: the clients keep reconnecting in the background
    const t = await createTestApp({
      PAGE_CACHE: 'on',
      PAGE_CACHE_TTL: '600',
      REVALIDATE_SECRET: SECRET,
      REDIS_URL: 'redis://127.0.0.1:1',
    });
    try {
      expect(t.fanout!.listening()).toBe(false);
      await state(t, PRODUCT_PAGE);
      expect(await state(t, PRODUCT_PAGE)).toBe('HIT');
      const text = JSON.stringify({ tags: [productTag(PRODUCT)] });
      const res = await request(t.app)
        .post(REVALIDATE_PATH)
        .set(await signRevalidate(SECRET, text))
        .send(text);
      expect(res.status).toBe(200);
      expect(await state(t, PRODUCT_PAGE)).toBe('MISS');
    } finally {
      await t.close();
    }
  });

  const state = async (t: TestApp, path: string) =>
    (await request(t.app).get(path).set('User-Agent', BROWSER_UA)).headers['x-cache'] as string | undefined;
});
