import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNAVAILABLE_LINE_MESSAGES } from '../shared/contract/cart-messages';
import type { Cart, Product } from '../shared/contract/models';
import { formatMoney } from '../shared/format/money';
import { APPROVED, checkoutSteps, textOf } from './backend/checkout/checkout-test-steps';
import { changeStatus } from './backend/console/products/catalogue-store';
import type { StatusAction } from './backend/console/products/product-rules';
import { sql } from './backend/db/statements';
import { BROWSER_UA, createTestApp, type TestApp } from './test-support/test-app';

// A product unpublished or archived while it sits in a shopper's cart: the cart shows the line
// as no longer available and leaves it out of the total, the checkout refuses until it is
// removed, and nothing else in the cart is lost. Through the real BFF and embedded backend.

const ECOM = '/api/ecom/v1.0';
const SHOP = 'http://shop.test';
const KEPT = 'gentle-foaming-cleanser';
// $18 + 2 × $18: under every gift threshold, so no gift line comes and goes beside them
const GOING = 'micellar-cleansing-water';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close());

function setStatus(handle: string, action: StatusAction) {
  const db = t.backend!.db;
  const { id } = sql(db, 'SELECT id FROM products WHERE handle = ?').get(handle) as { id: number };
  const done = changeStatus(
    { db, now: () => new Date(), changes: t.backend!.changes },
    { id: null, email: 'editor@example.com' },
    id,
    action,
  );
  expect(done.ok).toBe(true);
}

async function variantOf(handle: string): Promise<string> {
  const { product } = (await request(t.app).post(`${ECOM}/get-product-by-handle`).send({ handle })).body as {
    product: Product;
  };
  return product.variants[0]!.id;
}

/** A shopper with one of KEPT and two of GOING in the cart. */
async function shopper() {
  const agent = request.agent(t.app);
  const lineItems = [
    { variantId: await variantOf(KEPT), quantity: 1 },
    { variantId: await variantOf(GOING), quantity: 2 },
  ];
  await agent.post(`${ECOM}/create-cart`).send({ lineItems }).expect(200);
  return agent;
}

const cartOf = async (agent: request.Agent) => (await agent.post(`${ECOM}/get-cart`).send({})).body.cart as Cart;
const lineOf = (cart: Cart, handle: string) => cart.lineItems.find((l) => l.product.handle === handle)!;

async function checkoutPath(agent: request.Agent, cart: Cart): Promise<string> {
  const { url } = (await agent.post(`${ECOM}/checkout-url`).send({ cartUrl: cart.checkoutUrl }).expect(200)).body as {
    url: string;
  };
  return new URL(url).pathname;
}

describe('a product archived while it is in a cart', () => {
  it('the cart keeps the line, says it is no longer available and leaves it out of the total', async () => {
    const agent = await shopper();
    const kept = Number(lineOf(await cartOf(agent), KEPT).cost.totalAmount.amount);
    setStatus(GOING, 'archive');
    try {
      const cart = await cartOf(agent);
      expect(cart.lineItems.map((l) => [l.product.handle, l.quantity, l.unavailable ?? false])).toEqual([
        [KEPT, 1, false],
        [GOING, 2, true],
      ]);
      expect(lineOf(cart, GOING).cost.totalAmount.amount).toBe('0.00');
      expect(Number(cart.cost.subtotalAmount.amount)).toBe(kept);

      const page = textOf((await agent.get('/cart').set('User-Agent', BROWSER_UA)).text.replace(/<!-- -->/g, ''));
      expect(page).toContain(UNAVAILABLE_LINE_MESSAGES.line);
      expect(page).toContain(UNAVAILABLE_LINE_MESSAGES.checkout([lineOf(cart, GOING).product.title]));
      expect(page).toContain(`Subtotal ${formatMoney(kept)}`);
    } finally {
      setStatus(GOING, 'restore');
      setStatus(GOING, 'publish');
    }
  });

  it('checkout refuses with a clear message until the line is removed; then the rest is bought', async () => {
    const agent = await shopper();
    const before = await cartOf(agent);
    const path = await checkoutPath(agent, before);
    const s = checkoutSteps(t.app, path, { origin: SHOP });
    const guards = await s.toPayment();
    setStatus(GOING, 'unpublish');
    try {
      const refusal = UNAVAILABLE_LINE_MESSAGES.checkout([lineOf(before, GOING).product.title]);
      // placing the order reviewed before: refused, nothing charged
      const placed = await s.place({
        ...APPROVED,
        idempotencyKey: guards.idempotencyKey,
        reviewFingerprint: guards.reviewFingerprint,
      });
      expect(placed.status).not.toBe(303);
      // every step, and the cart's own checkout link (the way without JavaScript), say why
      for (const step of ['information', 'shipping', 'payment']) {
        const page = await s.get(`${path}/${step}`);
        expect(page.status).toBe(409);
        expect(textOf(page.text)).toContain(refusal);
      }
      const url = new URL(before.checkoutUrl);
      const start = await request(t.app).get(url.pathname + url.search);
      const opened = await request(t.app).get(start.headers.location as string);
      expect([opened.status, textOf(opened.text).includes(refusal)]).toEqual([409, true]);
      expect(sql(t.backend!.db, 'SELECT COUNT(*) AS n FROM orders WHERE cart_id = ?').get(before.id)).toEqual({
        n: 0,
      });

      // the shopper removes it: the rest of the cart is there and checks out
      await agent
        .post(`${ECOM}/remove-cart-line-items`)
        .send({ lineItemIds: [lineOf(before, GOING).id] })
        .expect(200);
      expect((await cartOf(agent)).lineItems.map((l) => [l.product.handle, l.quantity])).toEqual([[KEPT, 1]]);
      const again = await s.guards();
      const done = await s.place({
        ...APPROVED,
        idempotencyKey: again.idempotencyKey,
        reviewFingerprint: again.reviewFingerprint,
      });
      expect(done.headers.location).toBe(`${path}/confirmation`);
      const lines = sql(
        t.backend!.db,
        'SELECT l.handle, l.quantity FROM order_lines l JOIN orders o ON o.id = l.order_id WHERE o.cart_id = ?',
      ).all(before.id);
      expect(lines).toEqual([{ handle: KEPT, quantity: 1 }]);
    } finally {
      setStatus(GOING, 'publish');
    }
  });
});
