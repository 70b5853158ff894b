import { describe, expect, it } from 'vitest';
import { createRedirectLookup } from '../../../../shared/routes/redirects';
import { sitePathProblem, type SiteFacts } from './site-paths';

// Which links lead a shopper to a page: the route table, then the product, post, page,
// category or listing the route shows; a redirected path is flagged with where it goes.

const PRODUCTS: Record<string, 'active' | 'draft' | 'archived'> = {
  'vitamin-c-serum': 'active',
  'coming-soon': 'draft',
  'old-cream': 'archived',
};
const facts: SiteFacts = {
  productStatus: (h) => PRODUCTS[h] ?? null,
  hasContentPage: (p) => ['/about', '/shipping', '/skincare-101/acne'].includes(p),
  hasPost: (s) => s === 'spf-myths',
  hasBlogCategory: (s) => s === 'tips',
  redirectOf: createRedirectLookup([
    { from: '/old-serum', to: '/products/vitamin-c-serum', status: 301 },
    { from: '/retired/*', to: '/shop', status: 302 },
    { from: '/products/renamed', to: '/products/vitamin-c-serum', status: 301 },
  ]),
};

describe('sitePathProblem', () => {
  it.each([
    ['/', null],
    ['/shop', null],
    ['/cart', null],
    ['/blog', null],
    ['/account/login', null],
    ['/products/vitamin-c-serum', null],
    ['/shop/category/serums', null],
    ['/shop/skin-type/dry/category/serums', null],
    ['/blog/spf-myths', null],
    ['/blog/tips/spf-myths', null],
    ['/blog/category/tips', null],
    ['/about', null],
    ['/skincare-101/acne', null],
    ['/old-serum', '/old-serum redirects to /products/vitamin-c-serum: link there instead.'],
    ['/retired/anything/below', '/retired/anything/below redirects to /shop: link there instead.'],
    ['/products/renamed', '/products/renamed redirects to /products/vitamin-c-serum: link there instead.'],
    ['/shpo', 'No page of the shop is at /shpo. Check the path.'],
    ['/shop/', 'No page of the shop is at /shop/. Check the path.'],
    ['/products/nothing', 'No product is at /products/nothing. Check the handle.'],
    [
      '/products/coming-soon',
      'The product at /products/coming-soon is not published: shoppers would find no page there.',
    ],
    ['/products/old-cream', 'The product at /products/old-cream is archived: shoppers would find no page there.'],
    ['/shop/serums', 'No shop listing is at /shop/serums. Check the filter names.'],
    [
      '/shop/category/serums/skin-type/dry',
      'No shop listing is at /shop/category/serums/skin-type/dry. Check the filter names.',
    ],
    ['/blog/no-post', 'No published blog post is at /blog/no-post.'],
    ['/blog/category/none', 'No blog category is at /blog/category/none.'],
    ['/about/team', 'No published page is at /about/team.'],
  ])('%s → %s', (path, expected) => {
    expect(sitePathProblem(path, facts)).toBe(expected);
  });
});
