import { describe, expect, it } from 'vitest';
import { cardHandles, productShows, shopShows } from './change-phase';

// The cluster test reads the shop's state from its HTML: the product page's purchase button and
// the product's card on /shop (markup as the app renders it).

const button = (label: string) =>
  `<div><button type="submit" class="btn btn-elevated btn-primary add-to-cart"><span class="btn-label">${label}</span></button></div>`;
const card = (handle: string, soldOut: boolean) =>
  `<li><article class="product-card"><a href="/products/${handle}"><h2>x</h2></a>${soldOut ? '<span class="badge badge-soldout">Sold out</span>' : ''}<p class="price">$52.00</p></article></li>`;

describe('what a page shows', () => {
  it.each([
    [button('Add to cart'), 'on sale'],
    [button('Sold out'), 'sold out'],
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
