import { describe, expect, it } from 'vitest';
import type { CartAction } from '../../../shared/contract/cart-action';
import type { Cart, CartLine } from '../../../shared/contract/models';
import { cartChangeReports, refusedCodeReport, type CartReport } from './cart-analytics';

const usd = (amount: string) => ({ amount, currencyCode: 'USD' as const });

function line(id: string, variantId: string, price: number, quantity: number, gift = false): CartLine {
  return {
    id,
    quantity,
    merchandise: { id: variantId, sku: variantId, title: '50 ml', price, compareAtPrice: null },
    product: { id: `p-${variantId}`, handle: `h-${variantId}`, title: `Product ${variantId}`, image: null },
    attributes: gift ? [{ key: '_isGWP', value: 'true' }] : [],
    sellingPlan: null,
    cost: {
      amountPerQuantity: usd(gift ? '0.00' : price.toFixed(2)),
      totalAmount: usd(gift ? '0.00' : (price * quantity).toFixed(2)),
    },
  };
}

function cartOf(lines: CartLine[], codes: Cart['discountCodes'] = []): Cart {
  return {
    id: 'gid://shopify/Cart/abc',
    checkoutUrl: '',
    createdAt: '2026-01-01T00:00:00Z',
    updatedAt: '2026-01-01T00:00:00Z',
    lineItems: lines,
    totalQuantity: lines.reduce((n, l) => n + l.quantity, 0),
    attributes: [],
    buyerIdentity: { email: null, phone: null, countryCode: 'US', customer: null, deliveryAddressPreferences: null },
    note: '',
    discountCodes: codes,
    cost: { subtotalAmount: usd('0.00'), totalAmount: usd('0.00'), discountAmount: usd('0.00') },
    currencyCode: 'USD',
  };
}

const item = (variantId: string, price: number, quantity: number) => ({
  item_id: `h-${variantId}`,
  item_name: `Product ${variantId}`,
  price,
  quantity,
  item_variant: '50 ml',
});

const before = cartOf([line('L1', 'V1', 18, 2), line('G1', 'V9', 30, 1, true)]);
const afterAdd = cartOf([line('L1', 'V1', 18, 2), line('G1', 'V9', 30, 1, true), line('L2', 'V2', 42.5, 3)]);

describe('cartChangeReports', () => {
  const cases: [string, CartAction, Cart | null, Cart | null, CartReport[]][] = [
    [
      'an add reports the units added, at the size price',
      { intent: 'add', variantId: 'V2', quantity: 3 },
      before,
      afterAdd,
      [{ kind: 'shop', event: 'add_to_cart', items: [item('V2', 42.5, 3)] }],
    ],
    [
      'add-lines reports every product added in one event, a size named twice once, never the gift',
      {
        intent: 'add-lines',
        lines: [
          { variantId: 'V2' },
          { variantId: 'V3', sellingPlanId: 'plan-30' },
          { variantId: 'V2' },
          { variantId: 'V9' },
        ],
        subscribe: false,
      },
      null,
      cartOf([line('L2', 'V2', 42.5, 1), line('L3', 'V3', 20, 1), line('G1', 'V9', 30, 1, true)]),
      [{ kind: 'shop', event: 'add_to_cart', items: [item('V2', 42.5, 1), item('V3', 20, 1)] }],
    ],
    [
      'an add to a line the cart had reports only the new units',
      { intent: 'add', variantId: 'V1', quantity: 1 },
      before,
      cartOf([line('L1', 'V1', 18, 3)]),
      [{ kind: 'shop', event: 'add_to_cart', items: [item('V1', 18, 1)] }],
    ],
    [
      'the first add (no cart before) is reported',
      { intent: 'add', variantId: 'V2', quantity: 1 },
      null,
      cartOf([line('L2', 'V2', 42.5, 1)]),
      [{ kind: 'shop', event: 'add_to_cart', items: [item('V2', 42.5, 1)] }],
    ],
    [
      'an add the cart does not show (refused quietly) reports nothing',
      { intent: 'add', variantId: 'V7', quantity: 1 },
      before,
      before,
      [],
    ],
    [
      'a quantity raised from 2 to 5 adds 3',
      { intent: 'quantity', lineId: 'L1', quantity: 5 },
      before,
      null,
      [{ kind: 'shop', event: 'add_to_cart', items: [item('V1', 18, 3)] }],
    ],
    [
      'a quantity lowered from 2 to 1 removes 1',
      { intent: 'quantity', lineId: 'L1', quantity: 1 },
      before,
      null,
      [{ kind: 'shop', event: 'remove_from_cart', items: [item('V1', 18, 1)] }],
    ],
    [
      'a quantity of 0 removes the whole line',
      { intent: 'quantity', lineId: 'L1', quantity: 0 },
      before,
      null,
      [{ kind: 'shop', event: 'remove_from_cart', items: [item('V1', 18, 2)] }],
    ],
    ['an unchanged quantity reports nothing', { intent: 'quantity', lineId: 'L1', quantity: 2 }, before, before, []],
    [
      'a remove reports the line in its quantity',
      { intent: 'remove', lineId: 'L1' },
      before,
      cartOf([]),
      [{ kind: 'shop', event: 'remove_from_cart', items: [item('V1', 18, 2)] }],
    ],
    ['a gift line is never reported', { intent: 'remove', lineId: 'G1' }, before, before, []],
    [
      'clearing reports every chosen line',
      { intent: 'clear' },
      afterAdd,
      cartOf([]),
      [{ kind: 'shop', event: 'remove_from_cart', items: [item('V1', 18, 2), item('V2', 42.5, 3)] }],
    ],
    ['clearing an empty cart reports nothing', { intent: 'clear' }, cartOf([]), cartOf([]), []],
    [
      'a code that applies',
      { intent: 'apply-code', code: 'welcome10' },
      before,
      cartOf([], [{ code: 'WELCOME10', applicable: true }]),
      [{ kind: 'coupon', fields: { coupon: 'welcome10', coupon_action: 'apply', coupon_status: 'applied' } }],
    ],
    [
      'a code kept but not applicable',
      { intent: 'apply-code', code: 'SPRING' },
      before,
      cartOf([], [{ code: 'SPRING', applicable: false }]),
      [{ kind: 'coupon', fields: { coupon: 'SPRING', coupon_action: 'apply', coupon_status: 'not applicable' } }],
    ],
    [
      'a code the cart does not keep',
      { intent: 'apply-code', code: 'NOPE' },
      before,
      before,
      [{ kind: 'coupon', fields: { coupon: 'NOPE', coupon_action: 'apply', coupon_status: 'rejected' } }],
    ],
    [
      'a removed code',
      { intent: 'remove-code', code: 'WELCOME10' },
      before,
      before,
      [{ kind: 'coupon', fields: { coupon: 'WELCOME10', coupon_action: 'remove', coupon_status: 'removed' } }],
    ],
    ['a note reports nothing', { intent: 'note', note: 'gift wrap' }, before, before, []],
  ];
  it.each(cases)('%s', (_what, action, was, now, expected) => {
    expect(cartChangeReports(action, was, now)).toEqual(expected);
  });
});

describe('refusedCodeReport', () => {
  it.each<[CartAction, CartReport[]]>([
    [
      { intent: 'apply-code', code: 'EXPIRED' },
      [{ kind: 'coupon', fields: { coupon: 'EXPIRED', coupon_action: 'apply', coupon_status: 'rejected' } }],
    ],
    [{ intent: 'remove', lineId: 'L1' }, []],
  ])('%j → %j', (action, expected) => {
    expect(refusedCodeReport(action)).toEqual(expected);
  });
});
