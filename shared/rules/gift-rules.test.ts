import { describe, expect, it } from 'vitest';
import {
  activeGiftRules,
  isRuleActive,
  isRuleEligible,
  planGiftChanges,
  subtotalCentsExcludingGifts,
  type GiftCart,
  type GiftCartLine,
  type GiftRule,
} from './gift-rules';

const NOW = new Date('2025-06-15T12:00:00Z');
const GIFT_ATTR = [{ key: '_isGWP', value: 'true' }];

function line(id: string, handle: string, amount: string, gift = false): GiftCartLine {
  return { id, quantity: 1, product: { handle }, attributes: gift ? GIFT_ATTR : [], cost: { totalAmount: { amount } } };
}
function cart(...lineItems: GiftCartLine[]): GiftCart {
  return { lineItems };
}
function gift(handle: string, variant: string | null = `gid://shopify/ProductVariant/${handle}`) {
  return { products_id: { handle, variants: variant ? [{ admin_graphql_api_id: variant }] : [] } };
}
function rule(over: Partial<GiftRule> = {}): GiftRule {
  return {
    handle: 'rule',
    enabled: true,
    start_date: null,
    end_date: null,
    buy_trigger: 'buy_total',
    get_trigger: 'get_gift',
    buy_total: '50',
    buy_products: [],
    get_products: [gift('mini-cleanser')],
    ...over,
  };
}
const addOf = (handle: string) => ({
  variantId: `gid://shopify/ProductVariant/${handle}`,
  quantity: 1,
  customAttributes: GIFT_ATTR,
});

describe('isRuleActive', () => {
  it.each([
    ['enabled, open window', {}, true],
    ['disabled', { enabled: false }, false],
    ['enabled null', { enabled: null }, false],
    ['start in past', { start_date: '2025-06-01T00:00:00Z' }, true],
    ['start exactly now (inclusive)', { start_date: NOW.toISOString() }, true],
    ['start in future', { start_date: '2025-06-15T12:00:01Z' }, false],
    ['start one ms after now', { start_date: '2025-06-15T12:00:00.001Z' }, false],
    ['end one ms after now (last active instant)', { end_date: '2025-06-15T12:00:00.001Z' }, true],
    ['end in the past', { end_date: '2025-06-15T11:59:59.999Z' }, false],
    ['start and end both now (empty window)', { start_date: NOW.toISOString(), end_date: NOW.toISOString() }, false],
    ['offset dates compare as instants', { start_date: '2025-06-15T14:00:00+02:00' }, true],
    ['end exactly now (exclusive)', { end_date: NOW.toISOString() }, false],
    ['end in future', { end_date: '2025-06-15T12:00:01Z' }, true],
    ['inside both bounds', { start_date: '2025-01-01', end_date: '2026-01-01' }, true],
    ['empty-string bounds are open', { start_date: '', end_date: '' }, true],
    ['unparseable date', { start_date: 'soon' }, false],
    ['no gift products', { get_products: [] }, false],
    ['gift relation deleted', { get_products: [{ products_id: null }] }, false],
    ['get_products null', { get_products: null }, false],
  ] as const)('%s → %s', (_name, over, expected) => {
    expect(isRuleActive(rule(over), NOW)).toBe(expected);
  });

  it('activeGiftRules keeps only active rules', () => {
    const rules = [rule({ handle: 'a' }), rule({ handle: 'b', enabled: false })];
    expect(activeGiftRules(rules, NOW).map((r) => r.handle)).toEqual(['a']);
  });
});

