import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '../../shared/contract/models';
import { BOT_UA, BROWSER_UA, createTestApp, type TestApp } from '../../server/test-support/test-app';
import { TEST_ORIGIN } from '../test-support/agent-api';

let t: TestApp;
let product: Product;
const HANDLE = 'gentle-foaming-cleanser';

beforeAll(async () => {
  t = await createTestApp();
  product = (await request(t.app).post('/api/ecom/v1.0/get-product-by-handle').set('Origin', TEST_ORIGIN).send({ handle: HANDLE })).body.product;
});
afterAll(() => t.close());

const page = async (ua = BROWSER_UA) => {
  const res = await request(t.app).get(`/products/${HANDLE}`).set('User-Agent', ua);
  expect(res.status).toBe(200);
  return res.text.replace(/<!-- -->/g, '');
};
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, any>);

describe('the product page', () => {
  it('carries Product JSON-LD with name, image, description, sku, brand, offers and rating', async () => {
    const ld = jsonLd(await page()).find((d) => d['@type'] === 'Product')!;
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      name: product.title,
      sku: product.variants[0]!.sku,
      brand: { '@type': 'Brand', name: 'Lumen Skin' },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: product.rating, reviewCount: product.reviewCount },
    });
    expect(ld.description).toMatch(/^[^<]+$/);
    expect(ld.image[0]).toMatch(/^http:\/\/shop\.test\/_ipx\//);
    expect(ld.offers).toHaveLength(product.variants.length);
    expect(ld.offers[0]).toMatchObject({
      '@type': 'Offer', price: product.variants[0]!.price.toFixed(2), priceCurrency: 'USD', availability: 'https://schema.org/InStock',
    });
  });

  it('carries BreadcrumbList JSON-LD matching the visible breadcrumbs', async () => {
    const html = await page();
    const ld = jsonLd(html).find((d) => d['@type'] === 'BreadcrumbList')!;
    const names = ld.itemListElement.map((i: { name: string }) => i.name);
    expect(names[0]).toBe('Home');
    expect(names.at(-1)).toBe(product.title);
    const nav = /<nav class="breadcrumbs" aria-label="Breadcrumb">(.*?)<\/nav>/.exec(html)?.[1] ?? '';
    for (const name of names) expect(nav).toContain(name);
    expect(nav).toContain(`<span aria-current="page">${product.title}</span>`);
  });

  it('renders title, price, variants, purchase options, details and actions in the HTML', async () => {
    const html = await page();
    expect(html).toContain(`<h1 class="product-title">${product.title}</h1>`);
    expect(html).toContain(`<span class="price-current">$${product.variants[0]!.price.toFixed(2)}</span>`);
    for (const v of product.variants) expect(html).toContain(v.title);
    expect(html).toContain('<legend>Purchase option</legend>');
    expect(html).toContain('One-time purchase');
    expect(html).toMatch(/Subscribe &amp; save \d+%/);
    expect(html).toContain('Add to cart');
    expect(html).toContain(`aria-label="Increase quantity of ${product.title}"`);
    expect(html).toContain('Add to favorites');
    expect(html).toContain(`aria-label="Compare ${product.title}"`);
    for (const heading of ['Description', 'Key benefits', 'Key ingredients', 'How to use']) expect(html).toContain(`>${heading}</h2>`);
    expect(html).toContain(product.keyIngredients[0]!);
    expect(html).toContain('<strong>glycerin</strong>');
  });

  it('streams related products to people and gives crawlers them inline', async () => {
    const bot = await page(BOT_UA);
    expect(bot).not.toContain('<!--$?-->');
    const related = /<section class="product-related"[^>]*>(.*?)<\/section>/.exec(bot)?.[1] ?? '';
    expect(related).toContain('You may also like');
    expect(related).toMatch(/href="\/products\/[^"]+"/);
    expect(related).not.toContain(`href="/products/${HANDLE}"`);
  });

  it('answers 404 for an unknown handle', async () => {
    const res = await request(t.app).get('/products/no-such-thing').set('User-Agent', BROWSER_UA);
    expect(res.status).toBe(404);
    expect(res.text).toContain('Page Not Found: /products/no-such-thing');
  });
});
