import { matchRoute } from '../../../../shared/routes/match-route';
import type { RedirectTarget } from '../../../../shared/routes/redirects';
import { parseShopFilters } from '../../../../shared/routes/shop-filters';

// Whether a path an editor links to (a menu item) leads a shopper to a page, as a plain
// function over what the store holds. The shop answers a path in this order: a redirect first
// (server/app.ts applies the table before any page), then the route table, whose product,
// blog, content and shop-filter routes show a page only when that product, post, page or
// listing exists. Answers the one sentence to show next to the link, or null when it is fine.

export interface SiteFacts {
  productStatus(handle: string): 'active' | 'draft' | 'archived' | null;
  hasContentPage(path: string): boolean;
  hasPost(slug: string): boolean;
  hasBlogCategory(slug: string): boolean;
  redirectOf(path: string): RedirectTarget | null;
}

const BLOG_CATEGORY_PREFIX = 'category/';

export function sitePathProblem(pathname: string, facts: SiteFacts): string | null {
  const redirect = facts.redirectOf(pathname);
  if (redirect) return `${pathname} redirects to ${redirect.location}: link there instead.`;
  const match = matchRoute(pathname);
  if (!match) return `No page of the shop is at ${pathname}. Check the path.`;
  const splat = match.params['*'] ?? '';
  switch (match.route.screen) {
    case 'product': {
      const status = facts.productStatus(match.params.handle ?? '');
      if (status === 'active') return null;
      if (status === null) return `No product is at ${pathname}. Check the handle.`;
      return `The product at ${pathname} is ${status === 'draft' ? 'not published' : 'archived'}: shoppers would find no page there.`;
    }
    case 'blog-post':
      if (splat.startsWith(BLOG_CATEGORY_PREFIX))
        return facts.hasBlogCategory(splat.slice(BLOG_CATEGORY_PREFIX.length))
          ? null
          : `No blog category is at ${pathname}.`;
      // as the shop reads it: the whole rest of the path, or its last segment after a category
      return facts.hasPost(splat) || facts.hasPost(splat.split('/').pop() ?? '')
        ? null
        : `No published blog post is at ${pathname}.`;
    case 'content':
      return facts.hasContentPage(pathname) ? null : `No published page is at ${pathname}.`;
    case 'shop':
      return parseShopFilters(splat) ? null : `No shop listing is at ${pathname}. Check the filter names.`;
    default:
      return null;
  }
}
