import { describe, expect, it } from 'vitest';
import type { GiftRule } from '../../../shared/contract/content-models';
import type { Cart, CartLine } from '../../../shared/contract/models';
import { GIFT_OFFER_MESSAGES, giftOffers } from './gift-offers';

const NOW = new Date('2026-06-01T12:00:00.000Z');

function rule(over: Partial<GiftRule>): GiftRule {
  return {
    handle: 'r',
    title: 'typed by hand',
    summary: 'Spend $75 or more, get a Deluxe Serum',
    enabled: true,
    start_date: null,
    end_date: null,
    buy_trigger: 'buy_total',
    get_trigger: 'get_gift',
    buy_total: '75.00',
    buy_products: [],
    get_products: [
      {
        products_id: {
          id: 9,
          handle: 'deluxe',
          variants: [{ admin_graphql_api_id: 'gid://shopify/ProductVariant/9' }],
        },
        handle: 'deluxe',
        variants: [{ admin_graphql_api_id: 'gid://shopify/ProductVariant/9' }],
      },
    ],
    ...over,
  };
}

function line(handle: string, total: string, gift = false): CartLine {
  return {
    id: `line-${handle}`,
    quantity: 1,
    merchandise: { id: 'v', sku: 's', title: 't', price: Number(total), compareAtPrice: null },
    product: { id: 'p', handle, title: handle, image: null },
    attributes: gift ? [{ key: '_isGWP', value: 'true' }] : [],
    sellingPlan: null,
    cost: {
      amountPerQuantity: { amount: total, currencyCode: 'USD' },
      totalAmount: { amount: total, currencyCode: 'USD' },
    },
  };
}

const cart = (...lines: CartLine[]) => ({ lineItems: lines }) as unknown as Cart;
const retinolRule = rule({
  handle: 'q',
  summary: 'Buy Retinol, get a Mini Cream',
  buy_trigger: 'buy_qty',
  buy_total: '',
  buy_products: [{ products_id: { id: 3, handle: 'retinol' }, handle: 'retinol' }],
});

describe('giftOffers', () => {
  it.each([
    [
      'below the threshold: the summary and what is missing',
      [rule({})],
      cart(line('cleanser', '50.00')),
      [
        {
          summary: 'Spend $75 or more, get a Deluxe Serum',
          status: GIFT_OFFER_MESSAGES.away('$25.00'),
          reached: false,
        },
      ],
    ],
    [
      'a gift line does not count toward the threshold',
      [rule({})],
      cart(line('cleanser', '70.00'), line('other', '30.00', true)),
      [{ summary: 'Spend $75 or more, get a Deluxe Serum', status: GIFT_OFFER_MESSAGES.away('$5.00'), reached: false }],
    ],
    [
      'reached, the gift in the cart',
      [rule({})],
      cart(line('cleanser', '80.00'), line('deluxe', '0.00', true)),
      [{ summary: 'Spend $75 or more, get a Deluxe Serum', status: GIFT_OFFER_MESSAGES.inCart, reached: true }],
    ],
    [
      'reached, the gift not (yet) there: it qualifies',
      [rule({})],
      cart(line('cleanser', '75.00')),
      [{ summary: 'Spend $75 or more, get a Deluxe Serum', status: GIFT_OFFER_MESSAGES.qualifies, reached: true }],
    ],
    [
      'a product rule not met: the summary alone',
      [retinolRule],
      cart(line('cleanser', '80.00')),
      [{ summary: 'Buy Retinol, get a Mini Cream', status: null, reached: false }],
    ],
    [
      'a product rule met',
      [retinolRule],
      cart(line('retinol', '80.00')),
      [{ summary: 'Buy Retinol, get a Mini Cream', status: GIFT_OFFER_MESSAGES.qualifies, reached: true }],
    ],
    ['a rule switched off is no offer', [rule({ enabled: false })], cart(line('cleanser', '10.00')), []],
    ['an ended rule is no offer', [rule({ end_date: '2026-06-01T00:00:00.000Z' })], cart(line('c', '10.00')), []],
    [
      'a rule without a summary (an old answer) reads its title',
      [rule({ summary: undefined })],
      cart(line('cleanser', '75.00')),
      [{ summary: 'typed by hand', status: GIFT_OFFER_MESSAGES.qualifies, reached: true }],
    ],
  ])('%s', (_name, rules, c, expected) => {
    expect(giftOffers(rules, c, NOW).map(({ handle: _h, ...rest }) => rest)).toEqual(expected);
  });
});
