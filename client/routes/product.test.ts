import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cart, Product } from '../../shared/contract/models';
import { BOT_UA, BROWSER_UA, createTestApp, type TestApp } from '../../server/test-support/test-app';
import { CART_MESSAGES } from '../../shared/contract/cart-messages';
import { GIFT_ONLY_NOTE } from './product';
import { TEST_ORIGIN } from '../test-support/agent-api';
import { formWithButton } from '../test-support/page-forms';

let t: TestApp;
let product: Product;
const HANDLE = 'gentle-foaming-cleanser';

beforeAll(async () => {
  t = await createTestApp();
  product = (
    await request(t.app)
      .post('/api/ecom/v1.0/get-product-by-handle')
      .set('Origin', TEST_ORIGIN)
      .send({ handle: HANDLE })
  ).body.product;
});
afterAll(() => t.close());

const page = async (ua = BROWSER_UA) => {
  const res = await request(t.app).get(`/products/${HANDLE}`).set('User-Agent', ua);
  expect(res.status).toBe(200);
  return res.text.replace(/<!-- -->/g, '');
};
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, any>,
  );

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
      '@type': 'Offer',
      price: product.variants[0]!.price.toFixed(2),
      priceCurrency: 'USD',
      availability: 'https://schema.org/InStock',
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
    expect(html).toMatch(
      new RegExp(
        `<p class="price[^"]*">(?:<span class="price-from">From </span>)?(?:<span class="visually-hidden">Sale price </span><span class="price-current">)?\\$${product.variants[0]!.price.toFixed(2)}<`,
      ),
    );
    for (const v of product.variants) expect(html).toContain(v.title);
    expect(html).toContain('<legend>Purchase option</legend>');
    expect(html).toContain('One-time purchase');
    expect(html).toMatch(/Subscribe &amp; save \d+%/);
    expect(html).toContain('Add to cart');
    expect(html).toContain(`aria-label="Increase quantity of ${product.title}"`);
    expect(html).toContain('Add to favorites');
    expect(html).toContain(`aria-label="Compare ${product.title}"`);
    for (const heading of ['Description', 'Key benefits', 'Key ingredients', 'How to use'])
      expect(html).toContain(`>${heading}</h2>`);
    expect(html).toContain(product.keyIngredients[0]!);
    expect(html).toContain('<strong>glycerin</strong>');
  });

  it('renders Add to cart as a form posted to the cart action: size and plan radios, a typed quantity', async () => {
    const html = await page();
    const { form, button } = formWithButton(html, 'Add to cart');
    expect(form).toMatchObject({
      method: 'post',
      action: '/cart',
      hidden: { intent: 'add', returnTo: `/products/${HANDLE}` },
    });
    expect(button.name).toBeUndefined();
    expect(form.fields).toEqual([
      ...product.variants.map(() => 'variantId'),
      'sellingPlanId',
      'sellingPlanId',
      'quantity',
    ]);
    const inputs = [...form.html.matchAll(/<input [^>]*>/g)].map(([tag]) => tag);
    const checked = (name: string) =>
      inputs
        .filter((tag) => tag.includes(`name="${name}"`) && tag.includes('checked=""'))
        .map((tag) => /value="([^"]*)"/.exec(tag)?.[1]);
    expect(checked('variantId')).toEqual([product.variants[0]!.id]);
    expect(checked('sellingPlanId'), 'one-time purchase is the empty plan').toEqual(['']);
    const quantity = inputs.find((tag) => tag.includes('name="quantity"')) ?? '';
    for (const a of ['type="number"', 'min="1"', 'max="99"', 'value="1"', `aria-label="Quantity of ${product.title}"`])
      expect(quantity).toContain(a);
  });

  it('adds to the cart without JavaScript: 303 back to the product page, which says so; the cart has the line', async () => {
    const agent = request.agent(t.app);
    const { form } = formWithButton(await page(), 'Add to cart');
    const variant = product.variants[1]!;
    const res = await agent
      .post('/cart')
      .set({ Origin: TEST_ORIGIN, 'Sec-Fetch-Site': 'same-origin', 'User-Agent': BROWSER_UA })
      .type('form')
      .send(
        new URLSearchParams({ ...form.hidden, variantId: variant.id, sellingPlanId: '', quantity: '3' }).toString(),
      );
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe(`/products/${HANDLE}`);
    const back = (await agent.get(res.headers.location as string).set('User-Agent', BROWSER_UA)).text.replace(
      /<!-- -->/g,
      '',
    );
    expect(back).toContain(CART_MESSAGES.added(product.title, 3));
    const cart = (await agent.post('/api/ecom/v1.0/get-cart').set('Origin', TEST_ORIGIN).send({})).body.cart as Cart;
    expect(cart.lineItems.filter((l) => l.attributes.length === 0).map((l) => [l.merchandise.id, l.quantity])).toEqual([
      [variant.id, 3],
    ]);
    // The header's count (gift lines included) is rendered on the server from the cart cookie.
    expect(back).toContain(`<span class="cart-count" aria-hidden="true">${cart.totalQuantity}</span>`);
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

describe('a gift product (given with qualifying orders, never sold on its own)', () => {
  it('its page says so and offers no purchase; no listing or search shows it', async () => {
    const gift = await request(t.app).get('/products/deluxe-travel-hyaluronic-serum').set('User-Agent', BROWSER_UA);
    expect(gift.status).toBe(200);
    expect(gift.text).toContain(GIFT_ONLY_NOTE);
    expect(gift.text).not.toContain('class="purchase-form"');
    const cheapest = await request(t.app).get('/shop?sort=price-asc').set('User-Agent', BROWSER_UA);
    expect(cheapest.text).not.toMatch(
      /deluxe-travel-hyaluronic-serum|mini-barrier-repair-moisturizer|mini-daily-mineral-spf-45/,
    );
    const search = await request(t.app)
      .post('/api/cms/v1.0/search')
      .set('Origin', TEST_ORIGIN)
      .send({ q: 'deluxe travel hyaluronic' });
    expect(search.status).toBe(200);
    expect(JSON.stringify(search.body)).not.toContain('deluxe-travel-hyaluronic-serum');
  });
});
