import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GIFT_ATTRIBUTE_KEY } from '../../shared/cart-constants';
import type { Cart } from '../../shared/contract/models';
import { setCookie, startBackendFixture, TEST_SITE_URL } from '../test-support/backend-fixture';
import { createGiftWithPurchase } from './gift-with-purchase';
import { GIFT_SOLD_ALONE_MESSAGE } from '../../shared/contract/cart-messages';

// Gift lines are the BFF's alone, proved through the BFF in front of the embedded
// backend (demo catalog and gift rules, real clock) with the gift rules wired as in production.
// A recording tap shows what reached the upstream: a refused add never leaves the BFF, a
// refused update only read the cart it was checked against.

const ECOM = '/api/ecom/v1.0';
/** Under every buy_total threshold alone and in no buy_qty rule. */
const PLAIN = 'gentle-foaming-cleanser';
/** The buy_qty rule's product: it earns the mini moisturizer (and, at $82, the $75 rule's gift too). */
const RETINOL = 'retinol-0-5-night-treatment';
const MINI = 'mini-barrier-repair-moisturizer';
/** The $75 buy_total rule's gift (active from 2026-01-01, no end). */
const DELUXE = 'deluxe-travel-hyaluronic-serum';
const GWP = [{ key: GIFT_ATTRIBUTE_KEY, value: 'true' }];

let f: Awaited<ReturnType<typeof startBackendFixture>>;
const variantOf = new Map<string, { id: string; cents: number }>();

beforeAll(async () => {
  f = await startBackendFixture({ afterCartChange: createGiftWithPurchase() });
  for (const handle of [PLAIN, RETINOL, MINI, DELUXE]) {
    const res = await request(f.app).post(`${ECOM}/get-product-by-handle`).send({ handle });
    const v = (res.body.product as { variants: Array<{ id: string; price: number }> }).variants[0]!;
    variantOf.set(handle, { id: v.id, cents: Math.round(v.price * 100) });
  }
});
afterAll(() => f.close());

const line = (handle: string, quantity = 1, customAttributes?: { key: string; value: string }[]) => ({
  variantId: variantOf.get(handle)!.id,
  quantity,
  ...(customAttributes ? { customAttributes } : {}),
});
const isGift = (l: Cart['lineItems'][number]) =>
  l.attributes.some((a) => a.key === GIFT_ATTRIBUTE_KEY && a.value === 'true');
const gifts = (cart: Cart) =>
  cart.lineItems.filter(isGift).map((l) => [l.product.handle, l.quantity, l.cost.totalAmount.amount]);
const reachedSince = (from: number) => f.tap.requests.slice(from).map((r) => r.path.split('/').at(-1));

/** A browser with a cart cookie holding these lines (settled by the gift rules). */
async function browserWithCart(...lineItems: ReturnType<typeof line>[]) {
  const agent = request.agent(f.app);
  const res = await agent.post(`${ECOM}/add-cart-line-items`).set('origin', TEST_SITE_URL).send({ lineItems });
  expect(res.status).toBe(200);
  return { agent, cart: res.body.cart as Cart };
}
async function cartOf(agent: ReturnType<typeof request.agent>): Promise<Cart> {
  return (await agent.post(`${ECOM}/get-cart`).send({})).body.cart as Cart;
}

