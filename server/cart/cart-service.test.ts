import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GIFT_ATTRIBUTE_KEY } from '../../shared/cart-constants';
import { DISCOUNT_CODE_MESSAGES } from '../../shared/contract/cart-messages';
import type { Cart } from '../../shared/contract/models';
import { setCookie, startBackendFixture, TEST_SITE_URL } from '../test-support/backend-fixture';
import { createGiftWithPurchase } from './gift-with-purchase';

// The cart service through the BFF and the embedded backend (demo catalog and gift rules),
// with the gift rules wired as in production. A recording tap counts what reaches the upstream.

const ECOM = '/api/ecom/v1.0';
/** A product under every buy_total threshold and in no buy_qty rule: adding it changes no gifts. */
const PLAIN = 'gentle-foaming-cleanser';
/** The buy_qty rule's product: adding it brings the mini moisturizer as a gift. */
const RETINOL = 'retinol-0-5-night-treatment';

let f: Awaited<ReturnType<typeof startBackendFixture>>;
const variantOf = new Map<string, string>();

beforeAll(async () => {
  f = await startBackendFixture({ afterCartChange: createGiftWithPurchase() });
  for (const handle of [PLAIN, RETINOL]) {
    const res = await request(f.app).post(`${ECOM}/get-product-by-handle`).send({ handle });
    variantOf.set(handle, (res.body.product as { variants: Array<{ id: string }> }).variants[0]!.id);
  }
});
afterAll(() => f.close());

const line = (handle: string, quantity = 1) => ({ variantId: variantOf.get(handle)!, quantity });
const isGift = (l: Cart['lineItems'][number]) => l.attributes.some((a) => a.key === GIFT_ATTRIBUTE_KEY);
/** The calls that reached the upstream since `from`, by name. */
const reachedSince = (from: number) => f.tap.requests.slice(from).map((r) => r.path.split('/').at(-1));

/** A browser with a cart cookie, holding one line of `handle`. */
async function browserWithCart(handle = PLAIN) {
  const agent = request.agent(f.app);
  const res = await agent
    .post(`${ECOM}/add-cart-line-items`)
    .set('origin', TEST_SITE_URL)
    .send({ lineItems: [line(handle)] });
  expect(res.status).toBe(200);
  return { agent, cart: res.body.cart as Cart };
}

describe('the cart id comes from the cookie', () => {
  it('a body cartId that is not the cookie’s → 400 naming cartId, nothing sent upstream, both carts unchanged', async () => {
    const mine = await browserWithCart();
    const other = await browserWithCart();
    const before = f.tap.requests.length;
    const res = await mine.agent
      .post(`${ECOM}/add-cart-line-items`)
      .send({ cartId: other.cart.id, lineItems: [line(PLAIN, 3)] });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: expect.stringMatching(/^cartId: /), field: 'cartId' });
    expect(reachedSince(before)).toEqual([]);
    expect((await mine.agent.post(`${ECOM}/get-cart`).send({})).body.cart).toEqual(mine.cart);
    expect((await other.agent.post(`${ECOM}/get-cart`).send({})).body.cart).toEqual(other.cart);
  });

  it('the same id as the cookie’s is accepted; without one the cookie’s cart is changed', async () => {
    const { agent, cart } = await browserWithCart();
    const same = await agent.post(`${ECOM}/update-cart-note`).send({ cartId: cart.id, note: 'one' });
    expect(same.body.cart.note).toBe('one');
    const none = await agent.post(`${ECOM}/update-cart-note`).send({ note: 'two' });
    expect(none.body.cart).toMatchObject({ id: cart.id, note: 'two' });
    expect(f.received('update-cart-note').at(-1)!.body).toEqual({ cartId: cart.id, note: 'two' });
  });

  it('get-cart without a cart cookie answers {cart: null} without asking the upstream', async () => {
    const before = f.tap.requests.length;
    const res = await request(f.app).post(`${ECOM}/get-cart`).send({});
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ cart: null });
    expect(reachedSince(before)).toEqual([]);
  });
});

