import { parse } from 'csv-parse/sync';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvCell, subscribersCsv } from './customer-queries';

describe('the subscribers CSV', () => {
  it.each([
    ['plain@example.com', 'plain@example.com'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['=HYPERLINK("x")', `"'=HYPERLINK(""x"")"`],
    ['+1', "'+1"],
    ['-1', "'-1"],
    ['@cmd', "'@cmd"],
  ])('%j → %s', (value, cell) => expect(csvCell(value)).toBe(cell));

  it('reads back as written (formulas defused), whatever the values', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.string(), fc.string(), fc.string(), fc.string()), { maxLength: 5 }), (rows) => {
        const csv = subscribersCsv(
          rows.map(([email, consentAt, formLocation, confirmedAt]) => ({
            email,
            consentAt,
            formLocation,
            confirmedAt,
          })),
          (email) => `https://shop.test/newsletter/unsubscribe?email=${encodeURIComponent(email)}`,
        );
        const back = parse(csv, { relax_column_count: false }) as string[][];
        expect(back[0]).toEqual(['email', 'consent_at', 'form_location', 'confirmed_at', 'unsubscribe_url']);
        expect(back.slice(1)).toEqual(
          rows.map((r) => [
            ...r.map((v) => (/^[=+\-@\t\r]/.test(v) ? `'${v}` : v)),
            `https://shop.test/newsletter/unsubscribe?email=${encodeURIComponent(r[0])}`,
          ]),
        );
      }),
    );
  });
});
