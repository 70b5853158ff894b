import type { BlogCategory, BlogPost, BlogPostSummary } from '../../../shared/contract/content-models';
import type { Db } from '../db/open-database';
import { parseJson, sql } from '../db/statements';

// Blog posts are stored whole (BlogPost without category) with columns for the lookups.

type StoredPost = Omit<BlogPost, 'category'>;

export function summary(post: StoredPost): BlogPostSummary {
  const { bodyHtml: _body, relatedProductHandles: _related, ...rest } = post;
  return rest;
}

export function categories(db: Db): BlogCategory[] {
  return (sql(db, 'SELECT data FROM blog_categories ORDER BY position').all() as { data: string }[]).flatMap(
    (r) => parseJson<BlogCategory | null>(r.data, null) ?? [],
  );
}

export function categoryBySlug(db: Db, slug: string): BlogCategory | null {
  const row = sql(db, 'SELECT data FROM blog_categories WHERE slug = ?').get(slug) as { data: string } | undefined;
  return parseJson<BlogCategory | null>(row?.data, null);
}

/** Newest first; '' means every category. */
export function posts(db: Db, o: { categorySlug: string; featuredOnly?: boolean; limit?: number }): BlogPostSummary[] {
  const rows = sql(
    db,
    `SELECT data FROM blog_posts WHERE (? = '' OR category_slug = ?) AND (? = 0 OR featured = 1)
     ORDER BY published_at DESC, slug LIMIT ?`,
  ).all(o.categorySlug, o.categorySlug, o.featuredOnly ? 1 : 0, o.limit ?? -1) as { data: string }[];
  return rows.flatMap((r) => {
    const post = parseJson<StoredPost | null>(r.data, null);
    return post ? [summary(post)] : [];
  });
}

export function postBySlug(db: Db, slug: string): StoredPost | null {
  const row = sql(db, 'SELECT data FROM blog_posts WHERE slug = ?').get(slug) as { data: string } | undefined;
  return parseJson<StoredPost | null>(row?.data, null);
}
