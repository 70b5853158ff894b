import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CART_MESSAGES } from '../../../shared/contract/cart-messages';
import type { Cart, Product } from '../../../shared/contract/models';
import { BROWSER_UA, createTestApp, type TestApp } from '../../../server/test-support/test-app';
import { TEST_ORIGIN } from '../../test-support/agent-api';
import { formsOf } from '../../test-support/page-forms';
import { cardsByHandle as cards } from '../../test-support/product-cards';

// Product cards as the server renders them (JavaScript off): badges, the number of sizes, and
// quick add — a cart form for one-size products, a link to the product page for the others.

let t: TestApp;
let products: Product[];
beforeAll(async () => {
  t = await createTestApp();
  products = (
    await request(t.app)
      .post('/api/ecom/v1.0/get-products-by-tags')
      .set('Origin', TEST_ORIGIN)
      .send({ tags: [], limit: 100 })
  ).body.products;
});
afterAll(() => t.close());

const html = async (path: string, agent = request(t.app)) => {
  const res = await agent.get(path).set('User-Agent', BROWSER_UA);
  expect(res.status, path).toBe(200);
  return res.text.replace(/<!-- -->/g, '');
};
const badgesOf = (card: string) =>
  [...card.matchAll(/<li class="badge badge-[a-z-]+">([^<]+)<\/li>/g)].map((m) => m[1]);

describe('product cards', () => {
  it('show the badges of the product data: limited edition, new, best seller, sale', async () => {
    const all = new Map<string, string>();
    // every page of the listing (a page past the last is the 404 page)
    for (let page = 1; ; page++) {
      const res = await request(t.app).get(`/shop?page=${page}`).set('User-Agent', BROWSER_UA);
      if (res.status === 404 && page > 1) break;
      expect(res.status).toBe(200);
      for (const [h, c] of cards(res.text.replace(/<!-- -->/g, ''))) all.set(h, c);
    }
    expect(badgesOf(all.get('summer-protection-duo')!)).toContain('Limited edition');
    expect(badgesOf(all.get('holiday-glow-collection')!)).toEqual(['Sale', 'New']);
    expect(badgesOf(all.get('charcoal-detox-mask')!)).toContain('New');
    // Two at most on a card, and not "Subscription available" (the product page shows that one).
    expect(badgesOf(all.get('gentle-foaming-cleanser')!)).toEqual(['Sale', 'Best seller']);
    // A list read right after the card's title (drawn over the picture's corner by the stylesheet;
    // the facts' box around it has no layout of its own).
    expect(all.get('gentle-foaming-cleanser')).toMatch(
      /<\/h[23]><\/a><div class="product-card-facts"[^>]*><ul class="product-badges"><li class="badge badge-sale">Sale<\/li>/,
    );
  });

  it('count the sizes and offer "Choose size" as a link to the product page without JavaScript', async () => {
    const page = cards(await html('/shop'));
    const multi = products.find((p) => p.variants.length > 1 && p.availableForSale && page.has(p.handle))!;
    const card = page.get(multi.handle)!;
    expect(card).toContain(`<p class="product-card-sizes">${multi.variants.length} sizes</p>`);
    expect(card).toMatch(
      new RegExp(
        `<a class="btn btn-secondary quick-add-button" aria-label="Choose size: ${multi.title}" href="/products/${multi.handle}"[^>]*>Choose size</a>`,
      ),
    );
    expect(formsOf(card)).toHaveLength(0);
  });

  it('add a one-size product to the cart without JavaScript: 303 back to the listing, which says so', async () => {
    const agent = request.agent(t.app);
    const single = products.find((p) => p.variants.length === 1 && p.availableForSale)!;
    const tag = single.tags.find((x) => x.startsWith('category:'))!;
    const path = `/shop/category/${tag.slice('category:'.length)}`;
    const card = cards(await html(path, agent)).get(single.handle);
    expect(card, `${single.handle} on ${path}`).toBeDefined();
    expect(card).not.toContain('product-card-sizes');
    const [form] = formsOf(card!);
    expect(form?.buttons.map((b) => b.label)).toEqual([`Add to cart: ${single.title}`]);
    expect(form).toMatchObject({
      method: 'post',
      action: '/cart',
      hidden: { intent: 'add', variantId: single.variants[0]!.id, returnTo: path },
    });

    const res = await agent
      .post(form!.action)
      .set({ Origin: TEST_ORIGIN, 'Sec-Fetch-Site': 'same-origin', 'User-Agent': BROWSER_UA })
      .type('form')
      .send(new URLSearchParams(form!.hidden).toString());
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe(path);
    expect(await html(path, agent)).toContain(CART_MESSAGES.added(single.title, 1));
    const cart = (await agent.post('/api/ecom/v1.0/get-cart').set('Origin', TEST_ORIGIN).send({})).body.cart as Cart;
    expect(cart.lineItems.filter((l) => l.attributes.length === 0).map((l) => [l.merchandise.id, l.quantity])).toEqual([
      [single.variants[0]!.id, 1],
    ]);
  });
});
