import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  blogCardSlugs,
  cardHandles,
  cardTitlePrice,
  headerLinks,
  headingOf,
  productShows,
  productTitlePrice,
  redirectShows,
  shopShows,
  sitemapPaths,
} from './shop-readers';

// The cluster test reads the shop's state from its HTML: the product page's purchase button and
// the product's card on /shop (markup as the app renders it).

const button = (label: string) =>
  `<div><button type="submit" class="btn btn-elevated btn-primary add-to-cart"><span class="btn-label">${label}</span></button></div>`;
const backInStock =
  '<section id="back-in-stock" class="back-in-stock" aria-labelledby="b"><h2 id="b" class="back-in-stock-heading">Sold out</h2><form method="post"><button type="submit" class="btn back-in-stock-button"><span class="btn-label">Email me when it’s back</span></button></form></section>';
const card = (handle: string, soldOut: boolean) =>
  `<li><article class="product-card"><a href="/products/${handle}"><h2>x</h2></a>${soldOut ? '<span class="badge badge-soldout">Sold out</span>' : ''}<p class="price">$52.00</p></article></li>`;

describe('what a page shows', () => {
  it.each([
    [button('Add to cart'), 'on sale'],
    [backInStock, 'sold out'],
    [button('Sold out'), 'unreadable'],
    [button('Add to cart') + backInStock, 'unreadable'],
    [button('Adding…'), 'unreadable'],
    ['<p>Sold out</p><button class="quick-add-button">Add to cart</button>', 'unreadable'],
  ])('product page %s: %s', (html, shown) => {
    expect(productShows(html)).toBe(shown);
  });

  it.each([
    [card('a', false) + card('b', true), 'a', 'on sale'],
    [card('a', false) + card('b', true), 'b', 'sold out'],
    [card('a', true) + card('b', false), 'b', 'on sale'],
    [card('a', false), 'c', 'absent'],
    // a menu's link to the product is no card
    [`<nav><a href="/products/b">B</a></nav>${card('a', false)}${card('b', true)}`, 'b', 'sold out'],
  ])('/shop %s, product %s: %s', (html, handle, shown) => {
    expect(shopShows(html, handle)).toBe(shown);
  });

  it('the handles of the cards only', () => {
    expect(cardHandles(`<nav><a href="/products/z">Z</a></nav>${card('a', false)}${card('b', true)}`)).toEqual([
      'a',
      'b',
    ]);
  });
});

// The readers of the console edits' effects: markup as the app renders it (React's `<!-- -->`
// between text parts, escaped text).

const productPage = (title: string, price: string) =>
  `<h1 class="product-title">${title}</h1><div><p class="price product-price price-one-time">${price}</p><p class="price price-on-sale product-price price-if-subscribed"><span class="price-current">$1.00</span></p></div>`;
const titledCard = (handle: string, title: string, price: string) =>
  `<article class="product-card"><a href="/products/${handle}"><span><img alt=""/></span><h2>${title}</h2></a><p class="product-card-subtitle">Sub</p><p class="price"><span class="price-from">From </span>${price}</p></article>`;

describe('what the console edits change', () => {
  it.each([
    [productPage('Rosé &amp; Co', '$95.00'), 'Rosé & Co | $95.00'],
    [productPage('Serum<!-- --> Cluster Edition', '$1,095.00'), 'Serum Cluster Edition | $1,095.00'],
    ['<h1>Not found</h1>', 'unreadable'],
  ])('product page: %s', (html, shown) => {
    expect(productTitlePrice(html)).toBe(shown);
  });

  it.each([
    [titledCard('a', 'A', '$5.00') + titledCard('b', 'B &quot;2&quot;', '$7.50'), 'b', 'B "2" | $7.50'],
    [titledCard('a', 'A', '$5.00'), 'b', 'absent'],
    [`<nav><a href="/products/a"><h2>Menu</h2></a></nav>${titledCard('a', 'A', '$5.00')}`, 'a', 'A | $5.00'],
  ])('card on a listing %#', (html, handle, shown) => {
    expect(cardTitlePrice(html, handle)).toBe(shown);
  });

  it('the posts of a blog listing, not its category links', () => {
    const html = `<nav><a href="/blog/category/routines">Routines</a></nav><article class="blog-card is-featured"><div><img/></div><a href="/blog/category/lifestyle">Lifestyle</a><h2><a href="/blog/first">First</a></h2></article><article class="blog-card"><a href="/blog/second?x=1">Second</a></article>`;
    expect(blogCardSlugs(html)).toEqual(['first', 'second']);
    expect(headingOf('<main><h1 class="t">Cluster <!-- -->post &amp; more</h1></main>')).toBe('Cluster post & more');
    expect(headingOf('<p>none</p>')).toBe('');
  });

  it('the links of the site header only', () => {
    const html = `<header class="site-header header-white"><nav class="main-nav"><ul><li><a class="main-nav-link" href="/shop">Shop</a></li><li><a class="main-nav-link" href="/blog">Cluster <!-- -->7</a></li></ul></nav></header><main><a href="/about">About</a></main>`;
    expect(headerLinks(html)).toEqual([
      { href: '/shop', label: 'Shop' },
      { href: '/blog', label: 'Cluster 7' },
    ]);
    expect(headerLinks('<main><a href="/x">X</a></main>')).toEqual([]);
  });

  it.each([
    [301, '/shop', '301 /shop'],
    [301, 'http://127.0.0.1:8080/shop?a=1', '301 /shop?a=1'],
    [302, '/cart', '302 /cart'],
    [404, undefined, 'HTTP 404'],
    [200, undefined, 'HTTP 200'],
  ])('a %d to %s', (status, location, shown) => {
    expect(redirectShows({ status, headers: location ? { location } : {}, body: '', ms: 1 })).toBe(shown);
  });

  it('lists the paths of any sitemap it is given', () => {
    const segment = fc.stringMatching(/^[a-z0-9-]{1,12}$/);
    fc.assert(
      fc.property(fc.array(fc.array(segment, { maxLength: 3 }), { maxLength: 10 }), (paths) => {
        const want = paths.map((p) => `/${p.join('/')}`);
        const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${want.map((p) => `  <url><loc>http://127.0.0.1:8080${p}</loc></url>`).join('\n')}\n</urlset>\n`;
        expect(sitemapPaths(xml)).toEqual(want);
      }),
    );
    expect(sitemapPaths('<loc>not a url</loc><loc>https://x.test/a?b=1&amp;c=2</loc>')).toEqual(['/a?b=1&c=2']);
  });
});
