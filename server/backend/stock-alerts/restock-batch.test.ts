import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { batchLimit } from './restock-batch';

describe('batchLimit', () => {
  it.each([
    [1, 3, 3],
    [2, 3, 6],
    [10, 1, 10],
    [0, 3, 0],
    [-4, 3, 0],
    [5, 0, 0],
    [Number.NaN, 3, 0],
    [Number.POSITIVE_INFINITY, 3, 0],
  ])('%d back on sale, factor %d: at most %d mails', (quantity, factor, expected) => {
    expect(batchLimit(quantity, factor)).toBe(expected);
  });

  it('never exceeds quantity × factor and is a whole number', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10, max: 10_000 }), fc.integer({ min: 0, max: 1000 }), (q, f) => {
        const n = batchLimit(q, f);
        expect(Number.isInteger(n)).toBe(true);
        expect(n).toBeGreaterThanOrEqual(0);
        expect(n).toBeLessThanOrEqual(Math.max(0, q * f));
      }),
    );
  });
});
