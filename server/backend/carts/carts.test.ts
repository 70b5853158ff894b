import { beforeEach, describe, expect, it } from 'vitest';
import type { Cart } from '../../../shared/contract/models';
import { createTestBackend, storeSnapshot, type TestBackend } from '../test-fixtures/test-backend';

let t: TestBackend;
let serum: { v30: string; v15: string };
let cleanser: string;
let lipBalm: string;
let soldOut: string;

async function variantIds(handle: string) {
  return (await t.call('get-product-by-handle', { handle })).body.product!.variants.map((v) => v.id);
}

beforeEach(async () => {
  t = createTestBackend();
  const [v30, v15] = await variantIds('vitamin-c-serum');
  serum = { v30: v30!, v15: v15! };
  [cleanser] = (await variantIds('gentle-cleanser')) as [string];
  [lipBalm] = (await variantIds('travel-lip-balm')) as [string];
  [soldOut] = (await variantIds('retinol-night-cream')) as [string];
});

async function newCart(lineItems: { variantId: string; quantity?: number }[] = []): Promise<Cart> {
  const res = await t.call('create-cart', { lineItems });
  expect(res.status).toBe(200);
  return res.body.cart;
}

describe('carts', () => {
  it('creates a cart with lines, default quantity 1, and prices it in USD strings', async () => {
    const cart = await newCart([{ variantId: serum.v30 }, { variantId: cleanser, quantity: 2 }]);
    expect(cart.id).toMatch(/^gid:\/\/shopify\/Cart\/[0-9a-f]{32}$/);
    expect(cart.lineItems.map((l) => [l.product.handle, l.quantity, l.cost.totalAmount.amount])).toEqual([
      ['vitamin-c-serum', 1, '68.00'],
      ['gentle-cleanser', 2, '60.00'],
    ]);
    expect(cart.cost.subtotalAmount).toEqual({ amount: '128.00', currencyCode: 'USD' });
    expect(cart.totalQuantity).toBe(3);
    expect(cart.buyerIdentity).toMatchObject({ countryCode: 'US', customer: null, email: null });
    expect(cart.checkoutUrl).toBe(`http://shop.test/checkout/start?cart=${encodeURIComponent(cart.id)}`);
  });

  it('answers cart null for an unknown id, for reads and writes alike', async () => {
    expect((await t.call('get-cart', { cartId: 'gid://shopify/Cart/nope' })).body).toEqual({ cart: null });
    expect((await t.call('update-cart-note', { cartId: 'nope', note: 'x' })).body).toEqual({ cart: null });
  });

  it('merges a line with the same variant, plan and attributes, and keeps others apart', async () => {
    const cart = await newCart([{ variantId: serum.v30, quantity: 2 }]);
    const res = await t.call('add-cart-line-items', {
      cartId: cart.id,
      lineItems: [
        { variantId: serum.v30, quantity: 3 },
        { variantId: serum.v30, sellingPlanId: 'plan-30' },
        { variantId: serum.v30, customAttributes: [{ key: 'engraving', value: 'A' }] },
      ],
    });
    const lines = res.body.cart!.lineItems;
    expect(lines.map((l) => [l.quantity, l.sellingPlan?.id ?? null, l.attributes.length])).toEqual([
      [5, null, 0],
      [1, 'plan-30', 0],
      [1, null, 1],
    ]);
    // the plan's 10% off applies to the line price
    expect(lines[1]!.cost.totalAmount.amount).toBe('61.20');
  });

  it('caps a merged quantity at 99', async () => {
    const cart = await newCart([{ variantId: cleanser, quantity: 98 }]);
    const res = await t.call('add-cart-line-items', {
      cartId: cart.id,
      lineItems: [{ variantId: cleanser, quantity: 5 }],
    });
    expect(res.body.cart!.lineItems[0]!.quantity).toBe(99);
  });

  it.each([
    [
      'an unknown variant',
      () => 'gid://shopify/ProductVariant/999999',
      undefined,
      'lineItems.1.variantId: Unknown variant',
    ],
    ['a sold-out variant', () => soldOut, undefined, 'lineItems.1.variantId: Variant is sold out'],
    [
      'a plan the product does not offer',
      () => cleanser,
      'plan-30',
      'lineItems.1.sellingPlanId: Selling plan is not offered for this product',
    ],
  ])('refuses %s with 422 and adds none of the batch', async (_case, variant, plan, message) => {
    const cart = await newCart();
    const before = storeSnapshot(t.db);
    const res = await t.call('add-cart-line-items', {
      cartId: cart.id,
      lineItems: [{ variantId: serum.v30 }, { variantId: variant(), ...(plan && { sellingPlanId: plan }) }],
    });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ error: message, field: message.split(':')[0] });
    expect(storeSnapshot(t.db)).toBe(before);
  });

  it('updates quantity, variant and plan of a line and removes lines', async () => {
    const cart = await newCart([{ variantId: serum.v30 }, { variantId: cleanser }]);
    const [a, b] = cart.lineItems;
    let res = await t.call('update-cart-line-items', {
      cartId: cart.id,
      lineItems: [{ lineId: a!.id, quantity: 4, variantId: serum.v15, sellingPlanId: 'plan-30' }],
    });
    expect(res.body.cart!.lineItems[0]).toMatchObject({
      quantity: 4,
      merchandise: { id: serum.v15, price: 34.5 },
      sellingPlan: { id: 'plan-30' },
    });
    res = await t.call('update-cart-line-items', {
      cartId: cart.id,
      lineItems: [{ lineId: a!.id, sellingPlanId: null }],
    });
    expect(res.body.cart!.lineItems[0]).toMatchObject({ quantity: 4, sellingPlan: null });
    const removed = await t.call('remove-cart-line-items', { cartId: cart.id, lineItemIds: [b!.id] });
    expect(removed.body.cart!.lineItems.map((l) => l.id)).toEqual([a!.id]);
  });

  it('refuses an update of a line that is not in the cart', async () => {
    const cart = await newCart([{ variantId: serum.v30 }]);
    const res = await t.call('update-cart-line-items', {
      cartId: cart.id,
      lineItems: [{ lineId: 'gid://shopify/CartLine/x', quantity: 2 }],
    });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ error: 'lineItems.0.lineId: Unknown cart line', field: 'lineItems.0.lineId' });
  });

  it('removing a line already gone is no error (a second press, another tab): the cart as it is', async () => {
    const cart = await newCart([{ variantId: serum.v30 }]);
    const res = await t.call('remove-cart-line-items', {
      cartId: cart.id,
      lineItemIds: ['gid://shopify/CartLine/gone'],
    });
    expect(res.status).toBe(200);
    expect(res.body.cart!.lineItems.map((l) => l.id)).toEqual([cart.lineItems[0]!.id]);
  });

  it('merges attributes by key, an empty value removing one', async () => {
    const cart = await newCart();
    await t.call('update-cart-attributes', {
      cartId: cart.id,
      attributes: [
        { key: 'professional', value: 'A' },
        { key: 'clickId', value: '1' },
      ],
    });
    const res = await t.call('update-cart-attributes', {
      cartId: cart.id,
      attributes: [
        { key: 'professional', value: 'B' },
        { key: 'clickId', value: '' },
      ],
    });
    expect(res.body.cart!.attributes).toEqual([{ key: 'professional', value: 'B' }]);
  });

  it('keeps unknown and disabled codes listed as not applicable, and takes the percentage off the subtotal', async () => {
    const cart = await newCart([{ variantId: cleanser, quantity: 2 }]);
    const res = await t.call('update-cart-discount-codes', {
      cartId: cart.id,
      codes: ['welcome10', 'NOPE', 'OLD20', 'FREESHIP', 'WELCOME10'],
    });
    const c = res.body.cart!;
    expect(c.discountCodes).toEqual([
      { code: 'WELCOME10', applicable: true },
      { code: 'NOPE', applicable: false },
      { code: 'OLD20', applicable: false },
      { code: 'FREESHIP', applicable: true },
    ]);
    expect(c.cost.subtotalAmount.amount).toBe('54.00');
    expect(c.cost.discountAmount.amount).toBe('6.00');
    const cleared = await t.call('update-cart-discount-codes', { cartId: cart.id, codes: [] });
    expect(cleared.body.cart!.cost.subtotalAmount.amount).toBe('60.00');
  });

  it('percentage codes do not combine: the first applied counts, a later one does not apply; free shipping combines', async () => {
    const cart = await newCart([{ variantId: cleanser, quantity: 2 }]);
    const res = await t.call('update-cart-discount-codes', {
      cartId: cart.id,
      codes: ['WELCOME10', 'FREESHIP', 'GLOW20'],
    });
    const c = res.body.cart!;
    expect(c.discountCodes).toEqual([
      { code: 'WELCOME10', applicable: true },
      { code: 'FREESHIP', applicable: true },
      { code: 'GLOW20', applicable: false },
    ]);
    // 10 % of $60.00, not 20 %
    expect(c.cost.discountAmount.amount).toBe('6.00');
  });

  it('sets the note and the buyer identity; a signed-in caller links the customer', async () => {
    const cart = await newCart();
    expect((await t.call('update-cart-note', { cartId: cart.id, note: 'Hi' })).body.cart!.note).toBe('Hi');
    const token = await t.login();
    const address = {
      address1: '1 A St',
      city: 'Austin',
      province: 'TX',
      zip: '73301',
      country: 'US',
      firstName: 'D',
      lastName: 'C',
    };
    const res = await t.call(
      'update-cart-buyer-identity',
      {
        cartId: cart.id,
        buyerIdentity: { countryCode: 'US', deliveryAddressPreferences: { deliveryAddress: address } },
      },
      token,
    );
    const identity = res.body.cart!.buyerIdentity;
    expect(identity.customer).toEqual({ id: 'gid://shopify/Customer/1', email: 'demo@example.com' });
    expect(identity.email).toBe('demo@example.com');
    expect(identity.deliveryAddressPreferences?.deliveryAddress).toMatchObject({ ...address, phone: '', company: '' });
    // the same call without a token unlinks (the storefront clears the cart on sign-out anyway)
    const anon = await t.call('update-cart-buyer-identity', {
      cartId: cart.id,
      buyerIdentity: { email: 'x@example.com' },
    });
    expect(anon.body.cart!.buyerIdentity).toMatchObject({ customer: null, email: 'x@example.com' });
  });

  it('links a new cart to the signed-in customer', async () => {
    const token = await t.login();
    const res = await t.call('create-cart', {}, token);
    expect(res.body.cart.buyerIdentity).toMatchObject({
      email: 'demo@example.com',
      customer: { id: 'gid://shopify/Customer/1' },
    });
  });

  it('prices a flagged gift line at 0 only while its rule grants it', async () => {
    const gift = [{ key: '_isGWP', value: 'true' }];
    const cart = await newCart([{ variantId: cleanser }]);
    let res = await t.call('add-cart-line-items', {
      cartId: cart.id,
      lineItems: [{ variantId: lipBalm, customAttributes: gift }],
    });
    // $30 of goods: the $100 rule does not hold, so the "gift" costs money
    expect(res.body.cart!.lineItems[1]!.cost.totalAmount.amount).toBe('12.00');
    res = await t.call('add-cart-line-items', { cartId: cart.id, lineItems: [{ variantId: serum.v30, quantity: 2 }] });
    const giftLine = res.body.cart!.lineItems.find((l) => l.product.handle === 'travel-lip-balm')!;
    expect(giftLine.cost.totalAmount.amount).toBe('0.00');
    expect(res.body.cart!.cost.subtotalAmount.amount).toBe('166.00');
    // back under the threshold, the flagged line is charged again
    const serumLine = res.body.cart!.lineItems.find((l) => l.product.handle === 'vitamin-c-serum')!;
    const removed = await t.call('remove-cart-line-items', { cartId: cart.id, lineItemIds: [serumLine.id] });
    expect(removed.body.cart!.cost.subtotalAmount.amount).toBe('42.00');
  });

  it.each([
    // [gift quantity, line total, cart subtotal]: $136 of serum holds the $100 rule; the lip balm is $12
    [1, '0.00', '136.00'],
    [2, '12.00', '148.00'],
    [5, '48.00', '184.00'],
  ])(
    'prices only one unit of a granted gift line at 0: quantity %i → line %s, subtotal %s',
    async (quantity, lineTotal, subtotal) => {
      const gift = [{ key: '_isGWP', value: 'true' }];
      const cart = await newCart([{ variantId: serum.v30, quantity: 2 }]);
      const res = await t.call('add-cart-line-items', {
        cartId: cart.id,
        lineItems: [{ variantId: lipBalm, quantity, customAttributes: gift }],
      });
      const giftLine = res.body.cart!.lineItems.find((l) => l.product.handle === 'travel-lip-balm')!;
      expect(giftLine.quantity).toBe(quantity);
      expect(giftLine.cost.totalAmount.amount).toBe(lineTotal);
      expect(res.body.cart!.cost.subtotalAmount.amount).toBe(subtotal);
    },
  );

  it('a gift line raised to quantity 3 by an update is charged for 2 units', async () => {
    const gift = [{ key: '_isGWP', value: 'true' }];
    const cart = (
      await t.call('create-cart', {
        lineItems: [
          { variantId: serum.v30, quantity: 2 },
          { variantId: lipBalm, customAttributes: gift },
        ],
      })
    ).body.cart;
    const giftLine = cart.lineItems.find((l) => l.product.handle === 'travel-lip-balm')!;
    expect(giftLine.cost.totalAmount.amount).toBe('0.00');
    const res = await t.call('update-cart-line-items', {
      cartId: cart.id,
      lineItems: [{ lineId: giftLine.id, quantity: 3 }],
    });
    const raised = res.body.cart!.lineItems.find((l) => l.id === giftLine.id)!;
    expect(raised.cost).toEqual({
      amountPerQuantity: { amount: '8.00', currencyCode: 'USD' },
      totalAmount: { amount: '24.00', currencyCode: 'USD' },
    });
    expect(res.body.cart!.cost.subtotalAmount.amount).toBe('160.00');
  });

  it('tells the discount type of a code', async () => {
    expect((await t.call('get-discount-type', { code: 'freeship' })).body).toEqual({
      code: 'FREESHIP',
      type: 'DiscountCodeFreeShipping',
    });
    expect((await t.call('get-discount-type', { code: 'WELCOME10' })).body.type).toBe('DiscountCodeBasic');
    expect((await t.call('get-discount-type', { code: 'nope' })).body).toEqual({ code: 'NOPE', type: null });
  });

  it.each([0, 100, 2.5, '3'])('refuses quantity %j', async (quantity) => {
    const cart = await newCart();
    const res = await t.call('add-cart-line-items', {
      cartId: cart.id,
      lineItems: [{ variantId: cleanser, quantity }],
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/^lineItems\.0\.quantity: /);
  });
});
