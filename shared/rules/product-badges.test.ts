import { describe, expect, it } from 'vitest';
import { productBadges, type BadgeKind, type BadgeSource } from './product-badges';

const NOW = new Date('2026-06-01T12:00:00.000Z');
const variant = (price: number, compareAtPrice: number | null = null) => ({
  id: 'gid://shopify/ProductVariant/1',
  sku: 'S',
  title: '1 fl oz',
  price,
  compareAtPrice,
  availableForSale: true,
  quantityAvailable: 5,
});
const plan = { id: 'plan-30', name: 'Every 30 days', intervalDays: 30, discountPercent: 10 };
const base: BadgeSource = {
  tags: [],
  variants: [variant(20)],
  sellingPlans: [],
  publishedAt: '2024-01-01T00:00:00.000Z',
};

const cases: Array<[string, Partial<BadgeSource>, BadgeKind[]]> = [
  ['nothing special', {}, []],
  ['a variant under its compare-at price is a sale', { variants: [variant(20), variant(40, 50)] }, ['sale']],
  ['a compare-at price equal to the price is no sale', { variants: [variant(20, 20)] }, []],
  ['a compare-at price under the price is no sale', { variants: [variant(20, 18)] }, []],
  ['published 10 days ago is new', { publishedAt: '2026-05-22T12:00:00.000Z' }, ['new']],
  ['published exactly 60 days ago is still new', { publishedAt: '2026-04-02T12:00:00.000Z' }, ['new']],
  ['published 61 days ago is not new', { publishedAt: '2026-04-01T12:00:00.000Z' }, []],
  ['published in the future is not new yet', { publishedAt: '2026-07-01T00:00:00.000Z' }, []],
  ['an unreadable date is not new', { publishedAt: 'soon' }, []],
  ['the new tag makes an old product new', { tags: ['New'] }, ['new']],
  ['the best-seller tag', { tags: ['best-seller'] }, ['best-seller']],
  ['the best sellers category facet', { tags: ['category:best-sellers'] }, ['best-seller']],
  ['the limited-edition tag', { tags: ['limited-edition'] }, ['limited-edition']],
  ['selling plans make a subscription', { sellingPlans: [plan] }, ['subscription']],
  [
    'everything at once, in display order',
    {
      tags: ['limited-edition', 'category:best-sellers', 'new'],
      sellingPlans: [plan],
      variants: [variant(10, 12)],
    },
    ['sale', 'new', 'best-seller', 'limited-edition', 'subscription'],
  ],
  [
    'a tag given twice gives one badge',
    { tags: ['best-seller', 'bestseller', 'category:best-sellers'] },
    ['best-seller'],
  ],
];

describe('productBadges', () => {
  it.each(cases)('%s', (_name, change, expected) => {
    expect(productBadges({ ...base, ...change }, NOW).map((b) => b.kind)).toEqual(expected);
  });

  it('labels every badge with readable text', () => {
    const badges = productBadges(
      { ...base, tags: ['limited-edition', 'new', 'best-seller'], sellingPlans: [plan], variants: [variant(1, 2)] },
      NOW,
    );
    expect(badges.map((b) => b.label)).toEqual([
      'Sale',
      'New',
      'Best seller',
      'Limited edition',
      'Subscription available',
    ]);
  });
});
