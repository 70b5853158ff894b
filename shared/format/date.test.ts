import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDate, parseDate, toDate } from './date';

describe('formatDate', () => {
  it.each([
    ['2024-03-05T12:00:00Z', {}, '03/05/2024'],
    ['2024-12-31T23:59:59Z', {}, '12/31/2024'],
    [new Date(Date.UTC(2025, 0, 1)), {}, '01/01/2025'],
    [Date.UTC(2023, 6, 4), {}, '07/04/2023'],
    // The same instant on the previous calendar day in Los Angeles.
    ['2024-03-05T02:00:00Z', { timeZone: 'America/Los_Angeles' }, '03/04/2024'],
    ['not a date', {}, ''],
    ['', {}, ''],
    [null, {}, ''],
    [undefined, {}, ''],
  ] as const)('formatDate(%j, %j) → %j', (value, options, expected) => {
    expect(formatDate(value, options)).toBe(expected);
  });
});

describe('formatDate in UTC', () => {
  const intl = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', year: 'numeric', month: '2-digit', day: '2-digit' });
  const viaIntl = (d: Date) => {
    const parts = intl.formatToParts(d);
    const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
    return [get('month'), get('day'), get('year').padStart(4, '0')].join('/');
  };
  it('is the Intl en-US calendar day for any instant from year 1 to 9999', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('0001-01-01T00:00:00Z'), max: new Date('9999-12-31T23:59:59Z'), noInvalidDate: true }),
        (d) => formatDate(d) === viaIntl(d),
      ),
      { numRuns: 5000 },
    );
  });
});

describe('parseDate', () => {
  it.each([
    ['03/05/2024', '2024-03-05T00:00:00.000Z'],
    [' 12/31/2024 ', '2024-12-31T00:00:00.000Z'],
    ['02/29/2024', '2024-02-29T00:00:00.000Z'],
    ['02/30/2024', null],
    ['13/01/2024', null],
    ['3/5/2024', null],
    ['2024-03-05', null],
  ] as const)('parseDate(%j) → %j', (text, expected) => {
    expect(parseDate(text)?.toISOString() ?? null).toBe(expected);
  });

  it('round-trips with formatDate', () => {
    const text = formatDate('2026-08-17T10:00:00Z');
    expect(formatDate(parseDate(text))).toBe(text);
  });
});

describe('toDate', () => {
  it('copies a Date instead of sharing it', () => {
    const d = new Date();
    expect(toDate(d)).not.toBe(d);
  });
});