describe('a client cannot add a gift', () => {
  it.each([
    // Lines are built in the test: the variant ids are known only after beforeAll.
    ['the gift product flagged _isGWP', () => [line(MINI, 1, GWP)], 'lineItems.0.customAttributes.0.key'],
    [
      'any value of _isGWP',
      () => [line(PLAIN, 1, [{ key: GIFT_ATTRIBUTE_KEY, value: 'false' }])],
      'lineItems.0.customAttributes.0.key',
    ],
    [
      'another spelling of the key',
      () => [line(DELUXE, 1, [{ key: '_ISGWP', value: 'true' }])],
      'lineItems.0.customAttributes.0.key',
    ],
    [
      'hidden behind a paid line',
      () => [line(PLAIN), line(DELUXE, 1, [{ key: 'note', value: 'x' }, ...GWP])],
      'lineItems.1.customAttributes.1.key',
    ],
  ])(
    'add-cart-line-items with %s → 400 naming the field, nothing sent upstream, cart unchanged',
    async (_name, lines, field) => {
      const lineItems = lines();
      const { agent, cart } = await browserWithCart(line(PLAIN));
      const from = f.tap.requests.length;
      const res = await agent.post(`${ECOM}/add-cart-line-items`).send({ lineItems });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: `${field}: _isGWP is set only by the shop's gift rules`, field });
      expect(reachedSince(from)).toEqual([]);
      expect(await cartOf(agent)).toEqual(cart);
    },
  );

  it.each([
    ['create-cart', `${ECOM}/create-cart`],
    ['add-cart-line-items without a cart (it would create one)', `${ECOM}/add-cart-line-items`],
  ])('%s with a flagged line → 400, no cart made, no cookie set', async (_name, path) => {
    const from = f.tap.requests.length;
    const res = await request(f.app)
      .post(path)
      .send({ lineItems: [line(MINI, 1, GWP)] });
    expect(res.status).toBe(400);
    expect(res.body.field).toBe('lineItems.0.customAttributes.0.key');
    expect(setCookie(res.headers, 'cart_id')).toBeUndefined();
    expect(reachedSince(from)).toEqual([]);
  });

  it('update-cart-line-items flagging a paid line → 400; only the cart was read; the line stays paid', async () => {
    const { agent, cart } = await browserWithCart(line(PLAIN));
    const paid = cart.lineItems[0]!;
    const from = f.tap.requests.length;
    const res = await agent
      .post(`${ECOM}/update-cart-line-items`)
      .send({ lineItems: [{ lineId: paid.id, customAttributes: GWP }] });
    expect(res.status).toBe(400);
    expect(res.body.field).toBe('lineItems.0.customAttributes.0.key');
    expect(reachedSince(from)).toEqual(['get-cart']);
    expect(await cartOf(agent)).toEqual(cart);
  });
});

describe('a client cannot change a gift line', () => {
  it.each([
    ['quantity 5', { quantity: 5 }, 'lineItems.0.quantity'],
    ['quantity 99', { quantity: 99 }, 'lineItems.0.quantity'],
    ['another variant', { variantId: 'RETINOL' }, 'lineItems.0.variantId'],
    ['its attributes dropped', { customAttributes: [] }, 'lineItems.0.customAttributes'],
  ])(
    'update-cart-line-items on the gift line: %s → 400 naming the field, the gift stays 1 at $0.00',
    async (_name, change, field) => {
      const { agent, cart } = await browserWithCart(line(RETINOL));
      expect(gifts(cart)).toEqual([
        [DELUXE, 1, '0.00'],
        [MINI, 1, '0.00'],
      ]);
      const giftLine = cart.lineItems.find(isGift)!;
      const body = { ...change, ...('variantId' in change ? { variantId: variantOf.get(RETINOL)!.id } : {}) };
      const res = await agent
        .post(`${ECOM}/update-cart-line-items`)
        .send({ lineItems: [{ lineId: giftLine.id, ...body }] });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        error: `${field}: a gift line's quantity, product and attributes cannot be changed`,
        field,
      });
      expect(f.received('update-cart-line-items').some((r) => JSON.stringify(r.body).includes(giftLine.id))).toBe(
        false,
      );
      expect(await cartOf(agent)).toEqual(cart);
    },
  );

  it('a batch that also changes a paid line is refused whole: the paid line keeps its quantity', async () => {
    const { agent, cart } = await browserWithCart(line(RETINOL));
    const [paid, giftLine] = [cart.lineItems.find((l) => !isGift(l))!, cart.lineItems.find(isGift)!];
    const res = await agent.post(`${ECOM}/update-cart-line-items`).send({
      lineItems: [
        { lineId: paid.id, quantity: 2 },
        { lineId: giftLine.id, quantity: 4 },
      ],
    });
    expect(res.status).toBe(400);
    expect(res.body.field).toBe('lineItems.1.quantity');
    expect(await cartOf(agent)).toEqual(cart);
  });

  it('quantity 1 on the gift line is no change and is answered with the settled cart', async () => {
    const { agent, cart } = await browserWithCart(line(RETINOL));
    const giftLine = cart.lineItems.find(isGift)!;
    const res = await agent
      .post(`${ECOM}/update-cart-line-items`)
      .send({ lineItems: [{ lineId: giftLine.id, quantity: 1 }] });
    expect(res.status).toBe(200);
    expect(gifts(res.body.cart as Cart)).toEqual(gifts(cart));
  });

  it('the gift product is not sold on its own: a paid line of it is refused (422 naming the variant), the cart as it was', async () => {
    const { agent, cart } = await browserWithCart(line(RETINOL));
    expect(gifts(cart)).toContainEqual([MINI, 1, '0.00']);
    const res = await agent
      .post(`${ECOM}/add-cart-line-items`)
      .set('origin', TEST_SITE_URL)
      .send({ lineItems: [line(MINI)] });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      error: `lineItems.0.variantId: ${GIFT_SOLD_ALONE_MESSAGE}`,
      field: 'lineItems.0.variantId',
    });
    const after = await cartOf(agent);
    expect(after.lineItems.filter((l) => !isGift(l)).map((l) => l.product.handle)).toEqual([RETINOL]);
    expect(gifts(after)).toContainEqual([MINI, 1, '0.00']);
  });
});

