import { beforeAll, describe, expect, it } from 'vitest';
import { createTestBackend, type TestBackend } from '../test-fixtures/test-backend';

let t: TestBackend;
beforeAll(() => {
  t = createTestBackend();
});

const handles = (list: { handle: string }[]) => list.map((p) => p.handle);

describe('products', () => {
  it('finds a product by handle with variants, plans, images, facets and a price range', async () => {
    const { product } = (await t.call('get-product-by-handle', { handle: 'vitamin-c-serum' })).body;
    expect(product).toMatchObject({
      id: 'gid://shopify/Product/1',
      handle: 'vitamin-c-serum',
      skinTypes: ['normal', 'dry'],
      categories: ['serums', 'antioxidants'],
      priceRange: { min: 34.5, max: 68 },
      sellingPlans: [{ id: 'plan-30', discountPercent: 10 }],
      featuredImage: { id: 'product-vitamin-c-serum', format: 'png', width: 1200, height: 1200 },
    });
    expect(product!.variants[1]).toMatchObject({ price: 34.5, compareAtPrice: 40, availableForSale: true });
    expect(product!.tags).toContain('category:serums');
  });

  it('answers product null for an unknown handle, cached or not', async () => {
    expect((await t.call('get-product-by-handle', { handle: 'nope' })).body).toEqual({ product: null });
    expect(
      (await t.call('get-product-by-handle-uncached', { handle: 'nope', extraFields: ['relatedProducts'] })).body,
    ).toEqual({
      product: null,
      relatedProducts: [],
    });
  });

  it('adds related products on request', async () => {
    const res = await t.call('get-product-by-handle', { handle: 'vitamin-c-serum', extraFields: ['relatedProducts'] });
    expect(res.body.relatedProducts).toEqual([]); // the only serum
    const sold = await t.call('get-product-by-handle-uncached', { handle: 'retinol-night-cream' });
    expect(sold.body.product!.availableForSale).toBe(false);
  });

  it('returns products by handles in the order asked, skipping unknown ones', async () => {
    const res = await t.call('get-products-by-handles', {
      handles: ['travel-lip-balm', 'nope', 'vitamin-c-serum', 'travel-lip-balm'],
    });
    expect(handles(res.body.products)).toEqual(['travel-lip-balm', 'vitamin-c-serum']);
  });

  // travel-lip-balm is a gift product (tag 'gift'): in no listing unless the gift tag is asked for
  it.each([
    ['price-asc', ['gentle-cleanser', 'vitamin-c-serum']],
    ['price-desc', ['vitamin-c-serum', 'gentle-cleanser']],
    ['best-selling', ['gentle-cleanser', 'vitamin-c-serum']],
    ['newest', ['vitamin-c-serum', 'gentle-cleanser']],
    ['title', ['gentle-cleanser', 'vitamin-c-serum']],
  ] as const)('filters by tag and sorts %s, gift products left out', async (sort, expected) => {
    const res = await t.call('get-products-by-tags', { tags: ['skin-type:dry'], sort, limit: 10 });
    expect(handles(res.body.products)).toEqual(expected);
    expect(res.body).toMatchObject({ page: 1, limit: 10, total: 2, hasNextPage: false, endCursor: null });
  });

  it('lists gift products when the gift tag is asked for', async () => {
    const res = await t.call('get-products-by-tags', { tags: ['gift', 'skin-type:dry'] });
    expect(handles(res.body.products)).toEqual(['travel-lip-balm']);
    expect(res.body.total).toBe(1);
  });

  it('needs every tag by default and any tag with logicalOr', async () => {
    const and = await t.call('get-products-by-tags', { tags: ['skin-type:dry', 'concern:acne'] });
    expect(and.body.total).toBe(0);
    const or = await t.call('get-products-by-tags', {
      tags: ['concern:visible-aging', 'GIFT'],
      logicalOr: true,
      sort: 'title',
    });
    expect(handles(or.body.products)).toEqual(['retinol-night-cream', 'travel-lip-balm']);
  });

  it('pages by number and by cursor', async () => {
    const p1 = await t.call('get-products-by-tags', { tags: [], limit: 2, sort: 'title' });
    expect(p1.body).toMatchObject({ total: 3, hasNextPage: true });
    const p2 = await t.call('get-products-by-tags', { tags: [], limit: 2, page: 2, sort: 'title' });
    expect(handles(p2.body.products)).toEqual(['vitamin-c-serum']);

    const s1 = await t.call('get-shopify-products-by-tags', { tags: [], limit: 1, sort: 'title' });
    expect(s1.body.endCursor).toEqual(expect.any(String));
    const s2 = await t.call('get-shopify-products-by-tags', {
      tags: [],
      limit: 1,
      sort: 'title',
      endCursor: s1.body.endCursor,
    });
    expect(s2.body).toMatchObject({ page: 2, hasNextPage: true });
    expect(handles([...s1.body.products, ...s2.body.products])).toEqual(handles(p1.body.products));
  });

  it('refuses a cursor it did not make', async () => {
    const res = await t.call('get-shopify-products-by-tags', { tags: [], endCursor: 'garbage' });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/^endCursor: /);
  });

  it('lists all products', async () => {
    expect((await t.call('get-all-products', {})).body.products).toHaveLength(4);
  });
});
