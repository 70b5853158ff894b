import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { linkNavigation, type AnchorFacts, type ClickFacts, type LinkNavigation } from './link-navigation';

const plain: ClickFacts = {
  button: 0,
  metaKey: false,
  ctrlKey: false,
  shiftKey: false,
  altKey: false,
  defaultPrevented: false,
};
const here = { origin: 'https://shop.test', pathname: '/shop', search: '?page=2', hash: '' };
const go = (to: string, extra: Partial<LinkNavigation> = {}): LinkNavigation => ({
  to,
  preventScrollReset: false,
  replace: false,
  ...extra,
});

describe('linkNavigation: which clicks the app navigates', () => {
  it.each<[string, Partial<ClickFacts>, AnchorFacts, LinkNavigation | null]>([
    ['a product link', {}, { href: 'https://shop.test/products/serum' }, go('/products/serum')],
    ['a relative path, query and hash kept', {}, { href: '/blog/post?x=1#comments' }, go('/blog/post?x=1#comments')],
    ['a legacy .html page', {}, { href: '/serum.html' }, go('/serum.html')],
    ['a slug with a dot', {}, { href: '/products/spf-30.5' }, go('/products/spf-30.5')],
    ['a path outside the table (the catch-all renders it)', {}, { href: '/no-such-page' }, go('/no-such-page')],
    ['target _self', {}, { href: '/blog', target: '_self' }, go('/blog')],
    ['an empty target', {}, { href: '/blog', target: '' }, go('/blog')],
    ['rel nofollow still navigates', {}, { href: '/blog', rel: 'nofollow' }, go('/blog')],
    ['keep scroll', {}, { href: '/shop?page=3', keepScroll: true }, go('/shop?page=3', { preventScrollReset: true })],
    ['replace asked for', {}, { href: '/shop?page=3', replace: true }, go('/shop?page=3', { replace: true })],
    ['the page shown replaces its entry', {}, { href: '/shop?page=2' }, go('/shop?page=2', { replace: true })],
    ['same path, other query', {}, { href: '/shop' }, go('/shop')],
    [
      "a fragment of this page stays the browser's (a skip link)",
      {},
      { href: 'https://shop.test/shop?page=2#main' },
      go('#main', { preventScrollReset: true, fragment: true }),
    ],
    [
      'a fragment of this page, path and query',
      {},
      { href: '/shop?page=2#reviews' },
      go('#reviews', { preventScrollReset: true, fragment: true }),
    ],
    ['a fragment of another page', {}, { href: '/blog#latest' }, go('/blog#latest')],
    ['middle button', { button: 1 }, { href: '/blog' }, null],
    ['right button', { button: 2 }, { href: '/blog' }, null],
    ['cmd-click (new tab)', { metaKey: true }, { href: '/blog' }, null],
    ['ctrl-click', { ctrlKey: true }, { href: '/blog' }, null],
    ['shift-click (new window)', { shiftKey: true }, { href: '/blog' }, null],
    ['alt-click (save)', { altKey: true }, { href: '/blog' }, null],
    ['already handled', { defaultPrevented: true }, { href: '/blog' }, null],
    ['another window', {}, { href: '/blog', target: '_blank' }, null],
    ['a named frame', {}, { href: '/blog', target: 'preview' }, null],
    ['a download', {}, { href: '/blog', hasDownload: true }, null],
    ['a document load asked for', {}, { href: '/account/forgot', reload: true }, null],
    ['rel external', {}, { href: '/blog', rel: 'noopener external' }, null],
    ['another host', {}, { href: 'https://elsewhere.test/products/serum' }, null],
    ['a subdomain', {}, { href: 'https://cdn.shop.test/x' }, null],
    ['plain http on an https page (another origin)', {}, { href: 'http://shop.test/blog' }, null],
    ['protocol-relative to another host', {}, { href: '//elsewhere.test/x' }, null],
    ['mailto', {}, { href: 'mailto:care@shop.test' }, null],
    ['tel', {}, { href: 'tel:+15550100' }, null],
    ['javascript:', {}, { href: 'javascript:void(0)' }, null],
    ['the API', {}, { href: '/api/redirects' }, null],
    ['hosted checkout', {}, { href: '/checkout' }, null],
    ['hosted checkout, deeper', {}, { href: '/checkout/abc' }, null],
    ['the image proxy', {}, { href: '/_ipx/w_100/cms/1' }, null],
    ['a build asset', {}, { href: '/assets/entry-client-abc.js' }, null],
    ['robots.txt', {}, { href: '/robots.txt' }, null],
    ['the sitemap', {}, { href: '/sitemap.xml' }, null],
    ['a PDF', {}, { href: '/content/guide.pdf' }, null],
    ['a path no page can have', {}, { href: '/content/a%2Fb' }, null],
    ['a path starting with the API prefix is still a page', {}, { href: '/apiary' }, go('/apiary')],
  ])('%s', (_label, click, anchor, expected) => {
    expect(linkNavigation({ ...plain, ...click }, anchor, here)).toEqual(expected);
  });
});

describe('linkNavigation: properties', () => {
  const segment = fc.stringMatching(/^[a-z0-9-]{1,12}$/);
  const path = fc.array(segment, { minLength: 1, maxLength: 4 }).map((parts) => `/${parts.join('/')}`);
  const click = fc.record({
    button: fc.integer({ min: 0, max: 4 }),
    metaKey: fc.boolean(),
    ctrlKey: fc.boolean(),
    shiftKey: fc.boolean(),
    altKey: fc.boolean(),
    defaultPrevented: fc.boolean(),
  });

  it('a plain click on a same-origin page path navigates to that very path', () => {
    fc.assert(
      fc.property(path, (p) => {
        fc.pre(!/^\/(api|checkout|_ipx|_build|assets)(\/|$)/.test(p));
        expect(linkNavigation(plain, { href: `https://shop.test${p}` }, here)?.to).toBe(p);
      }),
    );
  });

  it('any modifier, other button or handled click is left to the browser', () => {
    fc.assert(
      fc.property(click, path, (c, p) => {
        fc.pre(c.button !== 0 || c.metaKey || c.ctrlKey || c.shiftKey || c.altKey || c.defaultPrevented);
        expect(linkNavigation(c, { href: p }, here)).toBeNull();
      }),
    );
  });

  it('another origin is never navigated in the app', () => {
    const origin = fc.constantFrom(
      'https://elsewhere.test',
      'http://shop.test',
      'https://shop.test:8443',
      'https://a.shop.test',
    );
    fc.assert(
      fc.property(origin, path, (o, p) => {
        expect(linkNavigation(plain, { href: `${o}${p}` }, here)).toBeNull();
      }),
    );
  });

  it('what it navigates to is always a same-origin path, whatever the href', () => {
    fc.assert(
      fc.property(fc.string(), (href) => {
        const next = linkNavigation(plain, { href }, here);
        if (next === null) return;
        expect(next.to.startsWith('/') && !next.to.startsWith('//')).toBe(true);
        expect(new URL(next.to, here.origin).origin).toBe(here.origin);
      }),
    );
  });
});
