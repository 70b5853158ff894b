import { describe, expect, it } from 'vitest';
import { isCurrentLink } from './link-rules';

describe('isCurrentLink (NavLink with `end`)', () => {
  it.each<[string, string, boolean]>([
    ['/shop', '/shop', true],
    ['/shop', '/shop/category/serums', false],
    ['/shop/category/serums', '/shop', false],
    ['/', '/', true],
    ['/', '/shop', false],
    ['/shop?sort=price', '/shop', true],
    ['/blog#latest', '/blog', true],
    ['/Shop', '/shop', true],
    ['/shop/', '/shop', true],
    ['/shopping', '/shop', false],
    ['https://elsewhere.test/shop', '/shop', false],
    ['//elsewhere.test/shop', '/shop', false],
    ['mailto:care@shop.test', '/shop', false],
  ])('%s on %s → %s', (url, pathname, current) => expect(isCurrentLink(url, pathname)).toBe(current));
});

describe('isCurrentLink without `end` (a section: its pages keep it current)', () => {
  it.each<[string, string, boolean]>([
    ['/account/orders', '/account/orders', true],
    ['/account/orders', '/account/orders/12', true],
    ['/account/orders', '/Account/Orders/12', true],
    ['/account/orders', '/account/ordersx', false],
    ['/account/orders', '/account', false],
    ['/account/home', '/account/orders', false],
    ['/', '/shop', false],
    ['/', '/', true],
    ['https://elsewhere.test/account', '/account/orders', false],
  ])('%s on %s → %s', (url, pathname, current) => expect(isCurrentLink(url, pathname, false)).toBe(current));
});