describe('a missing cart is created in the same request', () => {
  it('adding without a cart cookie creates the cart with those lines and sets the cookie', async () => {
    const agent = request.agent(f.app);
    const before = f.tap.requests.length;
    const res = await agent.post(`${ECOM}/add-cart-line-items`).send({ lineItems: [line(PLAIN, 2)] });
    expect(res.status).toBe(200);
    const cart = res.body.cart as Cart;
    expect(cart.lineItems.map((l) => [l.merchandise.id, l.quantity])).toEqual([[variantOf.get(PLAIN), 2]]);
    expect(setCookie(res.headers, 'cart_id')).toContain(`cart_id=${encodeURIComponent(cart.id)};`);
    expect(reachedSince(before)).toContain('create-cart');
    expect(reachedSince(before)).not.toContain('add-cart-line-items');
    expect((await agent.post(`${ECOM}/get-cart`).send({})).body.cart).toEqual(cart);
  });

  it('a cookie whose cart is gone upstream is replaced by a new cart holding the lines', async () => {
    const stale = 'gid://shopify/Cart/ffffffffffffffff';
    const res = await request(f.app)
      .post(`${ECOM}/add-cart-line-items`)
      .set('cookie', `cart_id=${encodeURIComponent(stale)}`)
      .send({ lineItems: [line(PLAIN)] });
    expect(res.status).toBe(200);
    const cart = res.body.cart as Cart;
    expect(cart.id).not.toBe(stale);
    expect(cart.lineItems).toHaveLength(1);
    expect(setCookie(res.headers, 'cart_id')).toContain(`cart_id=${encodeURIComponent(cart.id)};`);
  });

  it('any other change without a cart → 400 cartId: is required, nothing sent upstream', async () => {
    const before = f.tap.requests.length;
    const res = await request(f.app).post(`${ECOM}/update-cart-note`).send({ note: 'x' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'cartId: is required', field: 'cartId' });
    expect(reachedSince(before)).toEqual([]);
  });
});

describe('discount codes', () => {
  it('a refused new code costs one request: 422 naming codes, the cart keeps its codes', async () => {
    const { agent } = await browserWithCart();
    const applied = await agent.post(`${ECOM}/update-cart-discount-codes`).send({ codes: ['WELCOME10'] });
    expect(applied.status).toBe(200);
    const cart = applied.body.cart as Cart;
    const res = await agent.post(`${ECOM}/update-cart-discount-codes`).send({ codes: ['WELCOME10', 'nope123'] });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ error: DISCOUNT_CODE_MESSAGES.invalid('NOPE123'), field: 'codes' });
    const after = (await agent.post(`${ECOM}/get-cart`).send({})).body.cart as Cart;
    expect(after.discountCodes).toEqual([{ code: 'WELCOME10', applicable: true }]);
    expect(after.cost).toEqual(cart.cost);
  });

  it('removing every code still works (clearing)', async () => {
    const { agent } = await browserWithCart();
    await agent.post(`${ECOM}/update-cart-discount-codes`).send({ codes: ['WELCOME10'] });
    const res = await agent.post(`${ECOM}/update-cart-discount-codes`).send({ codes: [] });
    expect(res.status).toBe(200);
    expect(res.body.cart.discountCodes).toEqual([]);
  });
});

describe('every change is settled by the gift rules', () => {
  it('adding the buy_qty product brings its gift; removing it takes the gift away; clearing leaves an empty cart', async () => {
    const { agent, cart } = await browserWithCart(RETINOL);
    expect(cart.lineItems.filter(isGift).map((l) => l.product.handle)).toContain('mini-barrier-repair-moisturizer');
    const retinol = cart.lineItems.find((l) => !isGift(l))!;
    const removed = await agent.post(`${ECOM}/remove-cart-line-items`).send({ lineItemIds: [retinol.id] });
    expect((removed.body.cart as Cart).lineItems).toEqual([]);
    const codes = await agent.post(`${ECOM}/update-cart-discount-codes`).send({ codes: [] });
    expect(codes.body.cart).toMatchObject({ lineItems: [], discountCodes: [] });
  });
});

describe('upstream requests per add', () => {
  let g: Awaited<ReturnType<typeof startBackendFixture>>;
  beforeAll(async () => {
    // Its own BFF, so the public cache starts cold.
    g = await startBackendFixture({ afterCartChange: createGiftWithPurchase() });
  });
  afterAll(() => g.close());

  it('adding a product whose gifts do not change: the change and get-discounts when cold, the change alone when cached', async () => {
    // A cart made straight at the backend, so nothing has warmed the BFF's cache yet.
    const created = await fetch(`${g.backend.url}${ECOM}/create-cart`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ lineItems: [line(PLAIN)] }),
    });
    const cartId = ((await created.json()) as { cart: Cart }).cart.id;
    const browser = () =>
      request(g.app)
        .post(`${ECOM}/add-cart-line-items`)
        .set('cookie', `cart_id=${encodeURIComponent(cartId)}`);
    const calls = (from: number) => g.tap.requests.slice(from).map((r) => r.path.split('/').at(-1));

    let from = g.tap.requests.length;
    const cold = await browser().send({ lineItems: [line(PLAIN)] });
    expect(cold.status).toBe(200);
    expect((cold.body.cart as Cart).lineItems.some(isGift)).toBe(false);
    expect(calls(from)).toEqual(['add-cart-line-items', 'get-discounts']);

    from = g.tap.requests.length;
    const warm = await browser().send({ lineItems: [line(PLAIN)] });
    expect((warm.body.cart as Cart).lineItems[0]!.quantity).toBe(3);
    expect(calls(from)).toEqual(['add-cart-line-items']);
  });
});
