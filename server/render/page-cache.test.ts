import express from 'express';
import pino from 'pino';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { BOT_UA, BROWSER_UA, createTestApp, TEST_ASSETS, type TestApp } from '../test-support/test-app';
import { NONCE_PLACEHOLDER } from './page-cache-render';
import { requestContext } from '../http/request-context';
import { createPageCache } from './page-cache';

// The anonymous page cache on the real app over the embedded backend: what a
// visitor, a crawler and a CDN see; then the cache layer alone on a clock of its own (stale,
// refresh). The store's own rules are in page-store.test.ts.

const nonceOfHeader = (csp: string) => /'nonce-([A-Za-z0-9+/=]+)'/.exec(csp)?.[1];
const noncesInHtml = (html: string) => new Set([...html.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1]));

describe('page cache on', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PAGE_CACHE: 'on', PAGE_CACHE_TTL: '120', PAGE_CACHE_STALE: '30' });
  });
  afterAll(() => t.close());

  it('a first anonymous GET renders (MISS), the next is served from memory (HIT) with the same page', async () => {
    const first = await request(t.app).get('/shop?sort=title').set('User-Agent', BROWSER_UA);
    const second = await request(t.app).get('/shop?sort=title').set('User-Agent', BROWSER_UA);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect([first.headers['x-cache'], second.headers['x-cache']]).toEqual(['MISS', 'HIT']);
    expect(second.headers['cache-control']).toBe('public, s-maxage=120, stale-while-revalidate=30');
    expect(second.headers.vary).toMatch(/\bCookie\b/);
    expect(second.headers['content-type']).toBe('text/html; charset=utf-8');
    // as rendered but for the nonce (the query data's times too: the browser counts them from arrival)
    const strip = (html: string) => html.replace(/nonce="[^"]+"/g, '');
    expect(strip(second.text)).toBe(strip(first.text));
    expect(second.text).toContain('</html>');
  });

  it('two responses of one cached page carry different nonces, each the one of its own CSP header', async () => {
    await request(t.app).get('/about');
    const answers = await Promise.all([1, 2].map(() => request(t.app).get('/about').set('User-Agent', BROWSER_UA)));
    const seen = answers.map((res) => {
      expect(res.headers['x-cache']).toBe('HIT');
      const header = nonceOfHeader(res.headers['content-security-policy'] as string);
      const inPage = noncesInHtml(res.text);
      expect(inPage).toEqual(new Set([header]));
      expect(res.text).not.toContain(NONCE_PLACEHOLDER);
      return header;
    });
    expect(seen[0]).not.toBe(seen[1]);
  });

  it('a crawler and a person get the same complete page (one entry)', async () => {
    const person = await request(t.app).get('/shop?sort=newest').set('User-Agent', BROWSER_UA);
    const crawler = await request(t.app).get('/shop?sort=newest').set('User-Agent', BOT_UA);
    expect([person.headers['x-cache'], crawler.headers['x-cache']]).toEqual(['MISS', 'HIT']);
    // complete: no boundary left to stream in by script
    expect(person.text).not.toContain('<template id="B:');
  });

  it('a query string that changes the page is its own entry', async () => {
    const byPrice = await request(t.app).get('/shop?sort=price-asc');
    const byPriceDesc = await request(t.app).get('/shop?sort=price-desc');
    expect([byPrice.headers['x-cache'], byPriceDesc.headers['x-cache']]).toEqual(['MISS', 'MISS']);
    expect(byPrice.text).not.toBe(
      byPriceDesc.text.replace(
        nonceOfHeader(byPriceDesc.headers['content-security-policy'] as string)!,
        nonceOfHeader(byPrice.headers['content-security-policy'] as string)!,
      ),
    );
  });

  it('HEAD is answered from the entry with the headers of GET and no body', async () => {
    await request(t.app).get('/blog');
    const head = await request(t.app).head('/blog');
    expect(head.status).toBe(200);
    expect(head.headers['x-cache']).toBe('HIT');
    expect(Number(head.headers['content-length'])).toBeGreaterThan(1000);
    expect(head.text ?? '').toBe('');
  });

  it.each([
    ['a session cookie', 'session_token=abc'],
    ['a cart cookie', 'cart_id=gid://shopify/Cart/x'],
    ['a prefixed cart cookie', '__Host-cart_id=x'],
    ['the cart notice', 'cart_notice=added'],
    ['the subscription widget cookie', 'og_auth=x'],
  ])('%s bypasses the cache: rendered, private, no X-Cache', async (_name, cookie) => {
    await request(t.app).get('/');
    const res = await request(t.app).get('/').set('Cookie', cookie);
    expect(res.status).toBe(200);
    expect(res.headers['x-cache']).toBeUndefined();
    // the renderer's own header (no-store with a session or cart): never one a CDN may keep
    expect(res.headers['cache-control']).toMatch(/^private, no-(store|cache)$/);
  });

  it('other cookies (consent, attribution) get the shared page', async () => {
    await request(t.app).get('/contact');
    const res = await request(t.app).get('/contact').set('Cookie', 'affiliate_attribution=%7B%7D; consent=1');
    expect(res.headers['x-cache']).toBe('HIT');
  });

  it.each(['/cart', '/account/login'])('%s is never cached', async (path) => {
    await request(t.app).get(path);
    const res = await request(t.app).get(path);
    expect(res.headers['x-cache']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('a not found page is kept briefly and never stale', async () => {
    const first = await request(t.app).get('/no-such-page-here');
    const second = await request(t.app).get('/no-such-page-here');
    expect([first.status, second.status]).toEqual([404, 404]);
    expect(second.headers['x-cache']).toBe('HIT');
    expect(second.headers['cache-control']).toBe('public, s-maxage=10, stale-while-revalidate=0');
  });

  it('a redirect is not kept and never public', async () => {
    const res = await request(t.app).get('/shop/');
    expect(res.status).toBeGreaterThanOrEqual(300);
    expect(res.status).toBeLessThan(400);
    expect(res.headers['x-cache']).toBeUndefined();
  });

  it('a form POST still reaches its page action (not the cache)', async () => {
    const res = await request(t.app)
      .post('/newsletter-not-a-form')
      .type('form')
      .send('a=1')
      .set('Origin', 'http://shop.test');
    expect(res.headers['x-cache']).toBeUndefined();
  });
});

describe('page cache off', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PAGE_CACHE: 'off' });
  });
  afterAll(() => t.close());

  it('pages render each time with the revalidating private header', async () => {
    await request(t.app).get('/shop');
    const res = await request(t.app).get('/shop');
    expect(res.headers['x-cache']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('private, no-cache');
  });
});

