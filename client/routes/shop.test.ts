import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BROWSER_UA, createTestApp, type TestApp } from '../../server/test-support/test-app';
import { SHOP_PAGE_SIZE } from '../features/catalog/shop-listing';
import { cardHandles, cardsByHandle } from '../test-support/product-cards';

// The shop listing as the server renders it: complete HTML with products, prices and links.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (path: string) => request(t.app).get(path).set('User-Agent', BROWSER_UA);
const html = async (path: string) => {
  const res = await get(path);
  expect(res.status, path).toBe(200);
  return res.text.replace(/<!-- -->/g, '');
};
const handles = cardHandles;
const prices = (page: string) =>
  [...cardsByHandle(page).values()].map((card) => {
    const m =
      /<p class="price[^"]*">(?:<span class="(?:price-from|visually-hidden)">[^<]*<\/span>)*(?:<span class="price-current">)?\$([\d,.]+)/.exec(
        card,
      );
    return Number(m![1]!.replace(/,/g, ''));
  });
/** Opening tags of an element (a, form…) whose attributes include all the given fragments, in any order. */
const tagsWith = (page: string, element: string, ...fragments: string[]) =>
  [...page.matchAll(new RegExp(`<${element}\\b[^>]*>`, 'g'))]
    .map((m) => m[0])
    .filter((tag) => fragments.every((f) => tag.includes(f)));
const h1 = (page: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(page)?.[1];

describe('/shop', () => {
  it('renders a full page of product cards with title, subtitle, price, rating and links', async () => {
    const page = await html('/shop');
    expect(h1(page)).toBeTruthy();
    expect(handles(page)).toHaveLength(SHOP_PAGE_SIZE);
    const first = handles(page)[0]!;
    expect(page).toContain(`href="/products/${first}"`);
    expect(page).toMatch(/class="product-card-subtitle">[^<]+</);
    expect(page).toMatch(/<p class="rating" role="img" aria-label="Rated [\d.]+ out of 5 from [\d,]+ reviews">/);
    // The favorite and compare toggles need JavaScript: an anonymous page leaves them to the
    // hydrated client (tests/e2e/shop.e2e.ts clicks them), and the sentence of a rating is said once.
    expect(page).not.toContain(`aria-label="Favorite `);
    expect(page).not.toContain(`aria-label="Compare `);
    expect(page).not.toContain('title="Rated ');
    expect(page).toMatch(/(\d+) products<\/p>/);
  });

  it('offers every filter as a crawlable link with a data-analytics hook', async () => {
    const page = await html('/shop');
    for (const href of ['/shop/skin-type/dry', '/shop/concern/acne', '/shop/category/serums']) {
      expect(page).toContain(`href="${href}"`);
    }
    // the hook and the facet once per list of chips, the value in each chip's URL
    expect(page).toContain('<ul class="filter-options" data-analytics="filter" data-filter-facet="skin-type">');
    expect(page).toContain('<li><a href="/shop/skin-type/dry">Dry</a></li>');
  });

  it('filters by skin type and shows the active filter with a remove link', async () => {
    const all = await html('/shop');
    const dry = await html('/shop/skin-type/dry');
    const total = (p: string) => Number(/(\d+) products<\/p>/.exec(p)?.[1]);
    expect(total(dry)).toBeGreaterThan(0);
    expect(total(dry)).toBeLessThan(total(all));
    expect(tagsWith(dry, 'a', 'class="active-filter"', 'href="/shop"', 'data-filter-action="remove"')).toHaveLength(1);
    // Filters combine: another facet keeps the chosen skin type in the path.
    expect(dry).toContain('href="/shop/skin-type/dry/concern/acne"');
    // Choosing the chosen value again removes it.
    expect(
      tagsWith(dry, 'a', 'class="is-active"', 'href="/shop"', 'aria-current="true"', 'data-filter-value="dry"'),
    ).toHaveLength(1);
  });

  it('uses the CMS listing content of a single filter for the heading', async () => {
    const page = await html('/shop/category/serums');
    expect(h1(page)).toMatch(/serum/i);
    const combined = await html('/shop/skin-type/dry/concern/acne');
    expect(h1(combined)).toBe('Dry · Acne');
  });

  it('sorts by price with ?sort= from a GET form that works without JavaScript', async () => {
    const page = await html('/shop?sort=price-asc');
    const p = prices(page);
    expect(p.length).toBeGreaterThan(1);
    expect([...p].sort((a, b) => a - b)).toEqual(p);
    expect(tagsWith(page, 'form', 'class="sort-form"', 'method="get"', 'action="/shop"')).toHaveLength(1);
    expect(page).toMatch(/<select[^>]*name="sort"/);
    expect(page).toContain('<option value="price-asc" selected="">Price: low to high</option>');
    const desc = prices(await html('/shop?sort=price-desc'));
    expect([...desc].sort((a, b) => b - a)).toEqual(desc);
  });

  it('paginates with ?page= links that keep the sort', async () => {
    const first = await html('/shop?sort=title');
    const second = await html('/shop?sort=title&page=2');
    expect(first).toContain('href="/shop?sort=title&amp;page=2"');
    expect(second).toMatch(
      /<span class="is-current" aria-current="page"><span class="visually-hidden">Page <\/span>2<\/span>/,
    );
    expect(tagsWith(second, 'a', 'href="/shop?sort=title"', 'rel="prev"')).toHaveLength(1);
    const overlap = handles(first).filter((h) => handles(second).includes(h));
    expect(handles(second).length).toBeGreaterThan(0);
    expect(overlap).toEqual([]);
  });

  it('answers 404 past the last page (no empty page for a crawler to index)', async () => {
    const res = await get('/shop?sort=title&page=999');
    expect(res.status).toBe(404);
    expect(res.text).toContain('Page Not Found: /shop?sort=title&amp;page=999');
    expect(handles(res.text)).toEqual([]);
  });

  it.each(['/shop/skin-type/wet', '/shop/category/serums/skin-type/dry', '/shop/skin-type'])(
    'answers 404 for %s',
    async (path) => {
      const res = await get(path);
      expect(res.status).toBe(404);
      expect(res.text).toContain(`Page Not Found: ${path}`);
    },
  );
});
