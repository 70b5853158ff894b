import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isPossiblePagePath } from '../../../../shared/routes/route-rules';
import {
  handleFromTitle,
  nextStatus,
  parseCompareAt,
  parseDate,
  parseDiscount,
  parseHandle,
  parseIntervals,
  parseMoney,
  parsePrice,
  parseStock,
  parseWeight,
  RULE_MESSAGES,
} from './product-rules';

describe('parseHandle', () => {
  it.each([
    ['daily-glow-serum', { ok: true, value: 'daily-glow-serum' }],
    ['  spf-30  ', { ok: true, value: 'spf-30' }],
    ['a', { ok: true, value: 'a' }],
    ['', { ok: false, message: RULE_MESSAGES.handleEmpty }],
    ['Daily-Glow', { ok: false, message: RULE_MESSAGES.handleShape }],
    ['daily--glow', { ok: false, message: RULE_MESSAGES.handleShape }],
    ['-glow', { ok: false, message: RULE_MESSAGES.handleShape }],
    ['glow-', { ok: false, message: RULE_MESSAGES.handleShape }],
    ['glow/serum', { ok: false, message: RULE_MESSAGES.handleShape }],
    ['glow serum', { ok: false, message: RULE_MESSAGES.handleShape }],
    ['café', { ok: false, message: RULE_MESSAGES.handleShape }],
    ['x'.repeat(101), { ok: false, message: RULE_MESSAGES.handleLong }],
  ])('%j → %j', (raw, expected) => expect(parseHandle(raw)).toEqual(expected));

  it('accepts exactly the handles the shop can route, and answers them unchanged', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 120 }), (raw) => {
        const r = parseHandle(raw);
        if (!r.ok) return;
        expect(r.value).toBe(raw.trim());
        expect(r.value).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
        expect(r.value.length).toBeLessThanOrEqual(100);
        expect(isPossiblePagePath(`/products/${r.value}`)).toBe(true);
      }),
    );
  });

  it('takes every handle made from a title that has a letter or digit', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (title) => {
        const handle = handleFromTitle(title);
        if (/[a-z0-9]/i.test(title.normalize('NFKD'))) expect(parseHandle(handle).ok).toBe(true);
        else expect(handle).toBe('');
      }),
    );
  });
});

describe('money, stock and weight', () => {
  it.each([
    ['34', 3400],
    ['34.5', 3450],
    ['$34.50', 3450],
    ['0.99', 99],
    ['34.555', null],
    ['-3', null],
    ['abc', null],
    ['', null],
    ['1,000', null],
  ])('parseMoney(%j) = %j', (raw, cents) => expect(parseMoney(raw)).toBe(cents));

  it.each([
    ['', { ok: true, value: null }],
    ['48', { ok: true, value: 4800 }],
    ['34', { ok: false }],
    ['20', { ok: false }],
    ['x', { ok: false, message: RULE_MESSAGES.compareAt }],
  ])('parseCompareAt(%j) against a $34.00 price', (raw, expected) =>
    expect(parseCompareAt(raw, 3400)).toMatchObject(expected),
  );

  it('says why a compare-at price at or below the price shows no sale', () => {
    expect(parseCompareAt('30', 3400)).toEqual({
      ok: false,
      message:
        'The compare-at price must be higher than the price ($34.00) to show a sale; leave it empty for no sale.',
    });
  });

  it.each([
    [parsePrice('0'), false],
    [parsePrice('12'), true],
    [parseStock('0'), true],
    [parseStock('1,000'), true],
    [parseStock('-1'), false],
    [parseStock('2000000'), false],
    [parseStock('1.5'), false],
    [parseWeight(''), true],
    [parseWeight('120'), true],
    [parseWeight('100001'), false],
    [parseDiscount('10'), true],
    [parseDiscount('15%'), true],
    [parseDiscount('0'), false],
    [parseDiscount('51'), false],
    [parseDate(''), true],
    [parseDate('2026-12-31'), true],
    [parseDate('2026-02-30'), false],
    [parseDate('31/12/2026'), false],
  ])('%j ok: %s', (result, ok) => expect(result.ok).toBe(ok));

  it.each([
    ['30, 60, 90', [30, 60, 90]],
    ['90 30 30', [30, 90]],
    ['', null],
    ['3', null],
    ['30, 400', null],
    ['30, sixty', null],
    ['7,14,21,28,35,42,49', null],
  ])('parseIntervals(%j) = %j', (raw, days) => {
    const r = parseIntervals(raw);
    expect(r.ok ? r.value : null).toEqual(days);
  });
});

describe('nextStatus', () => {
  it.each([
    ['draft', 'publish', 'active'],
    ['active', 'unpublish', 'draft'],
    ['active', 'archive', 'archived'],
    ['draft', 'archive', 'archived'],
    ['archived', 'restore', 'draft'],
    ['active', 'publish', null],
    ['archived', 'publish', null],
    ['draft', 'unpublish', null],
    ['archived', 'archive', null],
    ['active', 'restore', null],
  ] as const)('%s + %s → %s', (from, action, to) => {
    const r = nextStatus(from, action);
    expect(r.ok ? r.value : null).toBe(to);
  });
});