describe('isRuleEligible', () => {
  it.each([
    ['total equal to threshold', rule({ buy_total: '50' }), cart(line('1', 'serum', '50.00')), true],
    [
      'total above threshold',
      rule({ buy_total: '50' }),
      cart(line('1', 'serum', '30'), line('2', 'spf', '20.01')),
      true,
    ],
    ['total one cent short', rule({ buy_total: '50' }), cart(line('1', 'serum', '49.99')), false],
    ['threshold one cent under the total', rule({ buy_total: '49.99' }), cart(line('1', 'serum', '50')), true],
    [
      'gift lines never lift a short total over',
      rule({ buy_total: '50' }),
      cart(line('1', 'serum', '49.99'), line('2', 'deluxe', '0.01', true)),
      false,
    ],
    [
      'gift lines excluded from total',
      rule({ buy_total: '50' }),
      cart(line('1', 'serum', '40'), line('2', 'mini-cleanser', '10', true)),
      false,
    ],
    ['numeric buy_total', rule({ buy_total: 10 }), cart(line('1', 'serum', '10')), true],
    ['float drift 0.1+0.2', rule({ buy_total: '0.3' }), cart(line('1', 'a', '0.1'), line('2', 'b', '0.2')), true],
    ['missing threshold', rule({ buy_total: null }), cart(line('1', 'serum', '100')), false],
    ['bad threshold', rule({ buy_total: 'fifty' }), cart(line('1', 'serum', '100')), false],
    ['empty cart', rule({ buy_total: '0' }), cart(), true],
    [
      'qty: buy product present',
      rule({ buy_trigger: 'buy_qty', buy_products: [{ products_id: { handle: 'serum' } }] }),
      cart(line('1', 'serum', '1')),
      true,
    ],
    [
      'qty: one of several',
      rule({
        buy_trigger: 'buy_qty',
        buy_products: [{ products_id: { handle: 'x' } }, { products_id: { handle: 'spf' } }],
      }),
      cart(line('1', 'spf', '1')),
      true,
    ],
    [
      'qty: buy product absent',
      rule({ buy_trigger: 'buy_qty', buy_products: [{ products_id: { handle: 'serum' } }] }),
      cart(line('1', 'spf', '1')),
      false,
    ],
    [
      'qty: only as a gift line',
      rule({ buy_trigger: 'buy_qty', buy_products: [{ products_id: { handle: 'serum' } }] }),
      cart(line('1', 'serum', '0', true)),
      false,
    ],
    [
      'qty: the buy product no longer sold',
      rule({ buy_trigger: 'buy_qty', buy_products: [{ products_id: { handle: 'serum' } }] }),
      cart({ ...line('1', 'serum', '0'), unavailable: true }),
      false,
    ],
    [
      'qty: no buy products',
      rule({ buy_trigger: 'buy_qty', buy_products: null }),
      cart(line('1', 'serum', '1')),
      false,
    ],
    ['unknown trigger', rule({ buy_trigger: 'buy_other' }), cart(line('1', 'serum', '1')), null],
  ] as const)('%s → %s', (_name, r, c, expected) => {
    expect(isRuleEligible(r, c)).toBe(expected);
  });

  it('subtotal is computed in cents', () => {
    expect(
      subtotalCentsExcludingGifts(cart(line('1', 'a', '19.99'), line('2', 'b', 'x'), line('3', 'g', '5', true))),
    ).toBe(1999);
  });
});

