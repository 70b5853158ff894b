import { describe, expect, it } from 'vitest';
import { isCurrentLink } from './SiteLink';

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
