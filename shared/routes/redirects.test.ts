import { describe, expect, expectTypeOf, it } from 'vitest';
import fc from 'fast-check';
import type { z } from 'zod';
import { RedirectEntrySchema, RedirectTableSchema } from './redirect-schema';
import { createRedirectLookup, redirectEntriesOf, type RedirectEntry } from './redirects';

const lookup = createRedirectLookup(
  RedirectTableSchema.parse([
    { from: '/store-locator', to: '/find-a-professional' },
    { from: '/by-skin-type/dry/*', to: '/shop/skin-type/dry' },
    { from: '/by-skin-type/*', to: '/shop' },
    { from: '/old', to: 'https://example.org/new', status: 302 },
  ]),
);

describe('redirect lookup', () => {
  it.each([
    ['/store-locator', { location: '/find-a-professional', status: 301, external: false }],
    ['/by-skin-type/dry', { location: '/shop/skin-type/dry', status: 301, external: false }],
    ['/by-skin-type/dry/serums', { location: '/shop/skin-type/dry', status: 301, external: false }],
    ['/by-skin-type/oily', { location: '/shop', status: 301, external: false }],
    ['/old', { location: 'https://example.org/new', status: 302, external: true }],
    ['/store-locator-x', null],
    ['/by-skin-typed', null],
  ])('%s → %j', (path, target) => expect(lookup(path)).toEqual(target));

  it.each([
    [{ from: '/a', to: '//evil.com' }],
    [{ from: '/a', to: '/\\evil.com' }],
    [{ from: '/a', to: 'javascript:alert(1)' }],
    [{ from: '//a', to: '/b' }],
    [{ from: '/a', to: '/b', extra: 1 }],
  ])('refuses %j', (entry) => expect(RedirectTableSchema.safeParse([entry]).success).toBe(false));
});

describe("redirectEntriesOf (the browser's zod-free reading of /api/redirects)", () => {
  it("has the schema's output type", () => {
    expectTypeOf<z.output<typeof RedirectEntrySchema>>().toEqualTypeOf<RedirectEntry>();
  });

  it.each<[string, unknown, number]>([
    ['not an array', { from: '/a' }, 0],
    ['a good entry', [{ from: '/a', to: '/b', status: 301 }], 1],
    ['a bad status', [{ from: '/a', to: '/b', status: 200 }], 0],
    ['a protocol-relative target', [{ from: '/a', to: '//evil.test', status: 302 }], 0],
    ['a javascript: target', [{ from: '/a', to: 'javascript:alert(1)', status: 302 }], 0],
    ['null among good ones', [null, { from: '/a', to: 'https://x.test/', status: 308 }], 1],
  ])('%s', (_name, value, count) => expect(redirectEntriesOf(value)).toHaveLength(count));

  it('keeps exactly what the schema admits (status given, no extra keys)', () => {
    const path = fc.oneof(
      fc.constantFrom('/', '/a', '//a', '/\\a', 'a', '', 'https://x.test/a', 'http://x', 'javascript:x', '/a/*'),
      fc.string(),
    );
    const entry = fc.record({ from: path, to: path, status: fc.constantFrom(301, 302, 307, 308, 200, 404) });
    fc.assert(
      fc.property(entry, (e) => {
        expect(redirectEntriesOf([e]).length === 1).toBe(RedirectEntrySchema.safeParse(e).success);
      }),
    );
  });
});
