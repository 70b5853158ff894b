import { beforeAll, describe, expect, it } from 'vitest';
import { GIFT_PRODUCT_TAG } from '../../../shared/cart-constants';
import { facetTag } from '../../../shared/catalog/taxonomy';
import { sql } from '../db/statements';
import { createTestBackend, type TestBackend } from '../test-fixtures/test-backend';
import { productTags } from './load-catalog';
import { largeCatalogue } from './large-catalogue';
import { seedData } from './seed-data';

// A generated large catalogue through the real backend (responses validated against the
// contract): listings page, sort and filter it in SQL with the right totals, and its products
// show the demo's pictures without registering any of their own.

const COUNT = 400;
const catalogue = largeCatalogue(seedData.products, COUNT);
let t: TestBackend;
beforeAll(() => {
  t = createTestBackend({ ...seedData, products: catalogue });
});

/** Products a listing of these tags shows: gift products (given, never sold) are in none. */
const tagged = (tags: string[], any: boolean) =>
  catalogue.filter((p) => {
    const own = new Set(productTags(p));
    if (own.has(GIFT_PRODUCT_TAG)) return false;
    return any ? tags.some((tag) => own.has(tag)) : tags.every((tag) => own.has(tag));
  }).length;

describe(`a ${COUNT}-product store`, () => {
  const filters: [string, string[], boolean][] = [
    ['everything', [], false],
    ['one category', [facetTag('category', 'cleanse')], false],
    ['a category and a skin type', [facetTag('category', 'cleanse'), facetTag('skin-type', 'dry')], false],
    ['either of two categories', [facetTag('category', 'cleanse'), facetTag('category', 'treatments')], true],
  ];
  for (const [name, tags, logicalOr] of filters) {
    it(`counts and pages ${name}`, async () => {
      const { body } = await t.call('get-products-by-tags', { tags, logicalOr, sort: 'price-asc', limit: 24, page: 2 });
      const expected = tagged(tags, logicalOr);
      expect(body.total).toBe(expected);
      expect(body.products).toHaveLength(Math.max(0, Math.min(24, expected - 24)));
      const prices = body.products.map((p) => p.priceRange.min);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
    });
  }

  it('walks every page of a sort once, no product twice', async () => {
    const handles: string[] = [];
    for (let page = 1; page <= Math.ceil(COUNT / 100); page++) {
      const { body } = await t.call('get-products-by-tags', { tags: [], sort: 'newest', limit: 100, page });
      handles.push(...body.products.map((p) => p.handle));
    }
    expect(new Set(handles).size).toBe(tagged([], false));
    expect(tagged([], false)).toBeGreaterThan(COUNT / 2);
  });

  it('registers only the demo products\u2019 pictures, and a generated product shows its source\u2019s', async () => {
    const assets = (sql(t.db, "SELECT COUNT(*) AS n FROM assets WHERE id LIKE 'product-%'").get() as { n: number }).n;
    expect(assets).toBe(seedData.products.length * 2);
    const generated = catalogue[seedData.products.length]!;
    const { body } = await t.call('get-product-by-handle', { handle: generated.handle });
    const source = (await t.call('get-product-by-handle', { handle: generated.imagesOf! })).body;
    expect(body.product!.title).toBe(generated.title);
    expect(body.product!.featuredImage.id).toBe(source.product!.featuredImage.id);
  });
});
