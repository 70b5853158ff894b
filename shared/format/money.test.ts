import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMoney, toAmount } from './money';

describe('formatMoney', () => {
  it.each([
    [0, undefined, '$0.00'],
    [24.5, undefined, '$24.50'],
    ['24.50', undefined, '$24.50'],
    ['1234.5', undefined, '$1,234.50'],
    [1234567.891, undefined, '$1,234,567.89'],
    ['-5', undefined, '-$5.00'],
    [' 7 ', undefined, '$7.00'],
    ['12', 'EUR', '€12.00'],
    ['12', 'cad', 'CA$12.00'],
    ['', undefined, ''],
    ['abc', undefined, ''],
    [Number.NaN, undefined, ''],
    [Number.POSITIVE_INFINITY, undefined, ''],
    [null, undefined, ''],
    [undefined, undefined, ''],
  ] as const)('formatMoney(%j, %j) → %j', (value, currency, expected) => {
    expect(formatMoney(value, currency)).toBe(expected);
  });
});

describe('toAmount', () => {
  it.each([
    ['10.25', 10.25],
    [3, 3],
    ['  ', null],
    ['1e2', 100],
    ['12abc', null],
  ] as const)('toAmount(%j) → %j', (value, expected) => {
    expect(toAmount(value)).toBe(expected);
  });
});

describe('formatMoney without Intl (USD)', () => {
  const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
  it.each([
    [0, '$0.00'],
    [1.005, '$1.01'],
    [24.5, '$24.50'],
    [1234.5, '$1,234.50'],
    [999999.995, '$1,000,000.00'],
    [-3, '-$3.00'],
    [8369229.964999995, '$8,369,229.96'],
    [0.125, '$0.13'],
    [1e-7, '$0.00'],
    [999999999.995, '$1,000,000,000.00'],
  ])('%s → %s', (value, text) => {
    expect(formatMoney(value)).toBe(text);
  });
  it('matches Intl en-US currency for prices in cents and for any amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e11 }), (cents) => formatMoney(cents / 100) === intl.format(cents / 100)),
      { numRuns: 5000 },
    );
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e9, noNaN: true }), (v) => formatMoney(v) === intl.format(v)),
      { numRuns: 20000 },
    );
    fc.assert(
      fc.property(fc.double({ min: -1e13, max: 1e13, noNaN: true }), (v) => formatMoney(v) === intl.format(v)),
      { numRuns: 5000 },
    );
  });
});
