import { describe, expect, it } from 'vitest';
import { readShopListing, shopHref, singleFilterValue } from './shop-listing';

describe('readShopListing', () => {
  it.each([
    ['', '', { filters: {}, sort: 'best-selling', page: 1 }],
    ['skin-type/dry', '?sort=price-asc&page=2', { filters: { 'skin-type': 'dry' }, sort: 'price-asc', page: 2 }],
    [
      'concern/acne/category/serums',
      '?sort=bogus&page=-4',
      { filters: { concern: 'acne', category: 'serums' }, sort: 'best-selling', page: 1 },
    ],
    ['', '?page=99999', { filters: {}, sort: 'best-selling', page: 1000 }],
  ])('%s %s', (splat, search, expected) => {
    expect(readShopListing(splat, search)).toMatchObject(expected);
  });

  it('turns filters into tags for the product query', () => {
    expect(readShopListing('skin-type/dry/concern/acne', '')?.input.tags).toEqual(['skin-type:dry', 'concern:acne']);
  });

  it.each(['skin-type/wet', 'category/serums/skin-type/dry', 'skin-type'])('rejects %s', (splat) => {
    expect(readShopListing(splat, '')).toBeNull();
  });
});

describe('shopHref', () => {
  it('leaves the default sort and the first page out', () => {
    expect(shopHref({}, 'best-selling', 1)).toBe('/shop');
    expect(shopHref({ concern: 'acne' }, 'newest', 3)).toBe('/shop/concern/acne?sort=newest&page=3');
  });
});

describe('singleFilterValue', () => {
  it('is the value of the one filter, else null', () => {
    expect(singleFilterValue({ category: 'serums' })).toBe('serums');
    expect(singleFilterValue({})).toBeNull();
    expect(singleFilterValue({ category: 'serums', concern: 'acne' })).toBeNull();
  });
});
