import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkDiscount,
  dayStart,
  DISCOUNT_MESSAGES as M,
  formOf,
  parseMoneyCents,
  type DiscountForm,
} from './discount-rules';

const form: DiscountForm = {
  code: ' summer15 ',
  kind: 'percentage',
  value: '15',
  description: '15% off for summer',
  starts: '2025-06-01',
  ends: '2025-06-30',
  minimum: '50',
  usageLimit: '500',
  perCustomerLimit: '1',
  enabled: true,
};

describe('a discount code from the form', () => {
  it('keeps the code upper case and the last day inclusive (stored as the next midnight)', () => {
    expect(checkDiscount(form)).toEqual({
      ok: true,
      values: {
        code: 'SUMMER15',
        type: 'DiscountCodeBasic',
        percentage: 15,
        amountCents: null,
        description: '15% off for summer',
        startsAt: '2025-06-01T00:00:00.000Z',
        endsAt: '2025-07-01T00:00:00.000Z',
        minSubtotalCents: 5000,
        usageLimit: 500,
        perCustomerLimit: 1,
        enabled: true,
      },
    });
  });

  it.each<[string, Partial<DiscountForm>, Record<string, string> | 'ok']>([
    ['a fixed amount', { kind: 'amount', value: '12.50' }, 'ok'],
    ['free shipping needs no value', { kind: 'free-shipping', value: '' }, 'ok'],
    [
      'no dates, no minimum, no limits',
      { starts: '', ends: '', minimum: '', usageLimit: '', perCustomerLimit: '' },
      'ok',
    ],
    ['one day', { starts: '2025-06-01', ends: '2025-06-01' }, 'ok'],
    ['a code with a space', { code: 'SUMMER 15' }, { code: M.code }],
    ['a code of two letters', { code: 'AB' }, { code: M.code }],
    ['an unknown kind', { kind: 'bogo' }, { kind: M.kind }],
    ['0 percent', { value: '0' }, { value: M.percentage }],
    ['101 percent', { value: '101' }, { value: M.percentage }],
    ['a decimal percent', { value: '12.5' }, { value: M.percentage }],
    ['a zero amount', { kind: 'amount', value: '0' }, { value: M.amount }],
    ['three decimals', { kind: 'amount', value: '1.005' }, { value: M.amount }],
    ['no description', { description: '  ' }, { description: M.description }],
    ['February 30', { starts: '2025-02-30' }, { starts: M.date }],
    ['a date in words', { ends: 'next friday' }, { ends: M.date }],
    ['ends before it starts', { starts: '2025-06-10', ends: '2025-06-09' }, { ends: M.endsBeforeStart }],
    ['a negative minimum', { minimum: '-5' }, { minimum: M.minimum }],
    ['a limit of 0', { usageLimit: '0' }, { usageLimit: M.limit }],
    ['a limit in words', { perCustomerLimit: 'once' }, { perCustomerLimit: M.limit }],
  ])('%s', (_name, over, expected) => {
    const result = checkDiscount({ ...form, ...over });
    if (expected === 'ok') expect(result.ok).toBe(true);
    else expect(result).toEqual({ ok: false, errors: expected });
  });

  it.each([
    [{ ...form }, form.value],
    [{ ...form, kind: 'amount', value: '12.50' }, '12.50'],
    [{ ...form, kind: 'amount', value: '20' }, '20'],
  ])('reads back into the same form', (given, value) => {
    const result = checkDiscount(given);
    if (!result.ok) throw new Error('refused');
    expect(formOf(result.values)).toEqual({ ...given, code: 'SUMMER15', value });
  });
});

describe('parsers', () => {
  it.each([
    ['15', 1500],
    ['$1,250.00', 125000],
    ['0.5', 50],
    ['12.34', 1234],
    ['-1', null],
    ['1.234', null],
    ['', null],
    ['1e3', null],
  ])('money %j → %j', (raw, cents) => expect(parseMoneyCents(raw)).toBe(cents));

  it('money: any cents written as dollars reads back as the same cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999 }), (cents) => {
        expect(parseMoneyCents((cents / 100).toFixed(2))).toBe(cents);
      }),
    );
  });

  it('never throws and never answers a fraction of a cent, whatever is typed', () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        const cents = parseMoneyCents(raw);
        expect(cents === null || (Number.isInteger(cents) && cents >= 0)).toBe(true);
        const day = dayStart(raw);
        expect(day === null || day.endsWith('T00:00:00.000Z')).toBe(true);
      }),
    );
  });
});
