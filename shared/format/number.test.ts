import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatAverage, formatCount, formatRating } from './number';

const intlRating = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });
const intlCount = new Intl.NumberFormat('en-US');
const intlAverage = new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

describe('formatRating', () => {
  it.each([
    [0, '0'],
    [4, '4'],
    [4.25, '4.3'],
    [4.75, '4.8'],
    [4.449, '4.4'],
    [4.95, '5'],
    [3.05, '3.1'],
    [1234.5, '1,234.5'],
  ])('%s → %s', (value, text) => {
    expect(formatRating(value)).toBe(text);
  });
  it('matches Intl en-US (maximumFractionDigits 1) for ratings and averages', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 5, noNaN: true }), (v) => formatRating(v) === intlRating.format(v)),
      { numRuns: 5000 },
    );
    // Averages as a review summary computes them: a sum of 1–5 stars over a count.
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5000 }), fc.integer({ min: 1, max: 5 }), (count, extra) => {
        const v = (count * 4 + extra) / (count + 1);
        return formatRating(v) === intlRating.format(v);
      }),
      { numRuns: 5000 },
    );
  });
});

describe('formatAverage', () => {
  it.each([
    [0, '0.0'],
    [4, '4.0'],
    [4.25, '4.3'],
    [4.96, '5.0'],
    [3.05, '3.1'],
    [1234.5, '1,234.5'],
  ])('%s → %s', (value, text) => {
    expect(formatAverage(value)).toBe(text);
  });
  it('matches Intl en-US (one fraction digit) for averages', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 5, noNaN: true }), (v) => formatAverage(v) === intlAverage.format(v)),
      { numRuns: 5000 },
    );
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5000 }), fc.integer({ min: 1, max: 5 }), (count, extra) => {
        const v = (count * 4 + extra) / (count + 1);
        return formatAverage(v) === intlAverage.format(v);
      }),
      { numRuns: 5000 },
    );
  });
});

describe('formatCount', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [999, '999'],
    [1000, '1,000'],
    [1234567, '1,234,567'],
    [-1200, '-1,200'],
  ])('%s → %s', (value, text) => {
    expect(formatCount(value)).toBe(text);
  });
  it('matches Intl en-US for whole counts', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (n) => formatCount(n) === intlCount.format(n)),
      { numRuns: 5000 },
    );
  });
});