describe('PAGE_CACHE settings', () => {
  it.each([
    [{}, false],
    [{ NODE_ENV: 'development' }, false],
    [{ NODE_ENV: 'production' }, true],
    [{ NODE_ENV: 'production', PAGE_CACHE: 'off' }, false],
    [{ NODE_ENV: 'test', PAGE_CACHE: 'on' }, true],
    [{ NODE_ENV: 'production', PAGE_CACHE: '' }, true],
  ])('%j: on=%s', (env, enabled) => {
    expect(loadConfig(env).pageCache.enabled).toBe(enabled);
  });

  it('defaults: fresh 30 s, stale 300 s, 64 MB', () => {
    expect(loadConfig({}).pageCache).toEqual({
      enabled: false,
      ttlSeconds: 30,
      staleSeconds: 300,
      maxBytes: 64 * 1024 * 1024,
    });
  });

  it.each([
    [{ PAGE_CACHE: 'yes' }, 'PAGE_CACHE'],
    [{ PAGE_CACHE_TTL: '0' }, 'PAGE_CACHE_TTL'],
    [{ PAGE_CACHE_TTL: 'soon' }, 'PAGE_CACHE_TTL'],
    [{ PAGE_CACHE_STALE: '-1' }, 'PAGE_CACHE_STALE'],
    [{ PAGE_CACHE_MAX_MB: '0' }, 'PAGE_CACHE_MAX_MB'],
  ])('%j stops the start naming %s', (env, name) => {
    expect(() => loadConfig(env)).toThrow(name);
  });
});

