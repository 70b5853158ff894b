import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { headerColorFor } from '../shared/routes/route-rules';
import { ROUTES, type RouteDef } from '../shared/routes/route-table';
import { loadRedirects } from './http/redirects';
import { BOT_UA, BROWSER_UA, createTestApp, type TestApp } from './test-support/test-app';

let t: TestApp;
let productHandle = '';
let blogSlug = '';

async function backendCall(path: string, body: unknown) {
  const res = await fetch(`${t.backendUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return res.json() as Promise<any>;
}

beforeAll(async () => {
  t = await createTestApp();
  productHandle = (await backendCall('/api/ecom/v1.0/get-all-products', {})).products[0].handle;
  blogSlug = (await backendCall('/api/cms/v1.0/get-blogs', { categorySlug: '' })).blogs[0].slug;
});
afterAll(() => t?.close());

const SAMPLE_SPLATS: Record<string, string> = {
  '/about/*': 'our-story',
  '/shop/*': 'skin-type/dry',
  '/skincare/*': 'routine-builder',
  '/content/*': 'shipping-returns',
};

function samplePath(def: RouteDef): string {
  if (def.pattern === '/blog/*') return `/blog/${blogSlug}`;
  if (def.name === 'skin-quiz-result')
    return `${def.pattern}?skin=dry&concern=none&sensitivity=often&time=both&steps=full&sun=low`;
  return def.pattern
    .replace(':handle', productHandle)
    .replace(':legacy.html', 'retinol-serum.html')
    .replace(':id', 'abc123')
    .replace(/\/\*$/, `/${SAMPLE_SPLATS[def.pattern] ?? 'serums'}`);
}

const redirects = loadRedirects('config/redirects.json').lookup;
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const headerOf = (html: string) => /data-header-color="(\w+)"/.exec(html)?.[1];

describe('every route of SPEC section 2', () => {
  it.each(ROUTES.map((r) => [r.name, r] as const))('%s', async (_name, def) => {
    const path = samplePath(def);
    const res = await request(t.app).get(path).set('User-Agent', BROWSER_UA);
    if (def.screen === 'warmup') {
      expect(res.status).toBe(200);
      return;
    }
    if (def.auth) {
      expect(res.status).toBe(302);
      expect(res.headers.location).toBe(`/account/login?returnTo=${encodeURIComponent(path)}`);
      return;
    }
    const redirect = redirects(path);
    if (redirect) {
      expect(res.status).toBe(redirect.status);
      expect(res.headers.location).toBe(redirect.location);
      return;
    }
    expect(res.status, `${path}: ${titleOf(res.text)}`).toBe(200);
    const title = titleOf(res.text) ?? '';
    expect(title).toMatch(/^.+ \| Lumen Skin$/);
    if (!['product', 'content', 'blog-post', 'professionals'].includes(def.screen) && def.name !== 'shop-filter')
      expect(title).toBe(`${def.title} | Lumen Skin`);
    expect(headerOf(res.text)).toBe(headerColorFor(path, def));
  });
});

describe('global route rules', () => {
  it('redirects a trailing slash with 301, keeping the query', async () => {
    const res = await request(t.app).get('/shop/skin-type/dry/?sort=price-asc&page=2');
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe('/shop/skin-type/dry?sort=price-asc&page=2');
  });

  it('gives each filtered shop view its own title', async () => {
    const res = await request(t.app).get('/shop/skin-type/dry/concern/acne').set('User-Agent', BROWSER_UA);
    expect(titleOf(res.text)).toBe('Dry · Acne | Lumen Skin');
  });

  it('leaves the root alone', async () => {
    expect((await request(t.app).get('/')).status).toBe(200);
  });

  it('answers an unknown path with the non-fatal 404 inside the layout', async () => {
    const res = await request(t.app).get('/no-such-page').set('User-Agent', BROWSER_UA);
    expect(res.status).toBe(404);
    expect(res.text).toContain('Page not found: /no-such-page');
    expect(titleOf(res.text)).toBe('404 Not Found | Lumen Skin');
    expect(headerOf(res.text)).toBe('black');
    expect(res.text).toContain('class="site-footer"');
  });

  it.each(['/Shop', '/account/resetpassword', '/products/x/y'])(
    'matching is case-sensitive and strict: %s → 404',
    async (path) => {
      expect((await request(t.app).get(path)).status).toBe(404);
    },
  );

  it.each([
    ['/products/no-such-product'],
    ['/blog/no-such-post'],
    ['/blog/category/no-such-category'],
    ['/shop/skin-type/wet'],
    ['/skincare-101-nope'],
    ['/about/no-such-page'],
  ])('route validation: %s → 404 Page Not Found', async (path) => {
    const res = await request(t.app).get(path).set('User-Agent', BROWSER_UA);
    expect(res.status).toBe(404);
    if (path !== '/skincare-101-nope') expect(res.text).toContain(`Page Not Found: ${path}`);
  });

  it.each([
    ['/store-locator', '/find-a-professional'],
    ['/about-pca/our-story', '/about/our-story'],
    ['/by-skin-type/dry/serums?x=1', '/shop/skin-type/dry?x=1'],
    ['/daily-care-products/serums', '/shop/category/serums'],
    ['/products-by-skin-concern/acne', '/shop/concern/acne'],
  ])('redirect table: %s → %s', async (from, to) => {
    const res = await request(t.app).get(from);
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe(to);
  });

  it('serves the redirect table for in-app navigation', async () => {
    const res = await request(t.app).get('/api/redirects');
    expect(res.status).toBe(200);
    expect(res.body).toContainEqual({ from: '/store-locator', to: '/find-a-professional', status: 301 });
  });

  it('renders a placeholder with no redirect as an empty placeholder page', async () => {
    const res = await request(t.app).get('/iss-space-experiment').set('User-Agent', BROWSER_UA);
    expect(res.status).toBe(200);
    expect(res.text).toContain('This page has moved');
  });

  it.each(['//evil.example/x', '/\\evil.example', '//'])('rejects %s with 400 before any redirect', async (path) => {
    const res = await request(t.app).get(path);
    expect(res.status).toBe(400);
    expect(res.headers.location).toBeUndefined();
  });

  it('sends a signed-out visitor of an account page to the login page', async () => {
    const res = await request(t.app).get('/account/orders?page=2');
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/account/login?returnTo=%2Faccount%2Forders%3Fpage%3D2');
  });

  it('lands a signed-in customer of /account on /account/home', async () => {
    const agent = request.agent(t.app);
    const login = await agent
      .post('/api/ecom/v1.0/user-login')
      .set('Origin', 'http://shop.test')
      .send({ email: 'demo@example.com', password: 'Demo1234!' });
    expect(login.status).toBe(200);
    const res = await agent.get('/account');
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/account/home');
    const home = await agent.get('/account/orders').set('User-Agent', BROWSER_UA);
    expect(home.status).toBe(200);
    expect(home.text).toContain('demo@example.com');
  });

  it('answers /_ah/warmup when ready', async () => {
    const res = await request(t.app).get('/_ah/warmup');
    expect(res.status).toBe(200);
  });
});

describe('document and streaming', () => {
  it('carries lang, the title template, canonical link and the Organization JSON-LD', async () => {
    const res = await request(t.app).get('/shop?page=2').set('User-Agent', BROWSER_UA);
    expect(res.text).toMatch(/^<!DOCTYPE html><html lang="en">/);
    expect(res.text).toContain('<link rel="canonical" href="http://shop.test/shop?page=2"/>');
    const ld = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(res.text)?.[1];
    expect(JSON.parse(ld!)).toMatchObject({
      '@type': 'Organization',
      url: 'http://shop.test',
      logo: 'http://shop.test/logo-dark.svg',
    });
  });

  it('gives every inline script the per-request CSP nonce', async () => {
    const res = await request(t.app).get('/').set('User-Agent', BROWSER_UA);
    const nonce = /'nonce-([^']+)'/.exec(String(res.headers['content-security-policy']))?.[1];
    expect(nonce).toBeTruthy();
    const scripts = [...res.text.matchAll(/<script(?![^>]*application\/ld\+json)([^>]*)>/g)].map((m) => m[1]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const attrs of scripts) expect(attrs).toContain(`nonce="${nonce}"`);
    const second = await request(t.app).get('/');
    expect(/'nonce-([^']+)'/.exec(String(second.headers['content-security-policy']))?.[1]).not.toBe(nonce);
  });

  it('serialises the dehydrated query state safely and bootstraps the client entry', async () => {
    const res = await request(t.app).get(`/products/${productHandle}`).set('User-Agent', BROWSER_UA);
    expect(res.text).toContain('window.__BOOT__=');
    expect(res.text).toContain('src="/assets/entry-test.js"');
    expect(res.text).toContain('href="/assets/entry-test.css"');
  });

  it('gives crawlers the complete page', async () => {
    const res = await request(t.app).get(`/products/${productHandle}`).set('User-Agent', BOT_UA);
    expect(res.status).toBe(200);
    expect(res.text).not.toContain('<!--$?-->');
    expect(res.text).toContain('</html>');
  });

  it('gives a browser every finished boundary in place (JavaScript off shows it), not outlined into hidden segments', async () => {
    // The menu and the footer are boundaries of their own (they hydrate apart from the page),
    // and a boundary past React's 12.8 KB outlining threshold would otherwise be moved by script.
    const res = await request(t.app).get('/shop').set('User-Agent', BROWSER_UA);
    expect(res.status).toBe(200);
    expect(res.text).not.toMatch(/<div hidden id="S:/);
    expect(res.text).not.toContain('$RC');
    const main = /<main[^>]*>([\s\S]*)<\/main>/.exec(res.text)?.[1] ?? '';
    expect(main).toContain('class="product-card"');
  });

  it('puts a request id on every response', async () => {
    const res = await request(t.app).get('/healthz');
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await request(t.app).get('/healthz').set('x-request-id', 'lb-trace-12345678');
    expect(kept.headers['x-request-id']).toBe('lb-trace-12345678');
  });

  it('serves robots.txt and a sitemap of products and posts', async () => {
    expect((await request(t.app).get('/robots.txt')).text).toContain('Sitemap: http://shop.test/sitemap.xml');
    const sitemap = await request(t.app).get('/sitemap.xml');
    expect(sitemap.status).toBe(200);
    expect(sitemap.text).toContain(`<loc>http://shop.test/products/${productHandle}</loc>`);
    expect(sitemap.text).toContain(`<loc>http://shop.test/blog/${blogSlug}</loc>`);
  });
});
