import { describe, expect, it } from 'vitest';
import { nextBadgeChange, productBadges, type BadgeKind, type BadgeSource } from './product-badges';

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
  ['new until today: new all of today', { newUntil: '2026-06-01' }, ['new']],
  ['new until a later day', { newUntil: '2026-12-31' }, ['new']],
  ['new until yesterday: no longer', { newUntil: '2026-05-31' }, []],
  ['a new-until that is not a date is ignored', { newUntil: 'soon' }, []],
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

describe('nextBadgeChange', () => {
  const at = (iso: string) => Date.parse(iso);
  it.each([
    ['an old product without a date: never', {}, null],
    ['new until today: at the next UTC midnight', { newUntil: '2026-06-01' }, at('2026-06-02T00:00:00.000Z')],
    ['new until a past day: never', { newUntil: '2026-05-31' }, null],
    [
      'published 10 days ago: when its 60 days are over',
      { publishedAt: '2026-05-22T12:00:00.000Z' },
      at('2026-07-21T12:00:00.001Z'),
    ],
    ['published later: when it turns new', { publishedAt: '2026-07-01T00:00:00.000Z' }, at('2026-07-01T00:00:00.000Z')],
    [
      'the earliest of the two',
      { publishedAt: '2026-05-22T12:00:00.000Z', newUntil: '2026-06-03' },
      at('2026-06-04T00:00:00.000Z'),
    ],
  ] as const)('%s', (_name, change, expected) => {
    expect(nextBadgeChange({ ...base, ...change }, NOW)).toBe(expected);
  });

  it('the badges are the same just before the change and differ at it', () => {
    for (const change of [{ newUntil: '2026-06-01' }, { publishedAt: '2026-05-22T12:00:00.000Z' }]) {
      const product = { ...base, ...change };
      const next = nextBadgeChange(product, NOW)!;
      const kinds = (t: number) => productBadges(product, new Date(t)).map((b) => b.kind);
      expect(kinds(next - 1)).toEqual(kinds(NOW.getTime()));
      expect(kinds(next)).not.toEqual(kinds(NOW.getTime()));
    }
  });
});
