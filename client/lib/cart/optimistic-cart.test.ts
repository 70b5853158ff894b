import { describe, expect, it } from 'vitest';
import type { CartAction } from '../../../shared/contract/cart-action';
import type { Cart, CartLine } from '../../../shared/contract/models';
import { applyCartAction, type ProvisionalProduct } from './optimistic-cart';
import { PROVISIONAL_CART_ID, PROVISIONAL_LINE_PREFIX } from './cart-query';

const usd = (amount: string) => ({ amount, currencyCode: 'USD' as const });

function line(id: string, variantId: string, unit: string, quantity: number, gift = false): CartLine {
  return {
    id,
    quantity,
    merchandise: { id: variantId, sku: variantId, title: '50 ml', price: Number(unit), compareAtPrice: null },
    product: { id: `p-${variantId}`, handle: `h-${variantId}`, title: `Product ${variantId}`, image: null },
    attributes: gift ? [{ key: '_isGWP', value: 'true' }] : [],
    sellingPlan: null,
    cost: {
      amountPerQuantity: usd(gift ? '0.00' : unit),
      totalAmount: usd(gift ? '0.00' : (Number(unit) * quantity).toFixed(2)),
    },
  };
}

/** Cleanser ×2 at $18, serum ×1 at $42.50, a gift; WELCOME10 takes 10% of $78.50. */
const cart: Cart = {
  id: 'gid://shopify/Cart/abc',
  checkoutUrl: 'http://shop.test/checkout/abc',
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
  lineItems: [line('L1', 'V1', '18.00', 2), line('L2', 'V2', '42.50', 1), line('G1', 'V9', '30.00', 1, true)],
  totalQuantity: 4,
  attributes: [],
  buyerIdentity: { email: null, phone: null, countryCode: 'US', customer: null, deliveryAddressPreferences: null },
  note: '',
  discountCodes: [{ code: 'WELCOME10', applicable: true }],
  cost: { subtotalAmount: usd('70.65'), totalAmount: usd('70.65'), discountAmount: usd('7.85') },
  currencyCode: 'USD',
};
const noCodes: Cart = {
  ...cart,
  discountCodes: [],
  cost: { subtotalAmount: usd('78.50'), totalAmount: usd('78.50'), discountAmount: usd('0.00') },
};

const toner: ProvisionalProduct = {
  product: { id: 'p-V3', handle: 'toner', title: 'Toner', image: null },
  variant: { id: 'V3', sku: 'T-1', title: '100 ml', price: 24, compareAtPrice: null },
  sellingPlan: null,
  unitPrice: 24,
};

const summary = (c: Cart | null) =>
  c && {
    lines: c.lineItems.map((l) => `${l.id}×${l.quantity}=${l.cost.totalAmount.amount}`),
    count: c.totalQuantity,
    subtotal: c.cost.subtotalAmount.amount,
    discount: c.cost.discountAmount.amount,
    codes: c.discountCodes.map((d) => d.code),
  };

