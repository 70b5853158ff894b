import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CART_ATTRIBUTE_MESSAGES } from '../contract/cart-messages';
import { refuseClientCartAttributes } from './cart-attribute-guard';

describe("refuseClientCartAttributes (a browser's update-cart-attributes)", () => {
  it.each<[string, { key: string; value: string }[], unknown]>([
    ['an ordinary attribute', [{ key: 'gift_message', value: 'Happy birthday' }], null],
    ['clearing the affiliate click id (consent withdrawn)', [{ key: '_affiliate_click_id', value: '' }], null],
    ['nothing', [], null],
    [
      'setting the affiliate click id',
      [{ key: '_affiliate_click_id', value: 'abc' }],
      { field: 'attributes.0.value', error: `attributes.0.value: ${CART_ATTRIBUTE_MESSAGES.attributionClearOnly}` },
    ],
    [
      'the professional',
      [
        { key: 'note', value: 'x' },
        { key: 'professional', value: 'P'.repeat(200) },
      ],
      { field: 'attributes.1.key', error: `attributes.1.key: ${CART_ATTRIBUTE_MESSAGES.shopOnly('professional')}` },
    ],
    [
      'the professional, spelled otherwise',
      [{ key: ' Professional ', value: 'Ana' }],
      { field: 'attributes.0.key', error: `attributes.0.key: ${CART_ATTRIBUTE_MESSAGES.shopOnly('Professional')}` },
    ],
    [
      'the gift flag',
      [{ key: '_ISGWP', value: 'true' }],
      { field: 'attributes.0.key', error: `attributes.0.key: ${CART_ATTRIBUTE_MESSAGES.shopOnly('_ISGWP')}` },
    ],
  ])('%s', (_name, attributes, expected) => {
    expect(refuseClientCartAttributes(attributes)).toEqual(expected);
  });

  it('refuses exactly the lists that hold a shop key (or a click id that is not a clearing)', () => {
    const key = fc.oneof(
      fc.constantFrom('professional', 'PROFESSIONAL', '_isGWP', '_affiliate_click_id', ' _Affiliate_Click_Id'),
      fc.string(),
    );
    const reservedKey = (k: string) => ['professional', '_isgwp'].includes(k.trim().toLowerCase());
    const isClickId = (k: string) => k.trim().toLowerCase() === '_affiliate_click_id';
    fc.assert(
      fc.property(fc.array(fc.record({ key, value: fc.oneof(fc.constant(''), fc.string()) })), (attributes) => {
        const refused = attributes.some((a) => reservedKey(a.key) || (isClickId(a.key) && a.value !== ''));
        expect(refuseClientCartAttributes(attributes) !== null).toBe(refused);
      }),
    );
  });
});
