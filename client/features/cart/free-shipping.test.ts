import { describe, expect, it } from 'vitest';
import { freeShippingProgress } from './free-shipping';

describe('freeShippingProgress', () => {
  const cases: [string, string | number, number | null | undefined, ReturnType<typeof freeShippingProgress>][] = [
    ['no threshold set: nothing to show', '40.00', undefined, null],
    ['a null threshold', '40.00', null, null],
    ['$84.00 of $100: $16.00 away', '84.00', 100, { reached: false, remaining: 16, percent: 84 }],
    ['an empty cart', '0.00', 75, { reached: false, remaining: 75, percent: 0 }],
    ['cents are exact', '74.99', 75, { reached: false, remaining: 0.01, percent: 99 }],
    ['exactly the threshold ships free', '75.00', 75, { reached: true, remaining: 0, percent: 100 }],
    ['above it ships free', '120.50', 75, { reached: true, remaining: 0, percent: 100 }],
    ['a threshold of 0: everything ships free', '0.00', 0, { reached: true, remaining: 0, percent: 100 }],
    ['an amount that is not a number counts as $0', 'abc', 50, { reached: false, remaining: 50, percent: 0 }],
    ['a negative threshold is not a threshold', '10.00', -5, null],
  ];
  it.each(cases)('%s', (_name, subtotal, threshold, expected) => {
    expect(freeShippingProgress(subtotal, threshold)).toEqual(expected);
  });
});
