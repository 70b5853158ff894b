import { describe, expect, it } from 'vitest';
import { isSlowConnection, prefetchTarget } from './link-prefetch';

describe('isSlowConnection', () => {
  it.each<[object | undefined, boolean]>([
    [undefined, false],
    [{}, false],
    [{ effectiveType: '4g' }, false],
    [{ effectiveType: '3g' }, false],
    [{ effectiveType: '2g' }, true],
    [{ effectiveType: 'slow-2g' }, true],
    [{ saveData: true, effectiveType: '4g' }, true],
    [{ saveData: false, effectiveType: '4g' }, false],
  ])('%j → %s', (connection, slow) => expect(isSlowConnection(connection)).toBe(slow));
});

describe('prefetchTarget', () => {
  const here = { origin: 'https://shop.test', pathname: '/shop', search: '' };
  it.each<[string, { href: string; target?: string; hasDownload?: boolean; rel?: string }, string | null]>([
    ['a same-host page', { href: 'https://shop.test/products/serum' }, '/products/serum'],
    ['a relative link, query kept', { href: '/shop?concern=acne' }, '/shop?concern=acne'],
    ['the hash is dropped', { href: 'https://shop.test/blog#latest' }, '/blog'],
    ['another host', { href: 'https://elsewhere.test/products/serum' }, null],
    ['a subdomain', { href: 'https://cdn.shop.test/x' }, null],
    ['the current page', { href: 'https://shop.test/shop' }, null],
    ['the current page with a hash', { href: 'https://shop.test/shop#top' }, null],
    ['the API', { href: '/api/redirects' }, null],
    ['hosted checkout', { href: '/checkout/abc' }, null],
    ['an image', { href: '/_ipx/w_100/cms/1' }, null],
    ['a mail link', { href: 'mailto:care@shop.test' }, null],
    ['another window', { href: '/blog', target: '_blank' }, null],
    ['the same window', { href: '/blog', target: '_self' }, '/blog'],
    ['a download', { href: '/guide.pdf', hasDownload: true }, null],
    ['rel external', { href: '/blog', rel: 'external' }, null],
    ['rel nofollow', { href: '/blog', rel: 'nofollow' }, null],
    ['a file', { href: '/sitemap.xml' }, null],
    ['a legacy page path', { href: '/serum.html' }, '/serum.html'],
  ])('%s → %s', (_label, link, expected) => expect(prefetchTarget(link, here)).toBe(expected));
});
