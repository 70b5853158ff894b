import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DISCOUNT_CODE_MESSAGES } from '../../shared/contract/cart-messages';
import type { Cart } from '../../shared/contract/models';
import { isCleared, setCookie, startBackendFixture } from '../test-support/backend-fixture';
import type { CartChangeContext } from '../api/call-context';

// Cart rules through the router and the real embedded backend: the cart cookie, 'Cart not
// found', contract round-trips, refused bodies leaving the store unchanged, the hook point.

const ECOM = '/api/ecom/v1.0';
let f: Awaited<ReturnType<typeof startBackendFixture>>;
let variants: string[];
let hookCalls: Array<{ call: string; lines: number }> = [];
let hookMode: 'off' | 'note' | 'throw' = 'off';

async function afterCartChange(cart: Cart, ctx: CartChangeContext): Promise<Cart | void> {
  hookCalls.push({ call: ctx.call, lines: cart.lineItems.length });
  if (hookMode === 'throw') throw new Error('gift rules exploded');
  if (hookMode === 'note')
    return (await ctx.client.call('update-cart-note', { cartId: cart.id, note: 'hooked' })).cart ?? undefined;
}

beforeAll(async () => {
  f = await startBackendFixture({ afterCartChange });
  const all = await request(f.app).post(`${ECOM}/get-all-products`).send({});
  expect(all.status).toBe(200);
  variants = (all.body.products as Array<{ variants: Array<{ id: string; availableForSale: boolean }> }>)
    .flatMap((p) => p.variants.filter((v) => v.availableForSale).map((v) => v.id))
    .slice(0, 3);
  expect(variants).toHaveLength(3);
});
afterAll(() => f.close());

async function newCart() {
  const res = await request(f.app)
    .post(`${ECOM}/create-cart`)
    .send({ lineItems: [{ variantId: variants[0] }] });
  expect(res.status).toBe(200);
  return res;
}

