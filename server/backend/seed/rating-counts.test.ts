import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seedData } from './seed-data';
import { meanOf, ratingCounts } from './rating-counts';

const round1 = (n: number) => Math.round(n * 10) / 10;

describe('ratingCounts', () => {
  it.each([
    [4.8, 4389],
    [4.7, 2841],
    [4.3, 287],
    [4.6, 54],
    [4.9, 214],
    [3.5, 40],
  ])('%s from %s ratings: adds up, averages to the rating, skews to 5 with more 1s than 2s', (rating, count) => {
    const counts = ratingCounts(rating, count);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(count);
    expect(round1(meanOf(counts))).toBe(rating);
    if (rating >= 4) {
      expect(counts[4]).toBeGreaterThan(counts[3]);
      expect(counts[0]).toBeGreaterThanOrEqual(counts[1]);
    }
  });

  it('matches every seeded product', () => {
    for (const p of seedData.products) {
      const counts = ratingCounts(p.rating, p.reviewCount);
      expect(
        counts.reduce((a, b) => a + b, 0),
        p.handle,
      ).toBe(p.reviewCount);
      expect(round1(meanOf(counts)), p.handle).toBe(p.rating);
    }
  });

  it('always adds up, for any rating and count', () => {
    fc.assert(
      fc.property(fc.integer({ min: 10, max: 50 }), fc.integer({ min: 0, max: 20_000 }), (r, n) => {
        const counts = ratingCounts(r / 10, n);
        expect(counts.reduce((a, b) => a + b, 0)).toBe(n);
        expect(counts.every((c) => c >= 0)).toBe(true);
      }),
    );
  });
});
