import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { roundedScaled } from './decimal';

describe('roundedScaled', () => {
  it.each([
    [0, 2, 0],
    [1.005, 2, 101],
    [24.5, 2, 2450],
    [8369229.964999995, 2, 836922996],
    [0.125, 2, 13],
    [999999999.995, 2, 100000000000],
    [9.96, 1, 100],
    [4.25, 1, 43],
    [4.249999999999999, 1, 42],
    [1e-7, 2, 0],
    [5, 1, 50],
    [-1, 2, null],
    [-0, 2, null],
    [Number.NaN, 1, null],
    [1e9, 2, null],
    [Number.POSITIVE_INFINITY, 1, null],
  ])('roundedScaled(%s, %s) → %s', (value, digits, expected) => {
    expect(roundedScaled(value, digits)).toBe(expected);
  });

  it('rounds as Intl does at 1 and 2 decimals, for any value it takes', () => {
    for (const digits of [1, 2]) {
      const intl = new Intl.NumberFormat('en-US', {
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
        useGrouping: false,
      });
      fc.assert(
        fc.property(fc.double({ min: 0, max: 1e9, maxExcluded: true, noNaN: true }), (v) => {
          const scaled = roundedScaled(v, digits)!;
          expect(Number.isInteger(scaled)).toBe(true);
          expect((scaled / 10 ** digits).toFixed(digits)).toBe(intl.format(v));
        }),
        { numRuns: 5000 },
      );
    }
  });
});
