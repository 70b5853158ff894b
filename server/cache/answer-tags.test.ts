import { describe, expect, it } from 'vitest';
import { answerTags } from './answer-tags';

// What a public answer is kept under: its call, what its input names and the products it shows.

const product = (handle: string, n: number) => ({ id: `gid://shopify/Product/${n}`, handle, title: handle });

describe('answerTags', () => {
  it.each([
    [
      'a product lookup: its handle and the related products it shows',
      'get-product-by-handle',
      { handle: 'a', extraFields: ['relatedProducts'] },
      { product: product('a', 1), relatedProducts: [product('b', 2)] },
      ['call:get-product-by-handle', 'product:a', 'product:b'],
    ],
    [
      'an unknown product: still its handle (it may be added)',
      'get-product-by-handle',
      { handle: 'gone' },
      { product: null },
      ['call:get-product-by-handle', 'product:gone'],
    ],
    [
      'a listing: every product shown, and the listings tag',
      'get-products-by-tags',
      { tags: ['category:cleanse'] },
      { products: [product('a', 1), product('c', 3)], page: 1 },
      ['call:get-products-by-tags', 'products', 'product:a', 'product:c'],
    ],
    [
      'products by handles: those asked for',
      'get-products-by-handles',
      { handles: ['a', 'z'] },
      { products: [product('a', 1)] },
      ['call:get-products-by-handles', 'product:a', 'product:z'],
    ],
    [
      'search: product summaries, the blog and the pages',
      'search',
      { q: 'spf' },
      { products: [{ handle: 's', title: 'S', price: 1, image: {} }], posts: [], pages: [] },
      ['call:search', 'products', 'blog', 'content:pages', 'product:s'],
    ],
    [
      'navigation',
      'get-navigation',
      { handle: 'main' },
      { navigation: [] },
      ['call:get-navigation', 'navigation', 'navigation:main'],
    ],
    [
      'a content page: its path',
      'get-content-page',
      { path: '/about' },
      { page: null },
      ['call:get-content-page', 'content:page:/about'],
    ],
    [
      'gift rules: discounts and the products they name (their summaries show those titles)',
      'get-discounts',
      {},
      {
        discounts: [
          {
            handle: 'r',
            buy_products: [{ products_id: { id: 1, handle: 'a' }, handle: 'a' }],
            get_products: [{ products_id: { id: 2, handle: 'g', variants: [] }, handle: 'g', variants: [] }],
          },
          { handle: 'broken', buy_products: null, get_products: [{ products_id: null }] },
        ],
      },
      ['call:get-discounts', 'discounts', 'product:a', 'product:g'],
    ],
    ['announcements', 'get-announcements', {}, { announcements: [] }, ['call:get-announcements', 'announcements']],
    [
      'announcements naming a gift rule: and discounts (they show its summary, or hide while it is off)',
      'get-announcements',
      {},
      { announcements: [], namesGiftRules: true },
      ['call:get-announcements', 'announcements', 'discounts'],
    ],
    ['the redirect table: redirects', 'get-redirects', {}, { redirects: [] }, ['call:get-redirects', 'redirects']],
    ['a call nobody mapped: its call tag', 'get-something-new', {}, {}, ['call:get-something-new']],
  ])('%s', (_name, call, input, answer, tags) => {
    expect(answerTags(call, input, answer).sort()).toEqual([...tags].sort());
  });
});