describe('cart', () => {
  it('create-cart sets the httpOnly cart cookie for 360 minutes', async () => {
    const res = await newCart();
    const cart = res.body.cart as Cart;
    expect(cart.lineItems).toHaveLength(1);
    const line = setCookie(res.headers, 'cart_id');
    expect(line).toContain(`cart_id=${encodeURIComponent(cart.id)};`);
    expect(line).toMatch(/Max-Age=21600/);
    expect(line).toMatch(/HttpOnly/);
  });

  it('round-trip: add, update, remove lines, attributes, discount codes, get-cart', async () => {
    const cartId = ((await newCart()).body.cart as Cart).id;
    const added = await request(f.app)
      .post(`${ECOM}/add-cart-line-items`)
      .send({ cartId, lineItems: [{ variantId: variants[1], quantity: 2 }] });
    expect(added.status).toBe(200);
    expect(added.body.cart.lineItems).toHaveLength(2);
    const second = (added.body.cart as Cart).lineItems.find((l) => l.merchandise.id === variants[1])!;
    expect(second.quantity).toBe(2);

    const updated = await request(f.app)
      .post(`${ECOM}/update-cart-line-items`)
      .send({ cartId, lineItems: [{ lineId: second.id, quantity: 3 }] });
    expect(updated.body.cart.lineItems.find((l: { id: string }) => l.id === second.id).quantity).toBe(3);

    const attrs = await request(f.app)
      .post(`${ECOM}/update-cart-attributes`)
      .send({ cartId, attributes: [{ key: 'gift_message', value: 'For Dr. X' }] });
    expect(attrs.body.cart.attributes).toContainEqual({ key: 'gift_message', value: 'For Dr. X' });
    // the chosen professional is the shop's to set (from a signed-in customer's account), never a browser's
    const professional = await request(f.app)
      .post(`${ECOM}/update-cart-attributes`)
      .send({ cartId, attributes: [{ key: 'professional', value: 'P'.repeat(200) }] });
    expect([professional.status, professional.body.field]).toEqual([400, 'attributes.0.key']);
    expect((await request(f.app).post(`${ECOM}/get-cart`).send({ cartId })).body.cart.attributes).not.toContainEqual(
      expect.objectContaining({ key: 'professional' }),
    );

    // A code the cart does not accept is taken out again by the BFF and answered 422.
    const codes = await request(f.app)
      .post(`${ECOM}/update-cart-discount-codes`)
      .send({ cartId, codes: ['NOPE'] });
    expect(codes.status).toBe(422);
    expect(codes.body).toEqual({ error: DISCOUNT_CODE_MESSAGES.invalid('NOPE'), field: 'codes' });
    expect((await request(f.app).post(`${ECOM}/get-cart`).send({ cartId })).body.cart.discountCodes).toEqual([]);

    const removed = await request(f.app)
      .post(`${ECOM}/remove-cart-line-items`)
      .send({ cartId, lineItemIds: [second.id] });
    expect(removed.body.cart.lineItems).toHaveLength(1);

    const got = await request(f.app).post(`${ECOM}/get-cart`).send({ cartId });
    expect(got.status).toBe(200);
    expect(got.body.cart).toEqual(removed.body.cart);
  });

  it.each([
    ['missing field', { cartId: 'X' }, 'lineItemIds'],
    ['wrong type', { cartId: 'X', lineItemIds: 'all' }, 'lineItemIds'],
    ['extra key', { cartId: 'X', lineItemIds: ['a'], force: true }, 'force'],
    ['__proto__', JSON.parse('{"cartId":"X","lineItemIds":["a"],"__proto__":{"x":1}}'), '__proto__'],
  ])('%s → 400 naming %s, cart unchanged', async (_label, template, field) => {
    const cart = (await newCart()).body.cart as Cart;
    const body = JSON.parse(
      JSON.stringify(template)
        .replace('"X"', JSON.stringify(cart.id))
        .replace('"a"', JSON.stringify(cart.lineItems[0]!.id)),
    );
    const res = await request(f.app)
      .post(`${ECOM}/remove-cart-line-items`)
      .set('content-type', 'application/json')
      .send(JSON.stringify(body));
    expect(res.status).toBe(400);
    expect(res.body.field).toBe(field);
    const after = await request(f.app).post(`${ECOM}/get-cart`).send({ cartId: cart.id });
    expect(after.body.cart.lineItems).toHaveLength(1);
  });

  it('a 40kb body → 413 and text/plain → 415, cart unchanged', async () => {
    const cart = (await newCart()).body.cart as Cart;
    const big = await request(f.app)
      .post(`${ECOM}/update-cart-note`)
      .send({ cartId: cart.id, note: 'n'.repeat(40 * 1024) });
    expect(big.status).toBe(413);
    const plain = await request(f.app)
      .post(`${ECOM}/update-cart-note`)
      .set('content-type', 'text/plain')
      .send(JSON.stringify({ cartId: cart.id, note: 'x' }));
    expect(plain.status).toBe(415);
    const after = await request(f.app).post(`${ECOM}/get-cart`).send({ cartId: cart.id });
    expect(after.body.cart.note).toBe('');
  });

  it('a cross-site POST → 403 and the cart is unchanged', async () => {
    const cart = (await newCart()).body.cart as Cart;
    const res = await request(f.app)
      .post(`${ECOM}/update-cart-note`)
      .set('origin', 'https://evil.example')
      .send({ cartId: cart.id, note: 'pwned' });
    expect(res.status).toBe(403);
    expect((await request(f.app).post(`${ECOM}/get-cart`).send({ cartId: cart.id })).body.cart.note).toBe('');
  });

  it("unknown cart id → 404 'Cart not found'; the cookie is cleared when it held that id", async () => {
    const missing = 'gid://shopify/Cart/ffffffffffffffff';
    const res = await request(f.app)
      .post(`${ECOM}/get-cart`)
      .set('cookie', `cart_id=${encodeURIComponent(missing)}`)
      .send({ cartId: missing });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: 'Cart not found' });
    expect(isCleared(setCookie(res.headers, 'cart_id'))).toBe(true);
    // Another tab's stale id never touches the current cart: a body id that is not the cookie's is refused.
    const other = await request(f.app)
      .post(`${ECOM}/get-cart`)
      .set('cookie', `cart_id=${encodeURIComponent('gid://shopify/Cart/current')}`)
      .send({ cartId: missing });
    expect(other.status).toBe(400);
    expect(other.body.field).toBe('cartId');
    expect(setCookie(other.headers, 'cart_id')).toBeUndefined();
  });

  it('a signed-in create-cart sends the token as Authorization; the answer never holds it', async () => {
    const email = 'cart-owner@example.com';
    const password = 'cart owner password';
    await request(f.app).post(`${ECOM}/user-create`).send({ email, firstName: 'C', lastName: 'O', password });
    const agent = request.agent(f.app);
    await agent.post(`${ECOM}/user-login`).send({ email, password });
    const res = await agent.post(`${ECOM}/create-cart`).send({ buyerIdentity: { email }, lineItems: [] });
    expect(res.status).toBe(200);
    expect(res.body.cart.buyerIdentity.customer?.email).toBe(email);
    const sent = f.received('create-cart').at(-1)!;
    expect(typeof sent.headers.authorization).toBe('string');
    expect(JSON.stringify(res.body)).not.toContain(sent.headers.authorization as string);
  });
});

