import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { refuseClientGiftLines, refuseClientGiftUpdates } from './gift-guard';
import type { GiftCartLine } from './gift-rules';

const GIFT = [{ key: '_isGWP', value: 'true' }];
const RESERVED = "_isGWP is set only by the shop's gift rules";
const FIXED = "a gift line's quantity, product and attributes cannot be changed";

function line(id: string, attributes: { key: string; value: string }[] = []): GiftCartLine {
  return { id, quantity: 1, product: { handle: id }, attributes, cost: { totalAmount: { amount: '0' } } };
}
/** A cart with one paid line 'paid' and one gift line 'gift'. */
const LINES = [line('paid'), line('gift', GIFT)];
const refusal = (field: string, message: string) => ({ field, error: `${field}: ${message}` });

describe('refuseClientGiftLines (create-cart, add-cart-line-items)', () => {
  it.each([
    ['no attributes', [{}], null],
    ['other attributes', [{ customAttributes: [{ key: 'engraving' }] }], null],
    ['null attributes', [{ customAttributes: null }], null],
    ['_isGWP on the first line', [{ customAttributes: [{ key: '_isGWP' }] }], 'lineItems.0.customAttributes.0.key'],
    [
      '_isGWP second on the second line',
      [{}, { customAttributes: [{ key: 'a' }, { key: '_isGWP' }] }],
      'lineItems.1.customAttributes.1.key',
    ],
    ['any spelling of the key', [{ customAttributes: [{ key: ' _ISGWP ' }] }], 'lineItems.0.customAttributes.0.key'],
    ['a look-alike key is not the gift key', [{ customAttributes: [{ key: '_isGWP2' }] }], null],
  ] as const)('%s → %s', (_name, lines, field) => {
    expect(refuseClientGiftLines(lines)).toEqual(field === null ? null : refusal(field, RESERVED));
  });

  it('refuses every line list that holds the key, whatever else it holds', () => {
    const attr = fc.record({ key: fc.string({ maxLength: 8 }) });
    fc.assert(
      fc.property(fc.array(fc.array(attr, { maxLength: 3 }), { maxLength: 4 }), fc.nat(4), (lists, at) => {
        const lines = lists.map((customAttributes) => ({ customAttributes }));
        const planted = [...lines.slice(0, at), { customAttributes: [{ key: '_isGWP' }] }, ...lines.slice(at)];
        expect(refuseClientGiftLines(planted)).not.toBeNull();
      }),
    );
  });
});

describe('refuseClientGiftUpdates (update-cart-line-items)', () => {
  it.each([
    ['paid line quantity', [{ lineId: 'paid', quantity: 5 }], null],
    ['paid line variant and plan', [{ lineId: 'paid', variantId: 'v2', sellingPlanId: 'plan-30' }], null],
    [
      'paid line flagged as gift',
      [{ lineId: 'paid', customAttributes: [{ key: '_isGWP' }] }],
      ['lineItems.0.customAttributes.0.key', RESERVED],
    ],
    ['gift line quantity 5', [{ lineId: 'gift', quantity: 5 }], ['lineItems.0.quantity', FIXED]],
    ['gift line quantity 1 is no change', [{ lineId: 'gift', quantity: 1 }], null],
    [
      'gift line swapped to another variant',
      [{ lineId: 'gift', variantId: 'v-expensive' }],
      ['lineItems.0.variantId', FIXED],
    ],
    [
      'gift line attributes replaced',
      [{ lineId: 'gift', customAttributes: [] }],
      ['lineItems.0.customAttributes', FIXED],
    ],
    ['gift line given a plan', [{ lineId: 'gift', sellingPlanId: 'plan-30' }], ['lineItems.0.sellingPlanId', FIXED]],
    ['gift line plan removed (null: nothing to remove)', [{ lineId: 'gift', sellingPlanId: null }], null],
    [
      'gift line second in the batch',
      [
        { lineId: 'paid', quantity: 2 },
        { lineId: 'gift', quantity: 3 },
      ],
      ['lineItems.1.quantity', FIXED],
    ],
    ['a line the cart does not hold is left to the upstream', [{ lineId: 'other', quantity: 9 }], null],
  ] as const)('%s → %s', (_name, updates, expected) => {
    expect(refuseClientGiftUpdates(updates, LINES)).toEqual(
      expected === null ? null : refusal(expected[0], expected[1]),
    );
  });

  it('a line flagged "_isGWP: false" is no gift line', () => {
    expect(
      refuseClientGiftUpdates([{ lineId: 'x', quantity: 4 }], [line('x', [{ key: '_isGWP', value: 'false' }])]),
    ).toBeNull();
  });

  it('no gift line ever leaves quantity 1 through a client', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 99 }), (quantity) => {
        expect(refuseClientGiftUpdates([{ lineId: 'gift', quantity }], LINES)?.field).toBe('lineItems.0.quantity');
      }),
    );
  });
});
