import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkReason,
  MAX_QUANTITY,
  nextQuantity,
  parseMode,
  parseWholeNumber,
  quantityFromInput,
  STOCK_MESSAGES,
  STOCK_REASON_MAX,
  type QuantityResult,
  type StockMode,
} from './stock-rules';

describe('parseWholeNumber', () => {
  it.each<[unknown, number | null]>([
    ['20', 20],
    [' 20 ', 20],
    ['+5', 5],
    ['-3', -3],
    ['0', 0],
    ['-0', 0],
    ['007', 7],
    ['1.5', null],
    ['1e3', null],
    ['', null],
    ['  ', null],
    ['ten', null],
    ['1 000', null],
    ['0x10', null],
    ['1234567890', null],
    [20, null],
    [undefined, null],
    [['1'], null],
  ])('%j → %j', (raw, expected) => {
    expect(parseWholeNumber(raw)).toBe(expected);
  });

  it('reads back any whole number it is given as text', () => {
    fc.assert(
      fc.property(fc.integer({ min: -999_999_999, max: 999_999_999 }), (n) => {
        expect(parseWholeNumber(String(n))).toBe(n === 0 ? 0 : n);
      }),
    );
  });
});

describe('nextQuantity', () => {
  it.each<[number, StockMode, number, QuantityResult]>([
    [12, 'set', 20, { ok: true, quantity: 20 }],
    [12, 'set', 0, { ok: true, quantity: 0 }],
    [0, 'set', 0, { ok: true, quantity: 0 }],
    [12, 'set', -1, { ok: false, message: STOCK_MESSAGES.setNegative }],
    [12, 'adjust', 5, { ok: true, quantity: 17 }],
    [12, 'adjust', -12, { ok: true, quantity: 0 }],
    [12, 'adjust', -13, { ok: false, message: 'That would leave -1: 12 in stock, so take away at most 12.' }],
    [0, 'adjust', 20, { ok: true, quantity: 20 }],
    [12, 'adjust', 0, { ok: false, message: STOCK_MESSAGES.adjustZero }],
    [12, 'set', MAX_QUANTITY, { ok: true, quantity: MAX_QUANTITY }],
    [12, 'set', MAX_QUANTITY + 1, { ok: false, message: STOCK_MESSAGES.tooLarge }],
    [MAX_QUANTITY, 'adjust', 1, { ok: false, message: STOCK_MESSAGES.tooLarge }],
  ])('%i, %s %i', (current, mode, amount, expected) => {
    expect(nextQuantity(current, mode, amount)).toEqual(expected);
  });

  it('never answers a quantity below 0 or above the maximum', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: MAX_QUANTITY }),
        fc.constantFrom<StockMode>('set', 'adjust'),
        fc.integer({ min: -2 * MAX_QUANTITY, max: 2 * MAX_QUANTITY }),
        (current, mode, amount) => {
          const r = nextQuantity(current, mode, amount);
          if (r.ok) {
            expect(r.quantity).toBeGreaterThanOrEqual(0);
            expect(r.quantity).toBeLessThanOrEqual(MAX_QUANTITY);
            expect(r.quantity).toBe(mode === 'set' ? amount : current + amount);
          }
        },
      ),
    );
  });
});

describe('the form fields', () => {
  it.each<[string, StockMode, unknown, QuantityResult]>([
    ['a typed set', 'set', '20', { ok: true, quantity: 20 }],
    ['words', 'set', 'lots', { ok: false, message: STOCK_MESSAGES.notWhole }],
    ['a decimal', 'adjust', '2.5', { ok: false, message: STOCK_MESSAGES.notWhole }],
    ['an empty field', 'adjust', '', { ok: false, message: STOCK_MESSAGES.notWhole }],
    [
      'too much taken away',
      'adjust',
      '-6',
      { ok: false, message: 'That would leave -1: 5 in stock, so take away at most 5.' },
    ],
  ])('%s', (_, mode, raw, expected) => {
    expect(quantityFromInput(5, mode, raw)).toEqual(expected);
  });

  it.each([
    ['set', 'set'],
    ['adjust', 'adjust'],
    ['SET', null],
    ['', null],
    [undefined, null],
  ])('mode %j → %j', (raw, mode) => {
    expect(parseMode(raw)).toBe(mode);
  });

  it.each<[unknown, ReturnType<typeof checkReason>]>([
    ['  Damaged in the warehouse ', { ok: true, reason: 'Damaged in the warehouse' }],
    ['', { ok: false, message: STOCK_MESSAGES.reasonRequired }],
    [undefined, { ok: false, message: STOCK_MESSAGES.reasonRequired }],
    ['x'.repeat(STOCK_REASON_MAX + 1), { ok: false, message: STOCK_MESSAGES.reasonTooLong }],
  ])('reason %j', (raw, expected) => {
    expect(checkReason(raw)).toEqual(expected);
  });
});
