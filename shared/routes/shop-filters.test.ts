import { describe, expect, it } from 'vitest';
import { filterTags, parseShopFilters, shopPath } from './shop-filters';

describe('parseShopFilters', () => {
  it.each([
    ['', {}],
    ['skin-type/dry', { 'skin-type': 'dry' }],
    ['concern/acne', { concern: 'acne' }],
    ['skin-type/oily/concern/acne/category/serums', { 'skin-type': 'oily', concern: 'acne', category: 'serums' }],
  ])('%s → %j', (splat, filters) => {
    expect(parseShopFilters(splat)).toEqual(filters);
    expect(shopPath(filters)).toBe(splat ? `/shop/${splat}` : '/shop');
  });

  it.each([
    'skin-type',
    'skin-type/wet',
    'colour/red',
    'concern/acne/skin-type/dry',
    'skin-type/dry/skin-type/oily',
    'Skin-type/dry',
  ])('%s is not a page', (splat) => expect(parseShopFilters(splat)).toBeNull());

  it('turns filters into facet tags', () => {
    expect(filterTags({ category: 'serums', 'skin-type': 'dry' })).toEqual(['skin-type:dry', 'category:serums']);
  });
});
