import { describe, expect, it } from 'vitest';
import { nextActive, searchOptions } from './search-options';

const image = { id: 'product-x', format: 'png', width: 1, height: 1, alt: '' };

describe('searchOptions', () => {
  it('lists products, posts, pages, then the results page', () => {
    const options = searchOptions(
      {
        products: [
          { handle: 'ha-serum', title: 'HA Serum', price: 48, image },
          { handle: 'cleanser', title: 'Cleanser', price: 18, maxPrice: 56, image },
        ],
        posts: [{ slug: 'ha-myths', title: 'HA Myths', excerpt: '' }],
        pages: [{ path: '/skincare-101/hyaluronic-acid', title: 'Hyaluronic Acid' }],
      },
      'ha & co',
    );
    expect(options.map((o) => [o.group, o.href])).toEqual([
      ['products', '/products/ha-serum'],
      ['products', '/products/cleanser'],
      ['posts', '/blog/ha-myths'],
      ['pages', '/skincare-101/hyaluronic-acid'],
      ['all', '/search?q=ha+%26+co'],
    ]);
    expect(options.map((o) => o.detail)).toEqual(['$48.00', 'From $18.00', undefined, undefined, undefined]);
  });
});

describe('nextActive', () => {
  it.each([
    [-1, 4, 1, 0],
    [-1, 4, -1, 3],
    [0, 4, 1, 1],
    [3, 4, 1, 0],
    [0, 4, -1, 3],
    [2, 0, 1, -1],
  ] as const)('from %i of %i by %i → %i', (current, count, step, expected) => {
    expect(nextActive(current, count, step)).toBe(expected);
  });
});
