import { createRedirectLookup } from '../../../../shared/routes/redirects';
import type { Db } from '../../db/open-database';
import { sql } from '../../db/statements';
import { redirectEntries } from '../redirects/redirect-store';
import type { SiteFacts } from './site-paths';

// What site-paths.ts asks of the store: the shop's own tables (what is published) and the
// redirect table as the shop applies it. Read when asked, so a check sees the store as it is.

export function siteFactsOf(db: Db): SiteFacts {
  const exists = (query: string, value: string) => sql(db, query).get(value) !== undefined;
  let redirects: ReturnType<typeof createRedirectLookup> | null = null;
  return {
    productStatus: (handle) =>
      ((sql(db, 'SELECT status FROM products WHERE handle = ?').get(handle) as { status: string } | undefined)
        ?.status as 'active' | 'draft' | 'archived' | undefined) ?? null,
    hasContentPage: (path) => exists('SELECT 1 FROM content_pages WHERE path = ?', path),
    hasPost: (slug) => slug !== '' && exists('SELECT 1 FROM blog_posts WHERE slug = ?', slug),
    hasBlogCategory: (slug) => slug !== '' && exists('SELECT 1 FROM blog_categories WHERE slug = ?', slug),
    redirectOf: (path) => (redirects ??= createRedirectLookup(redirectEntries(db)))(path),
  };
}