describe('planGiftChanges', () => {
  const totalRule = rule({ handle: 'total50', buy_total: '50', get_products: [gift('mini-cleanser')] });
  const qtyRule = rule({
    handle: 'serum-gift',
    buy_trigger: 'buy_qty',
    buy_products: [{ products_id: { handle: 'serum' } }],
    get_products: [gift('mini-toner'), gift('pouch')],
  });

  it.each([
    ['eligible, gift absent → add', [totalRule], cart(line('1', 'serum', '60')), [addOf('mini-cleanser')], []],
    [
      'eligible, gift line present → nothing',
      [totalRule],
      cart(line('1', 'serum', '60'), line('g', 'mini-cleanser', '0', true)),
      [],
      [],
    ],
    [
      'eligible, product bought at full price → gift still added',
      [totalRule],
      cart(line('1', 'mini-cleanser', '60')),
      [addOf('mini-cleanser')],
      [],
    ],
    [
      'ineligible, gift line present → remove it',
      [totalRule],
      cart(line('1', 'serum', '20'), line('g', 'mini-cleanser', '0', true)),
      [],
      ['g'],
    ],
    ['ineligible, no gift-flagged line → paid line kept', [totalRule], cart(line('1', 'mini-cleanser', '20')), [], []],
    ['ineligible, gift absent → nothing', [totalRule], cart(line('1', 'serum', '20')), [], []],
    [
      'qty rule adds every gift product',
      [qtyRule],
      cart(line('1', 'serum', '5')),
      [addOf('mini-toner'), addOf('pouch')],
      [],
    ],
    [
      'qty rule adds only the missing gift',
      [qtyRule],
      cart(line('1', 'serum', '5'), line('g', 'pouch', '0', true)),
      [addOf('mini-toner')],
      [],
    ],
    [
      'qty rule ineligible removes both gifts',
      [qtyRule],
      cart(line('1', 'spf', '5'), line('g1', 'pouch', '0', true), line('g2', 'mini-toner', '0', true)),
      [],
      ['g1', 'g2'],
    ],
    [
      'both rules evaluated',
      [totalRule, qtyRule],
      cart(line('1', 'serum', '60')),
      [addOf('mini-cleanser'), addOf('mini-toner'), addOf('pouch')],
      [],
    ],
    [
      'shared gift added once',
      [totalRule, rule({ handle: 'dup', buy_total: '10' })],
      cart(line('1', 'serum', '60')),
      [addOf('mini-cleanser')],
      [],
    ],
    [
      'eligible rule protects a gift an ineligible rule would remove',
      [totalRule, rule({ handle: 'hi', buy_total: '500' })],
      cart(line('1', 'serum', '60'), line('g', 'mini-cleanser', '0', true)),
      [],
      [],
    ],
    [
      'inactive rule ignored (no removal)',
      [rule({ enabled: false })],
      cart(line('1', 'serum', '1'), line('g', 'mini-cleanser', '0', true)),
      [],
      [],
    ],
    ['expired rule ignored', [rule({ end_date: '2025-06-01' })], cart(line('1', 'serum', '90')), [], []],
    ['other get_trigger adds nothing', [rule({ get_trigger: 'discount' })], cart(line('1', 'serum', '90')), [], []],
    [
      'gift without variant is skipped',
      [rule({ get_products: [gift('no-variant', null)] })],
      cart(line('1', 'serum', '90')),
      [],
      [],
    ],
    [
      'unknown buy trigger neither adds nor removes',
      [rule({ buy_trigger: 'x' })],
      cart(line('g', 'mini-cleanser', '0', true)),
      [],
      [],
    ],
    [
      'gift value must be exactly "true"',
      [totalRule],
      cart(line('1', 'serum', '60'), {
        ...line('g', 'mini-cleanser', '0'),
        attributes: [{ key: '_isGWP', value: 'false' }],
      }),
      [addOf('mini-cleanser')],
      [],
    ],
    ['no rules', [], cart(line('1', 'serum', '60')), [], []],
    // "removed if present and the cart has a line flagged as gift": only flagged lines of the rule's products go
    [
      'ineligible, gift line of another product present → paid line of this gift kept',
      [totalRule],
      cart(line('1', 'mini-cleanser', '20'), line('g', 'pouch', '0', true)),
      [],
      [],
    ],
    [
      'ineligible, flagged and paid lines of the gift → only the flagged one removed',
      [totalRule],
      cart(line('1', 'mini-cleanser', '20'), line('g', 'mini-cleanser', '0', true)),
      [],
      ['g'],
    ],
    // "unless already in the cart and a gift line exists": a gift line OF THIS PRODUCT must exist
    [
      'eligible, paid line of the gift and a gift line of another product → gift still added',
      [totalRule],
      cart(line('1', 'mini-cleanser', '60'), line('g', 'pouch', '0', true)),
      [addOf('mini-cleanser')],
      [],
    ],
    [
      'eligible, gift line with quantity 3 → neither added nor removed',
      [totalRule],
      cart(line('1', 'serum', '60'), { ...line('g', 'mini-cleanser', '0', true), quantity: 3 }),
      [],
      [],
    ],
    [
      'rule just started (start inclusive) → added',
      [rule({ start_date: NOW.toISOString() })],
      cart(line('1', 'serum', '60')),
      [addOf('mini-cleanser')],
      [],
    ],
    [
      'rule just ended (end exclusive) → its gift line stays, not removed by an inactive rule',
      [rule({ end_date: NOW.toISOString() })],
      cart(line('1', 'serum', '60'), line('g', 'mini-cleanser', '0', true)),
      [],
      [],
    ],
  ] as const)('%s', (_name, rules, c, add, remove) => {
    expect(planGiftChanges(rules, c, NOW)).toEqual({ add, remove });
  });
});