describe('applyCartAction', () => {
  const cases: [string, Cart | null, CartAction, ProvisionalProduct | undefined, ReturnType<typeof summary>][] = [
    [
      'raises a line the cart has (same variant, one-time)',
      noCodes,
      { intent: 'add', variantId: 'V1', quantity: 3 },
      undefined,
      { lines: ['L1×5=90.00', 'L2×1=42.50', 'G1×1=0.00'], count: 7, subtotal: '132.50', discount: '0.00', codes: [] },
    ],
    [
      'draws a provisional line for a new product',
      noCodes,
      { intent: 'add', variantId: 'V3', quantity: 2 },
      toner,
      {
        lines: ['L1×2=36.00', 'L2×1=42.50', 'G1×1=0.00', `${PROVISIONAL_LINE_PREFIX}V3:×2=48.00`],
        count: 6,
        subtotal: '126.50',
        discount: '0.00',
        codes: [],
      },
    ],
    [
      'keeps a percentage discount in proportion to the items',
      cart,
      { intent: 'add', variantId: 'V1', quantity: 1 },
      undefined,
      {
        lines: ['L1×3=54.00', 'L2×1=42.50', 'G1×1=0.00'],
        count: 5,
        subtotal: '86.85',
        discount: '9.65',
        codes: ['WELCOME10'],
      },
    ],
    [
      'changes a quantity',
      noCodes,
      { intent: 'quantity', lineId: 'L2', quantity: 3 },
      undefined,
      { lines: ['L1×2=36.00', 'L2×3=127.50', 'G1×1=0.00'], count: 6, subtotal: '163.50', discount: '0.00', codes: [] },
    ],
    [
      'removes a line at quantity 0',
      noCodes,
      { intent: 'quantity', lineId: 'L1', quantity: 0 },
      undefined,
      { lines: ['L2×1=42.50', 'G1×1=0.00'], count: 2, subtotal: '42.50', discount: '0.00', codes: [] },
    ],
    [
      'removes a line',
      cart,
      { intent: 'remove', lineId: 'L2' },
      undefined,
      { lines: ['L1×2=36.00', 'G1×1=0.00'], count: 3, subtotal: '32.40', discount: '3.60', codes: ['WELCOME10'] },
    ],
    [
      'removes a code (in any case) and its discount',
      cart,
      { intent: 'remove-code', code: 'welcome10' },
      undefined,
      { lines: ['L1×2=36.00', 'L2×1=42.50', 'G1×1=0.00'], count: 4, subtotal: '78.50', discount: '0.00', codes: [] },
    ],
    [
      'clears every line and code',
      cart,
      { intent: 'clear' },
      undefined,
      { lines: [], count: 0, subtotal: '0.00', discount: '0.00', codes: [] },
    ],
    ['leaves applying a code to the cart', cart, { intent: 'apply-code', code: 'FREESHIP' }, undefined, summary(cart)],
    [
      'changes nothing for an unknown line',
      cart,
      { intent: 'quantity', lineId: 'nope', quantity: 2 },
      undefined,
      summary(cart),
    ],
    ['has nothing to change without a cart', null, { intent: 'remove', lineId: 'L1' }, undefined, null],
    ['cannot draw a line it knows nothing of', null, { intent: 'add', variantId: 'V3', quantity: 1 }, undefined, null],
  ];
  it.each(cases)('%s', (_name, before, action, provisional, expected) => {
    expect(summary(applyCartAction(before, action, provisional))).toEqual(expected);
  });

  it('starts a provisional cart for the first line, priced after the selling plan', () => {
    const plan = { id: 'SP1', name: 'Every 30 days', intervalDays: 30, discountPercent: 10 };
    const next = applyCartAction(
      null,
      { intent: 'add', variantId: 'V3', quantity: 1, sellingPlanId: 'SP1' },
      { ...toner, sellingPlan: plan, unitPrice: 21.6 },
    );
    expect(next?.id).toBe(PROVISIONAL_CART_ID);
    expect(next?.lineItems[0]).toMatchObject({
      quantity: 1,
      sellingPlan: plan,
      product: { title: 'Toner' },
      cost: { amountPerQuantity: { amount: '21.60' } },
    });
    expect(next?.totalQuantity).toBe(1);
  });

  it('adds a subscription of a variant as its own line, never onto a gift line', () => {
    const giftVariant = { ...toner, variant: { ...toner.variant, id: 'V9' } };
    const next = applyCartAction(noCodes, { intent: 'add', variantId: 'V9', quantity: 1 }, giftVariant);
    expect(next?.lineItems.map((l) => `${l.id}×${l.quantity}`)).toEqual([
      'L1×2',
      'L2×1',
      'G1×1',
      `${PROVISIONAL_LINE_PREFIX}V9:×1`,
    ]);
  });

  it('saves the note and never changes the snapshot it was given', () => {
    const frozen = structuredClone(cart);
    expect(applyCartAction(cart, { intent: 'note', note: 'Gift wrap please' })?.note).toBe('Gift wrap please');
    applyCartAction(cart, { intent: 'clear' });
    expect(cart).toEqual(frozen);
  });
});
