import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calls } from '../../../shared/contract/registry';
import { INVALID_ZIP_MESSAGE, parseSearch, pointSearchParams } from './search';

const parse = (query: string) => parseSearch(new URLSearchParams(query));

describe("parseSearch (the professionals page's search, read while it renders)", () => {
  it.each<[string, ReturnType<typeof parseSearch>]>([
    ['', { kind: 'none' }],
    ['zip=90210', { kind: 'search', search: { kind: 'zip', zip: '90210' } }],
    ['zip=%2090210-1234%20', { kind: 'search', search: { kind: 'zip', zip: '90210' } }],
    ['zip=9021', { kind: 'invalid', message: INVALID_ZIP_MESSAGE, zip: '9021' }],
    ['zip=', { kind: 'invalid', message: INVALID_ZIP_MESSAGE, zip: '' }],
    ['zip=abcde&lat=1&long=2', { kind: 'invalid', message: INVALID_ZIP_MESSAGE, zip: 'abcde' }],
    ['lat=34.1&long=-118.4', { kind: 'search', search: { kind: 'point', lat: 34.1, long: -118.4 } }],
    ['lat=90&long=-180', { kind: 'search', search: { kind: 'point', lat: 90, long: -180 } }],
    ['lat=90.01&long=0', { kind: 'none' }],
    ['lat=0&long=180.5', { kind: 'none' }],
    ['lat=Infinity&long=0', { kind: 'none' }],
    ['lat=abc&long=0', { kind: 'none' }],
    ['lat=&long=0', { kind: 'none' }],
    ['lat=1', { kind: 'none' }],
  ])('%s', (query, expected) => expect(parse(query)).toEqual(expected));

  it('round-trips a point it writes', () => {
    expect(parse(pointSearchParams(34.05223, -118.24368))).toEqual({
      kind: 'search',
      search: { kind: 'point', lat: 34.052, long: -118.244 },
    });
  });

  // The page parses without zod (its first load carries none); the calls parse with the
  // contract's schemas. The two must agree on every input.
  it("takes a zip exactly when the lat-long call's schema does", () => {
    const zip = fc.oneof(
      fc.string(),
      fc.stringMatching(/^\s?\d{5}(-\d{4})?\s?$/),
      fc.constantFrom('90210', '90210-123', '902100', ' 90210\n', '\u00a090210'),
    );
    fc.assert(
      fc.property(zip, (z) => {
        const schema = calls['lat-long'].request.safeParse({ zipcode: z });
        const parsed = parse(new URLSearchParams({ zip: z }).toString());
        expect(parsed.kind === 'search').toBe(schema.success);
        if (schema.success && parsed.kind === 'search' && parsed.search.kind === 'zip')
          expect(parsed.search.zip).toBe(schema.data.zipcode.slice(0, 5));
      }),
    );
  });

  it("takes a point exactly when the store-locations call's schema does", () => {
    const coordinate = fc
      .oneof(
        fc.double(),
        fc.integer({ min: -200, max: 200 }).map(String),
        fc.constantFrom('90', '-90', '180', '-180', '90.0000001', '1e2', '0x10', ' 5 ', 'NaN', '-Infinity'),
      )
      .map(String);
    fc.assert(
      fc.property(coordinate, coordinate, (lat, long) => {
        const schema = calls['store-locations'].request.safeParse({ lat: Number(lat), long: Number(long) });
        const parsed = parse(new URLSearchParams({ lat, long }).toString());
        expect(parsed.kind === 'search').toBe(lat.trim() !== '' && long.trim() !== '' && schema.success);
      }),
    );
  });
});