describe('the cache layer on its own (the real entry, config and upstream of a test app)', () => {
  let t: TestApp;
  let clock = 0;
  const redirected = new Set<string>();
  let app: express.Express;
  beforeAll(async () => {
    t = await createTestApp({ PAGE_CACHE: 'on', PAGE_CACHE_TTL: '60', PAGE_CACHE_STALE: '60' });
    app = express();
    app.use(requestContext({ cookies: t.config, upstream: t.upstream, logger: pino({ level: 'silent' }) }));
    app.use((req, res, next) => {
      res.locals.nonce = 'TestNonce0123456789abc==';
      // a step before the cache that sets a cookie on this response (none does today)
      if (req.headers['x-set-cookie']) res.cookie('seen', '1');
      req.log = pino({ level: 'silent' });
      next();
    });
    const cache = createPageCache({
      config: t.config,
      logger: pino({ level: 'silent' }),
      upstream: t.upstream,
      cache: t.cache,
      loadEntry: () => import('../../client/entry-server'),
      assets: () => TEST_ASSETS,
      now: () => clock,
      redirected: (pathname) => redirected.has(pathname),
    });
    // as app.ts mounts them: kept pages early, then (steps between) the cache that renders
    app.use(cache.kept);
    // the steps between, as far as this test needs them: the redirect table, and a route of its own
    app.use((req, res, next) => (redirected.has(req.path) ? res.redirect(301, '/shop') : next()));
    app.use((req, res, next) => (req.path === '/early-only' ? res.status(598).send('a step between') : next()));
    app.use(cache.handler);
    app.use((_req, res) => res.status(599).send('renderer'));
  });
  afterAll(() => t.close());

  it('a response that set a cookie is never public, and the cookie does not reach the entry', async () => {
    const marked = await request(app).get('/about').set('x-set-cookie', '1');
    expect(marked.headers['set-cookie']?.[0]).toMatch(/^seen=1/);
    expect(marked.headers['cache-control']).toBe('private, no-cache');
    const plain = await request(app).get('/about');
    expect(plain.headers['x-cache']).toBe('HIT');
    expect(plain.headers['set-cookie']).toBeUndefined();
    expect(plain.headers['cache-control']).toBe('public, s-maxage=60, stale-while-revalidate=60');
  });

  it('fresh, then stale with Age while one refresh runs, then fresh again; past stale a new render', async () => {
    clock = 1_000_000;
    expect((await request(app).get('/blog')).headers['x-cache']).toBe('MISS');
    clock += 59_000;
    const fresh = await request(app).get('/blog');
    expect([fresh.headers['x-cache'], fresh.headers.age]).toEqual(['HIT', '59']);
    clock += 2_000;
    const stale = await request(app).get('/blog');
    expect([stale.headers['x-cache'], stale.headers.age]).toEqual(['STALE', '61']);
    await expect.poll(async () => (await request(app).get('/blog')).headers['x-cache']).toBe('HIT');
    clock += 200_000;
    expect((await request(app).get('/blog')).headers['x-cache']).toBe('MISS');
  });

  it('a kept page is sent before the steps between; a path redirected since it was kept goes on to them', async () => {
    clock = 5_000_000;
    expect((await request(app).get('/about/our-story')).headers['x-cache']).toBe('MISS');
    const early = await request(app).get('/about/our-story');
    expect([early.status, early.headers['x-cache']]).toEqual([200, 'HIT']);
    redirected.add('/about/our-story');
    const moved = await request(app).get('/about/our-story');
    expect([moved.status, moved.headers.location]).toEqual([301, '/shop']);
    redirected.delete('/about/our-story');
    // a page that is not kept is never answered early
    expect((await request(app).get('/early-only')).status).toBe(598);
  });
});
