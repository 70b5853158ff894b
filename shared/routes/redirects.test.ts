import { describe, expect, it } from 'vitest';
import { createRedirectLookup, RedirectTableSchema } from './redirects';

const lookup = createRedirectLookup(RedirectTableSchema.parse([
  { from: '/store-locator', to: '/find-a-professional' },
  { from: '/by-skin-type/dry/*', to: '/shop/skin-type/dry' },
  { from: '/by-skin-type/*', to: '/shop' },
  { from: '/old', to: 'https://example.org/new', status: 302 },
]));

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
