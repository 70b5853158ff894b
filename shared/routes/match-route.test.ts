import { describe, expect, it } from 'vitest';
import { matchRoute, toRouterPath } from './match-route';

describe('matchRoute', () => {
  it.each([
    ['/', 'home', {}],
    ['/shop', 'shop', {}],
    ['/shop/skin-type/dry', 'shop-filter', { '*': 'skin-type/dry' }],
    ['/products/compare', 'product-compare', {}],
    ['/products/daily-glow-serum', 'product', { handle: 'daily-glow-serum' }],
    ['/blog/routines/morning', 'blog-post', { '*': 'routines/morning' }],
    ['/about/our-story', 'about-page', { '*': 'our-story' }],
    ['/content/a/b/c', 'content', { '*': 'a/b/c' }],
    ['/account', 'account', {}],
    ['/account/resetPassword', 'account-reset-password', {}],
    ['/account/addresses/abc', 'account-address', { id: 'abc' }],
    ['/what-is-retinol', 'article-what-is-retinol', {}],
    ['/skincare-101/acne', 'skincare-101-acne', {}],
    ['/about-pca/our-story', 'about-pca-our-story', {}],
    ['/retinol-serum.html', 'legacy-product-html', { legacy: 'retinol-serum' }],
    ['/by-skin-type/dry', 'by-skin-type-dry', {}],
    ['/by-skin-type/dry/serums/x', 'by-skin-type-dry-sub', { '*': 'serums/x' }],
    ['/daily-care-products/ha-family', 'daily-care-products-ha-family', {}],
    ['/products-by-skin-concern/acne', 'products-by-skin-concern-acne', {}],
    ['/sales/order/history', 'info-sales-order-history', {}],
    ['/_ah/warmup', 'warmup', {}],
  ])('%s → %s', (path, name, params) => {
    const m = matchRoute(path);
    expect(m?.route.name).toBe(name);
    expect(m?.params).toEqual(params);
  });

  it.each([
    ['/Shop', 'case-sensitive'],
    ['/account/resetpassword', 'case-sensitive'],
    ['/shop/', 'strict trailing slash'],
    ['/products', 'no handle'],
    ['/products/a/b', 'too many segments'],
    ['/by-skin-type/wet', 'unknown tree value'],
    ['/.html', 'empty legacy name'],
    ['/nope', 'unknown'],
    ['//evil.com', 'protocol-relative'],
    ['/skincare-101/unknown-topic', 'unlisted topic'],
  ])('%s does not match (%s)', (path) => {
    expect(matchRoute(path)).toBeNull();
  });
});

describe('toRouterPath', () => {
  it.each([
    ['/products/:handle', '/products/:handle'],
    ['/shop/*', '/shop/*'],
    ['/:legacy.html', null],
  ])('%s → %s', (pattern, expected) => expect(toRouterPath(pattern)).toBe(expected));
});
