import { describe, expect, it } from 'vitest';
import {
  attributionExpiresAt,
  buildAttributionRecord,
  isAttributionValid,
  parseAttributionRecord,
  parseClickId,
  planAttributionAttributes,
  type AttributionRecord,
} from './attribution';

const NOW = new Date('2025-06-15T12:00:00.000Z');
const KEY = '_affiliate_click_id';
const record = (over: Partial<AttributionRecord> = {}): AttributionRecord => ({
  clickId: 'abc123',
  loadTime: '2025-06-01T00:00:00.000Z',
  expiryTime: '07/16/2025',
  ...over,
});

describe('parseClickId', () => {
  it.each([
    ['?irclickid=abc123', 'abc123'],
    ['irclickid=abc123&x=1', 'abc123'],
    ['https://shop.test/products/a?irclickid=Zx-9_.~', 'Zx-9_.~'],
    ['/shop?irclickid=%20abc%20', 'abc'],
    ['?irclickid=', null],
    ['?other=1', null],
    ['?irclickid=a%3Bb', null],
    ['?irclickid=' + 'a'.repeat(257), null],
    [new URLSearchParams('irclickid=fromParams'), 'fromParams'],
    [{ irclickid: 'fromObject' }, 'fromObject'],
    [{ irclickid: ['first', 'second'] }, 'first'],
    [{ irclickid: 7 }, null],
    [null, null],
    [undefined, null],
  ] as const)('%j → %j', (query, expected) => {
    expect(parseClickId(query)).toBe(expected);
  });
});

describe('buildAttributionRecord', () => {
  it('stores the ISO load time and the MM/DD/YYYY expiry 45 days on', () => {
    expect(buildAttributionRecord('abc', NOW)).toEqual({
      clickId: 'abc',
      loadTime: '2025-06-15T12:00:00.000Z',
      expiryTime: '07/30/2025',
    });
  });
});

describe('parseAttributionRecord', () => {
  it.each([
    ['JSON text', JSON.stringify(record()), record()],
    ['object', record(), record()],
    ['bad JSON', '{', null],
    ['missing clickId', { loadTime: 'x', expiryTime: 'y' }, null],
    ['unsafe clickId', record({ clickId: 'a;b' }), null],
    ['missing expiry', { clickId: 'a', loadTime: 'x' }, null],
    ['a number', 5, null],
  ] as const)('%s', (_name, raw, expected) => {
    expect(parseAttributionRecord(raw)).toEqual(expected);
  });
});

describe('isAttributionValid', () => {
  it.each([
    ['fresh', record(), NOW, true],
    ['one ms before 45 days', record(), new Date('2025-07-15T23:59:59.999Z'), true],
    ['exactly 45 days', record(), new Date('2025-07-16T00:00:00.000Z'), false],
    [
      'unreadable loadTime falls back to expiry day (last day)',
      record({ loadTime: 'x', expiryTime: '06/15/2025' }),
      NOW,
      true,
    ],
    ['unreadable loadTime, expiry passed', record({ loadTime: 'x', expiryTime: '06/14/2025' }), NOW, false],
    ['nothing readable', record({ loadTime: 'x', expiryTime: 'y' }), NOW, false],
    ['empty click id', record({ clickId: '' }), NOW, false],
    ['null', null, NOW, false],
  ] as const)('%s → %s', (_name, r, now, expected) => {
    expect(isAttributionValid(r, now)).toBe(expected);
  });

  it('expiresAt is null when nothing is readable', () => {
    expect(attributionExpiresAt(record({ loadTime: '', expiryTime: '' }))).toBeNull();
  });
});

describe('planAttributionAttributes', () => {
  const other = { key: 'professional', value: 'Spa' };
  it.each([
    ['adds the click id', [other], record(), [other, { key: KEY, value: 'abc123' }]],
    [
      'replaces a stale click id',
      [{ key: KEY, value: 'old' }, other],
      record(),
      [{ key: KEY, value: 'abc123' }, other],
    ],
    ['already in sync', [other, { key: KEY, value: 'abc123' }], record(), null],
    ['no record removes it', [other, { key: KEY, value: 'old' }], null, [other]],
    ['expired record removes it', [{ key: KEY, value: 'abc123' }], record({ loadTime: '2024-01-01T00:00:00Z' }), []],
    ['no record, nothing to remove', [other], null, null],
    ['null attributes, valid record', null, record(), [{ key: KEY, value: 'abc123' }]],
  ] as const)('%s', (_name, attrs, r, expected) => {
    expect(planAttributionAttributes(attrs, r, NOW)).toEqual(expected);
  });
});
