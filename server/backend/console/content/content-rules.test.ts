import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkDateOrder,
  checkLink,
  checkText,
  dateTimeInputValue,
  listOf,
  parseAmountCents,
  parseDateTime,
} from './content-rules';

const valueOf = <T>(r: { ok: true; value: T } | { ok: false; message: string }) => (r.ok ? r.value : `!${r.message}`);

describe('checkLink', () => {
  it.each<[string, string | null | RegExp]>([
    ['/shop', '/shop'],
    ['/shop/category/serums', '/shop/category/serums'],
    ['/blog?page=2#top', '/blog?page=2#top'],
    ['/products/anything', '/products/anything'],
    ['https://www.instagram.com/', 'https://www.instagram.com/'],
    ['http://example.com/a', 'http://example.com/a'],
    ['  /cart  ', '/cart'],
    ['', null],
    ['/no-such-page/at/all', /No page of the shop is at \/no-such-page\/at\/all/],
    ['/shop/', /No page/],
    ['//evil.example', /not \/\/host/],
    ['/\\evil.example', /not \/\/host/],
    ['javascript:alert(1)', /http or https/],
    ['mailto:a@b.c', /http or https/],
    ['shop', /must start with \//],
    ['/shop now', /space/],
    ['https://user:pw@example.com/', /not a web address/],
  ])('%j → %s', (raw, expected) => {
    const got = valueOf(checkLink(raw, { label: 'link' }));
    if (expected instanceof RegExp) expect(got).toMatch(expected);
    else expect(got).toBe(expected);
  });

  it('requires a link when told to', () => {
    expect(checkLink(' ', { label: 'link', required: true }).ok).toBe(false);
  });

  it('takes a redirected path that is no page', () => {
    expect(valueOf(checkLink('/old-page', { label: 'link', isRedirected: (p) => p === '/old-page' }))).toBe(
      '/old-page',
    );
  });

  it('never accepts a value that is neither a single-slash path nor an http(s) URL', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (raw) => {
        const r = checkLink(raw, { label: 'link' });
        if (!r.ok || r.value === null) return;
        expect(r.value.startsWith('/') ? !/^\/[/\\]/.test(r.value) : /^https?:\/\//i.test(r.value)).toBe(true);
      }),
    );
  });
});

describe('parseDateTime', () => {
  it.each<[string, string | null | RegExp]>([
    ['', null],
    ['2026-12-01', '2026-12-01T00:00:00.000Z'],
    ['2026-12-01T09:30', '2026-12-01T09:30:00.000Z'],
    ['2026-12-01 09:30', '2026-12-01T09:30:00.000Z'],
    ['2026-02-30', /not a date of the calendar/],
    ['2026-12-01T24:00', /not a date of the calendar/],
    ['12/01/2026', /must look like/],
    ['tomorrow', /must look like/],
  ])('%j → %s', (raw, expected) => {
    const got = valueOf(parseDateTime(raw, 'start'));
    if (expected instanceof RegExp) expect(got).toMatch(expected);
    else expect(got).toBe(expected);
  });

  it('reads back what a datetime-local field shows', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }), (d) => {
        const shown = dateTimeInputValue(d.toISOString());
        const again = parseDateTime(shown, 'start');
        expect(again.ok && dateTimeInputValue(again.value)).toBe(shown);
      }),
    );
  });

  it('never throws on any text', () => {
    fc.assert(fc.property(fc.string(), (raw) => void parseDateTime(raw, 'x')));
  });
});

describe('checkDateOrder', () => {
  it.each<[string | null, string | null, boolean]>([
    [null, null, true],
    ['2026-01-01T00:00:00.000Z', null, true],
    [null, '2026-01-01T00:00:00.000Z', true],
    ['2026-01-01T00:00:00.000Z', '2026-01-02T00:00:00.000Z', true],
    ['2026-01-02T00:00:00.000Z', '2026-01-01T00:00:00.000Z', false],
    ['2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z', false],
  ])('%s → %s', (start, end, fine) => {
    expect(checkDateOrder(start, end) === null).toBe(fine);
  });
});

describe('parseAmountCents', () => {
  it.each<[string, number | RegExp]>([
    ['50', 5000],
    ['49.5', 4950],
    ['49.95', 4995],
    ['$75', 7500],
    ['1,000.00', 100000],
    ['0', /more than \$0/],
    ['0.00', /more than \$0/],
    ['-5', /amount in dollars/],
    ['1.999', /amount in dollars/],
    ['fifty', /amount in dollars/],
    ['', /amount in dollars/],
    ['100001', /at most/],
  ])('%j → %s', (raw, expected) => {
    const got = valueOf(parseAmountCents(raw, 'threshold'));
    if (expected instanceof RegExp) expect(got).toMatch(expected);
    else expect(got).toBe(expected);
  });

  it('reads every amount in cents written as dollars back to the same cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), (cents) => {
        expect(valueOf(parseAmountCents((cents / 100).toFixed(2), 'x'))).toBe(cents);
      }),
    );
  });
});

describe('checkText and listOf', () => {
  it('trims, requires and bounds', () => {
    expect(valueOf(checkText('  Hi ', { label: 'text', max: 5 }))).toBe('Hi');
    expect(valueOf(checkText('', { label: 'text', max: 5, required: true }))).toBe('!Enter the text.');
    expect(valueOf(checkText('toolong', { label: 'text', max: 5 }))).toMatch(/longer than 5/);
    expect(valueOf(checkText(['a'], { label: 'text', max: 5 }))).toBe('');
  });

  it('reads a field sent once, repeated or not at all', () => {
    expect(listOf('a')).toEqual(['a']);
    expect(listOf(['a', 'b'])).toEqual(['a', 'b']);
    expect(listOf(undefined)).toEqual([]);
  });
});
