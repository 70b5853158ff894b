import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '../../../shared/contract/models';
import { BOT_UA, BROWSER_UA, createTestApp, type TestApp } from '../../../server/test-support/test-app';
import { TEST_ORIGIN } from '../../test-support/agent-api';
import { formsOf } from '../../test-support/page-forms';
import { cardHandles } from '../../test-support/product-cards';

// The cart page's "You may also like" as the server renders it: products sharing the
// cart's skin concerns, none already in the cart, each card with its quick add.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const HANDLE = 'salicylic-clarifying-wash';

describe('cart recommendations', () => {
  it('lists related products with quick add under the cart, not the products in it', async () => {
    const agent = request.agent(t.app);
    const { product } = (
      await agent.post('/api/ecom/v1.0/get-product-by-handle').set('Origin', TEST_ORIGIN).send({ handle: HANDLE })
    ).body as { product: Product };
    const added = await agent
      .post('/cart')
      .set({ Origin: TEST_ORIGIN, 'Sec-Fetch-Site': 'same-origin', 'User-Agent': BROWSER_UA })
      .type('form')
      .send(new URLSearchParams({ intent: 'add', variantId: product.variants[0]!.id }).toString());
    expect(added.status).toBe(303);

    // A crawler gets the complete page: the streamed section is inline.
    const html = (await agent.get('/cart').set('User-Agent', BOT_UA)).text.replace(/<!-- -->/g, '');
    const section = /<section class="cart-recommendations"[^>]*>([\s\S]*?)<\/section>/.exec(html)?.[1] ?? '';
    expect(section).toContain('<h2 id="cart-recommendations-title">You may also like</h2>');
    const handles = cardHandles(section);
    expect(handles.length).toBeGreaterThan(0);
    expect(handles.length).toBeLessThanOrEqual(4);
    expect(handles).not.toContain(HANDLE);
    const { products } = (
      await agent.post('/api/ecom/v1.0/get-products-by-handles').set('Origin', TEST_ORIGIN).send({ handles })
    ).body as { products: Product[] };
    for (const p of products)
      expect(
        p.concerns.some((c) => product.concerns.includes(c)),
        p.handle,
      ).toBe(true);
    // Quick add on the cards: a cart form or a link to choose the size.
    const quick =
      formsOf(section).filter((f) => f.hidden.intent === 'add').length + (section.match(/>Choose size</g)?.length ?? 0);
    expect(quick).toBe(handles.length);
  });

  it('shows nothing for an empty cart', async () => {
    const html = (await request(t.app).get('/cart').set('User-Agent', BOT_UA)).text;
    expect(html).not.toContain('cart-recommendations');
  });
});