describe('a client cannot keep a gift the cart no longer earns', () => {
  it('buy_qty: removing the product that earned the gift takes the gift with it', async () => {
    const { agent, cart } = await browserWithCart(line(RETINOL), line(PLAIN));
    expect(gifts(cart)).toContainEqual([MINI, 1, '0.00']);
    const retinol = cart.lineItems.find((l) => l.product.handle === RETINOL)!;
    const res = await agent.post(`${ECOM}/remove-cart-line-items`).send({ lineItemIds: [retinol.id] });
    expect(gifts(res.body.cart as Cart)).toEqual([]);
    expect((res.body.cart as Cart).lineItems.map((l) => l.product.handle)).toEqual([PLAIN]);
  });

  it('buy_total: lowering a quantity under the $75 threshold takes the deluxe gift away; raising it brings it back', async () => {
    const over = Math.ceil(7500 / variantOf.get(PLAIN)!.cents);
    const { agent, cart } = await browserWithCart(line(PLAIN, over));
    expect(gifts(cart)).toEqual([[DELUXE, 1, '0.00']]);
    const plain = cart.lineItems.find((l) => !isGift(l))!;
    const lowered = await agent
      .post(`${ECOM}/update-cart-line-items`)
      .send({ lineItems: [{ lineId: plain.id, quantity: 1 }] });
    expect(lowered.status).toBe(200);
    expect(gifts(lowered.body.cart as Cart)).toEqual([]);
    expect(gifts(await cartOf(agent))).toEqual([]);
    const raised = await agent
      .post(`${ECOM}/update-cart-line-items`)
      .send({ lineItems: [{ lineId: plain.id, quantity: over }] });
    expect(gifts(raised.body.cart as Cart)).toEqual([[DELUXE, 1, '0.00']]);
  });

  it('the gift line never counts toward the threshold: at $75 with the gift, the total excluding it decides', async () => {
    const over = Math.ceil(7500 / variantOf.get(PLAIN)!.cents);
    const { cart } = await browserWithCart(line(PLAIN, over));
    const paidCents = cart.lineItems
      .filter((l) => !isGift(l))
      .reduce((n, l) => n + Math.round(Number(l.cost.totalAmount.amount) * 100), 0);
    expect(paidCents).toBeGreaterThanOrEqual(7500);
    expect(Math.round(Number(cart.cost.subtotalAmount.amount) * 100)).toBe(paidCents);
  });
});
