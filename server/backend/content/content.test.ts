import { beforeAll, describe, expect, it } from 'vitest';
import type { GiftRule as RulesGiftRule } from '../../../shared/rules/gift-rules';
import type { GiftRule } from '../../../shared/contract/content-models';
import { createTestBackend, type TestBackend } from '../test-fixtures/test-backend';

let t: TestBackend;
beforeAll(() => {
  t = createTestBackend();
});

describe('content', () => {
  it('returns only the requested globals', async () => {
    const { globals } = (await t.call('get-globals', { fields: ['site_404_title', 'site_404_image', 'unknown_key'] }))
      .body;
    expect(Object.keys(globals).sort()).toEqual(['site_404_image', 'site_404_title']);
    expect(globals.site_404_image).toMatchObject({ id: 'cms-404-image', format: 'png', title: 'Lost', width: 800 });
  });

  it('returns navigation groups, cut to 4 levels, and [] for an unknown handle', async () => {
    const { navigation } = (await t.call('get-navigation', { handle: 'main' })).body;
    const level4 = navigation[0]!.nav[0]!.children![0]!.children![0]!.children![0]!;
    expect(level4.label).toBe('Deep');
    expect(level4.children).toBeUndefined();
    expect((await t.call('get-navigation', { handle: 'nope' })).body).toEqual({ navigation: [] });
  });

  it('shows only announcements live now', async () => {
    const { announcements } = (await t.call('get-announcements', {})).body;
    expect(announcements.map((a) => a.id)).toEqual(['live']);
  });

  it('returns the shop plp fields asked for, and category plps by handle', async () => {
    const { plp } = (await t.call('get-plp', { fields: ['title', 'filters'] })).body;
    expect(Object.keys(plp).sort()).toEqual(['filters', 'handle', 'title']);
    expect(plp.filters!.map((f) => f.facet)).toEqual(['skin-type', 'concern', 'category']);
    expect((await t.call('get-category-plp', { handle: 'serums' })).body.plp).toMatchObject({
      title: 'Serums',
      tag: 'category:serums',
    });
    // no CMS entry, but a catalog facet: a page with a generated title
    expect((await t.call('get-category-plp', { handle: 'sensitive-skin' })).body.plp).toMatchObject({
      title: 'Sensitive Skin',
      tag: 'concern:sensitive-skin',
    });
    expect((await t.call('get-category-plp', { handle: 'nope' })).body.plp).toBeNull();
  });

  it('returns gift rules with SPEC field names, readable by the shared gift rules', async () => {
    const { discounts } = (await t.call('get-discounts', {})).body;
    const rule = discounts[0]!;
    expect(rule).toMatchObject({
      handle: 'spend-100-lip-balm',
      enabled: true,
      buy_trigger: 'buy_total',
      get_trigger: 'get_gift',
      buy_total: '100.00',
      end_date: null,
      get_products: [
        {
          handle: 'travel-lip-balm',
          products_id: {
            handle: 'travel-lip-balm',
            variants: [{ admin_graphql_api_id: expect.stringMatching(/^gid:\/\/shopify\/ProductVariant\/\d+$/) }],
          },
        },
      ],
    });
    // compile-time check: the contract's rule fits the shared rules' input type
    const asRules: RulesGiftRule = rule satisfies GiftRule;
    expect(asRules.handle).toBe('spend-100-lip-balm');
  });

  it('serves the blog: page data, lists, featured, by slug and by category', async () => {
    const page = (await t.call('get-blog-page-data', { categorySlug: 'ingredients' })).body;
    expect(page.category?.slug).toBe('ingredients');
    expect(page.categories.map((c) => c.slug)).toEqual(['ingredients', 'routines']);
    expect(page.blogs.map((b) => b.slug)).toEqual(['all-about-vitamin-c', 'retinol-basics']);
    expect(page.featured.map((b) => b.slug)).toEqual(['all-about-vitamin-c']);
    expect((await t.call('get-blogs', { categorySlug: '' })).body.blogs).toHaveLength(3);
    expect((await t.call('get-featured-blogs', {})).body.blogs.map((b) => b.slug)).toEqual([
      'all-about-vitamin-c',
      'morning-routine',
    ]);
    const post = (await t.call('get-blog-by-blog-slug', { slug: 'ingredients/retinol-basics' })).body;
    expect(post.blog).toMatchObject({
      slug: 'retinol-basics',
      bodyHtml: '<p>R.</p>',
      category: { slug: 'ingredients' },
    });
    expect(post.related.map((b) => b.slug)).toEqual(['all-about-vitamin-c']);
    expect((await t.call('get-blog-by-blog-slug', { slug: 'nope' })).body).toEqual({ blog: null, related: [] });
    const byCategory = (await t.call('get-blogs-by-category-slug', { categorySlug: 'routines' })).body;
    expect(byCategory.blogs.map((b) => b.slug)).toEqual(['morning-routine']);
    expect((await t.call('get-blogs-by-category-slug', { categorySlug: 'nope' })).body).toEqual({
      category: null,
      blogs: [],
    });
    expect((await t.call('get-blog-categories', {})).body.categories).toHaveLength(2);
  });

  it('finds content pages by path, ignoring a trailing slash', async () => {
    expect((await t.call('get-content-page', { path: '/skincare-101/acne/' })).body.page?.title).toBe('Acne');
    expect((await t.call('get-content-page', { path: '/nope' })).body.page).toBeNull();
    expect((await t.call('get-content-page', { path: 'no-slash' })).status).toBe(400);
  });

  it('lists the content pages under a prefix by path and title only', async () => {
    expect((await t.call('get-content-pages', { prefix: '/skincare-101' })).body.pages).toEqual([
      { path: '/skincare-101/acne', title: 'Acne', description: 'Acne explained.' },
    ]);
    // A sibling that merely starts with the same letters is not below the prefix.
    expect((await t.call('get-content-pages', { prefix: '/skincare' })).body.pages).toEqual([]);
    expect((await t.call('get-content-pages', { prefix: '/what-is-retinol' })).body.pages.map((p) => p.path)).toEqual([
      '/what-is-retinol',
    ]);
    // '_' is a LIKE wildcard: escaped, '/skincare_101' does not match '/skincare-101/…'.
    expect((await t.call('get-content-pages', { prefix: '/skincare_101' })).body.pages).toEqual([]);
    expect((await t.call('get-content-pages', { prefix: '/%' })).status).toBe(400);
  });

  it('returns the home page with its featured posts resolved', async () => {
    const { home } = (await t.call('get-home', {})).body;
    expect(home.hero.image.id).toBe('home-hero');
    expect(home.featuredProductHandles).toEqual(['vitamin-c-serum', 'gentle-cleanser']);
    expect(home.featuredBlogs.map((b) => b.slug)).toEqual(['all-about-vitamin-c']);
  });
});
