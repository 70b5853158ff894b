import { describe, expect, it } from 'vitest';
import { badgeExpiryIn, collectingBadgeExpiry, lifetimesWithin, type BadgeExpiry } from './badge-expiry';
import type { ApiClient } from '../../shared/contract/api-client';

const NOW = new Date('2026-06-01T12:00:00.000Z');
const OLD = '2024-01-01T00:00:00.000Z';
const product = (n: number, extra: Record<string, unknown> = {}) => ({
  id: `gid://shopify/Product/${n}`,
  handle: `p${n}`,
  publishedAt: OLD,
  ...extra,
});
const at = (iso: string) => Date.parse(iso);

describe('badgeExpiryIn', () => {
  it.each([
    ['no products', { globals: { a: 1 } }, null],
    ['old products, no dates', { products: [product(1), product(2)] }, null],
    ['one new until today', { product: product(1, { newUntil: '2026-06-01' }) }, at('2026-06-02T00:00:00.000Z')],
    [
      'the soonest in a listing',
      { products: [product(1, { newUntil: '2026-06-09' }), product(2, { newUntil: '2026-06-03' }), product(3)] },
      at('2026-06-04T00:00:00.000Z'),
    ],
    [
      'related products count too',
      { product: product(1), relatedProducts: [product(2, { publishedAt: '2026-05-01T00:00:00.000Z' })] },
      at('2026-06-30T00:00:00.001Z'),
    ],
    [
      'something that is not a product (no gid) is not read',
      { item: { id: 'x', newUntil: '2026-06-01', publishedAt: OLD } },
      null,
    ],
    ['null, a number', null, null],
  ])('%s', (_name, answer, expected) => expect(badgeExpiryIn(answer, NOW)).toBe(expected));
});

describe('lifetimesWithin', () => {
  it.each([
    ['nothing expires: as configured', 30_000, 600_000, null, { freshMs: 30_000, staleMs: 600_000 }],
    ['expiry far off: as configured', 30_000, 600_000, 86_400_000, { freshMs: 30_000, staleMs: 600_000 }],
    ['expiry within the stale time: stale cut', 30_000, 600_000, 100_000, { freshMs: 30_000, staleMs: 70_000 }],
    ['expiry within the fresh time: fresh cut, no stale', 30_000, 600_000, 5_000, { freshMs: 5_000, staleMs: 0 }],
    ['under a second left: not kept', 30_000, 600_000, 999, null],
    ['already past: not kept', 30_000, 600_000, -5, null],
  ])('%s', (_name, fresh, stale, left, expected) => expect(lifetimesWithin(fresh, stale, left)).toEqual(expected));
});

describe('collectingBadgeExpiry', () => {
  it('keeps the soonest over every answer read, and passes answers on untouched', async () => {
    const answers: unknown[] = [
      { products: [product(1, { newUntil: '2026-06-05' })] },
      { product: product(2, { newUntil: '2026-06-02' }) },
      { navigation: [] },
    ];
    let i = 0;
    const api = { call: async () => answers[i++] } as unknown as ApiClient;
    const into: BadgeExpiry = { at: null };
    const client = collectingBadgeExpiry(api, into, () => NOW);
    const read = [];
    for (let n = 0; n < 3; n++) read.push(await client.call('get-globals', { fields: [] }));
    expect(read).toEqual(answers);
    expect(into.at).toBe(at('2026-06-03T00:00:00.000Z'));
  });
});