describe('afterCartChange hook', () => {
  it('runs after each cart change with the call name; its cart replaces the answer', async () => {
    hookCalls = [];
    hookMode = 'note';
    const cartId = ((await newCart()).body.cart as Cart).id;
    const res = await request(f.app)
      .post(`${ECOM}/add-cart-line-items`)
      .send({ cartId, lineItems: [{ variantId: variants[2] }] });
    hookMode = 'off';
    expect(res.body.cart.note).toBe('hooked');
    expect(hookCalls.map((c) => c.call)).toEqual(['create-cart', 'add-cart-line-items']);
    // get-cart is not a change
    await request(f.app).post(`${ECOM}/get-cart`).send({ cartId });
    expect(hookCalls).toHaveLength(2);
  });

  it('a failing hook is logged and the cart answered unchanged', async () => {
    hookMode = 'throw';
    const cartId = ((await newCart()).body.cart as Cart).id;
    const res = await request(f.app).post(`${ECOM}/update-cart-note`).send({ cartId, note: 'mine' });
    hookMode = 'off';
    expect(res.status).toBe(200);
    expect(res.body.cart.note).toBe('mine');
    expect(f.lines.some((l) => l.msg.startsWith('afterCartChange failed'))).toBe(true);
  });
});

describe('catalog and content round-trips (proxied)', () => {
  it('get-product-by-handle, get-products-by-tags, get-announcements, get-blog-categories', async () => {
    const all = await request(f.app).post(`${ECOM}/get-all-products`).send({});
    const handle = all.body.products[0].handle as string;
    const one = await request(f.app)
      .post(`${ECOM}/get-product-by-handle`)
      .send({ handle: `  ${handle} ` });
    expect(one.status).toBe(200);
    expect(one.body.product.handle).toBe(handle);
    // the validated (trimmed, defaulted) body is what went upstream
    expect(f.received('get-product-by-handle').at(-1)!.body).toEqual({ handle, extraFields: [] });

    const tagged = await request(f.app).post(`${ECOM}/get-products-by-tags`).send({ tags: [], limit: 2 });
    expect(tagged.status).toBe(200);
    expect(tagged.body.products.length).toBeLessThanOrEqual(2);

    for (const name of ['get-announcements', 'get-blog-categories']) {
      const res = await request(f.app).post(`/api/cms/v1.0/${name}`).send({});
      expect(res.status).toBe(200);
    }
  });

  it('concurrent proxied calls each get their own body and answer', async () => {
    const all = await request(f.app).post(`${ECOM}/get-all-products`).send({});
    const handles = (all.body.products as Array<{ handle: string }>).slice(0, 30).map((p) => p.handle);
    const answers = await Promise.all(
      handles.map((handle) => request(f.app).post(`${ECOM}/get-product-by-handle`).send({ handle })),
    );
    expect(answers.map((a) => a.body.product?.handle)).toEqual(handles);
  });

  it('an upstream 4xx {error} passes through (lat-long of an unknown zip)', async () => {
    const res = await request(f.app).post(`${ECOM}/lat-long`).send({ zipcode: '00000' });
    expect(res.status).toBe(404);
    expect(typeof res.body.error).toBe('string');
  });
});
