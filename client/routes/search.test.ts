import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../server/test-support/test-app';
import { elementHtml, getPage, textOf } from '../../server/test-support/page-html';
import { TEST_SITE_URL } from '../../server/test-support/backend-fixture';

// The results page as a no-JS browser or a crawler gets it, the header's search form on every
// page, and the search call through the BFF (validation names the field).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('/search', () => {
  it('renders grouped results for ?q=, typos included, with a title naming the query and noindex', async () => {
    const page = await getPage(t, '/search?q=hyaluronc');
    expect(page.status).toBe(200);
    expect(page.html).toContain('<title>Search results for “hyaluronc” | Lumen Skin</title>');
    expect(page.html).toContain('<meta name="robots" content="noindex, follow"/>');
    expect(textOf(page.main)).toMatch(/Products \(\d+\) Hyaluronic/);
    expect(page.main).toMatch(/href="\/products\/hyaluronic-[a-z-]+"/);
    expect(page.main).toContain('href="/blog/hyaluronic-acid-myths"');
    expect(page.main).toContain('href="/skincare-101/hyaluronic-acid"');
    // the page's own GET form keeps the query, so the search can be refined without JavaScript
    const form = /<form[^>]*class="search-page-form"[^>]*>/.exec(page.main)?.[0] ?? '';
    expect(form).toContain('action="/search"');
    expect(form).toContain('method="get"');
    expect(page.main).toMatch(/<input[^>]*name="q"[^>]*value="hyaluronc"/);
  });

  it('shows the empty state without a query, and a no-result state naming it', async () => {
    const empty = await getPage(t, '/search');
    expect(empty.status).toBe(200);
    expect(empty.html).toContain('<title>Search | Lumen Skin</title>');
    expect(textOf(empty.main)).toContain('Search products, articles and skincare guides');
    const blank = await getPage(t, '/search?q=%20%20');
    expect(blank.status).toBe(200);
    expect(textOf(blank.main)).toContain('Search products, articles and skincare guides');
    const none = await getPage(t, '/search?q=zzqqxxv');
    expect(none.status).toBe(200);
    expect(textOf(none.main)).toContain('No results for “zzqqxxv”.');
    expect(none.main).toContain('href="/shop"');
  });

  it('answers 200 for FTS syntax and an over-long query (cut to the contract length), never 500', async () => {
    for (const q of ['"', '*', 'NEAR(', '-', 'serum"*', 'x'.repeat(500)]) {
      const page = await getPage(t, `/search?q=${encodeURIComponent(q)}`);
      expect(page.status, q).toBe(200);
    }
  });

  it('escapes the query in the page', async () => {
    const page = await getPage(t, `/search?q=${encodeURIComponent('<script>alert(1)</script>')}`);
    expect(page.status).toBe(200);
    expect(page.main).not.toContain('<script>alert(1)');
  });

  it('is not in the sitemap', async () => {
    const res = await request(t.app).get('/sitemap.xml');
    expect(res.text).not.toContain('/search');
  });
});

describe('the header search box', () => {
  it('is a GET form to /search on every page, an ARIA combobox wired to its listbox', async () => {
    for (const path of ['/', '/shop', '/blog', '/cart']) {
      const header = elementHtml((await getPage(t, path)).html, '<header class="site-header', '</header>');
      const form = /<form[^>]*class="search-form"[^>]*>/.exec(header)?.[0] ?? '';
      expect(form, path).toContain('action="/search"');
      expect(form, path).toContain('method="get"');
      expect(form, path).toContain('role="search"');
      const input = /<input[^>]*name="q"[^>]*>/.exec(header)?.[0] ?? '';
      expect(input).toContain('role="combobox"');
      expect(input).toContain('aria-expanded="false"');
      const listbox = /aria-controls="([^"]+)"/.exec(input)?.[1];
      expect(header).toContain(`id="${listbox}" role="listbox"`);
      // the phone's icon is a link to the results page, so it works before JavaScript too
      expect(header).toMatch(/<a href="\/search" class="search-toggle"/);
    }
  });

  it('with a search token, is a plain form handed to the third-party script, no combobox', async () => {
    const withToken = await createTestApp({ SEARCH_TOKEN: 'tok-123' });
    try {
      const header = elementHtml((await getPage(withToken, '/')).html, '<header class="site-header', '</header>');
      expect(header).toContain('data-search-provider="external"');
      expect(header).not.toContain('role="combobox"');
      expect(header).not.toContain('role="listbox"');
    } finally {
      await withToken.close();
    }
  });
});

describe('POST /api/cms/v1.0/search through the BFF', () => {
  const post = (body: object) => request(t.app).post('/api/cms/v1.0/search').set('origin', TEST_SITE_URL).send(body);

  it('answers grouped results', async () => {
    const res = await post({ q: 'hyaluronc', limit: 3 });
    expect(res.status).toBe(200);
    expect(res.body.products.length).toBeGreaterThan(0);
    expect(res.body.products.length).toBeLessThanOrEqual(3);
    expect(res.body.products[0].title).toMatch(/hyaluronic/i);
  });

  it.each([
    [{ q: '' }, 'q'],
    [{ q: '   ' }, 'q'],
    [{ q: 'x'.repeat(101) }, 'q'],
    [{ q: 5 }, 'q'],
    [{}, 'q'],
    [{ q: 'serum', limit: 0 }, 'limit'],
    [{ q: 'serum', limit: 1000 }, 'limit'],
  ])('%j → 400 naming %s', async (body, field) => {
    const res = await post(body);
    expect(res.status).toBe(400);
    expect(res.body.field).toBe(field);
    expect(res.body.error).toMatch(new RegExp(`^${field}: `));
  });
});
