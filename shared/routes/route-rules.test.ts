import { describe, expect, it } from 'vitest';
import { headerColorFor, isProtocolRelative, scrollActionFor, withoutTrailingSlash } from './route-rules';

describe('headerColorFor', () => {
  it.each([
    ['/account/home', { name: 'account-home' }, 'black'],
    ['/cart', { name: 'cart' }, 'black'],
    ['/products/x', { name: 'product' }, 'black'],
    ['/content/shipping-returns', { name: 'content' }, 'black'],
    ['/shop', { name: 'shop' }, 'white'],
    ['/', { name: 'home', headerColor: 'black' as const }, 'black'],
    ['/blog', { name: 'blog', headerColor: 'white' as const }, 'white'],
    ['/missing', null, 'black'],
    ['/missing', { name: '' }, 'black'],
    ['/cartography', { name: 'x' }, 'white'],
  ])('%s %j → %s', (path, route, color) => expect(headerColorFor(path, route)).toBe(color));
});

describe('withoutTrailingSlash', () => {
  it.each([
    ['/', null],
    ['/shop', null],
    ['/shop/', '/shop'],
    ['/a/b//', '/a/b'],
  ])('%s → %s', (p, out) => expect(withoutTrailingSlash(p)).toBe(out));
});

describe('scrollActionFor', () => {
  const at = (pathname: string, hash = '') => ({ pathname, hash });
  it.each([
    [at('/shop'), at('/shop'), { kind: 'keep' }],
    [at('/blog'), at('/blog'), { kind: 'keep' }],
    [at('/shop'), at('/shop/skin-type/dry'), { kind: 'top' }],
    [at('/cart'), at('/cart'), { kind: 'top' }],
    [null, at('/about', '#team'), { kind: 'anchor', id: 'team' }],
    [at('/a'), at('/b'), { kind: 'top' }],
  ])('%j → %j', (prev, next, action) => expect(scrollActionFor(prev, next)).toEqual(action));
});

describe('isProtocolRelative', () => {
  it.each([
    ['//evil.com', true],
    ['/\\evil.com', true],
    ['/shop', false],
    ['/', false],
  ])('%s → %s', (u, v) => expect(isProtocolRelative(u)).toBe(v));
});
