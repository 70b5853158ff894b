import type { BlogPost } from '../../../../shared/contract/content-models';
import type { Db } from '../../db/open-database';
import { parseJson, sql } from '../../db/statements';
import { markdownToHtml } from './markdown';
import type { PostFields } from './post-form';
import { readingMinutes } from './post-rules';
import type { PublishStatus as PostStatus } from './publish-intent';

// Blog posts in the store. The shop reads blog_posts: a published post is there, a draft or a
// scheduled one is only in blog_post_drafts (014-content.sql) until it is published, by hand or
// by the schedule (post-schedule.ts). A seeded post has no draft row until it is first saved
// here; its HTML body is its Markdown (Markdown passes HTML through).

type StoredPost = Omit<BlogPost, 'category'>;

export interface EditorPost {
  fields: PostFields;
  status: PostStatus;
  publishAt: string | null;
}

function storedPost(db: Db, slug: string): StoredPost | null {
  const row = sql(db, 'SELECT data FROM blog_posts WHERE slug = ?').get(slug) as { data: string } | undefined;
  return parseJson<StoredPost | null>(row?.data, null);
}

function draftRow(db: Db, slug: string) {
  return sql(db, 'SELECT status, publish_at, data FROM blog_post_drafts WHERE slug = ?').get(slug) as
    { status: PostStatus; publish_at: string | null; data: string } | undefined;
}

const fieldsOfStored = (p: StoredPost): PostFields => ({
  slug: p.slug,
  title: p.title,
  categorySlug: p.categorySlug,
  author: p.author,
  excerpt: p.excerpt,
  date: p.publishedAt,
  markdown: p.bodyHtml,
  picture: p.image.id,
  pictureAlt: p.image.alt,
  related: p.relatedProductHandles,
  featured: p.featured,
});

export function loadPost(db: Db, slug: string): EditorPost | null {
  const draft = draftRow(db, slug);
  if (draft) return { fields: JSON.parse(draft.data) as PostFields, status: draft.status, publishAt: draft.publish_at };
  const stored = storedPost(db, slug);
  return stored ? { fields: fieldsOfStored(stored), status: 'published', publishAt: null } : null;
}

/** Whether a post (on the shop, or a draft or schedule) has this slug. */
export function postExists(db: Db, slug: string): boolean {
  return storedPost(db, slug) !== null || draftRow(db, slug) !== undefined;
}

export interface PostRow {
  slug: string;
  title: string;
  categorySlug: string;
  date: string;
  status: PostStatus;
  publishAt: string | null;
}

/** Every post, newest date first: the published ones and the console's drafts and schedules. */
export function listPosts(db: Db): PostRow[] {
  const drafts = sql(db, 'SELECT slug, status, publish_at, data FROM blog_post_drafts').all() as {
    slug: string;
    status: PostStatus;
    publish_at: string | null;
    data: string;
  }[];
  const rows = new Map<string, PostRow>();
  for (const r of sql(db, 'SELECT data FROM blog_posts').all() as { data: string }[]) {
    const p = JSON.parse(r.data) as StoredPost;
    rows.set(p.slug, {
      slug: p.slug,
      title: p.title,
      categorySlug: p.categorySlug,
      date: p.publishedAt,
      status: 'published',
      publishAt: null,
    });
  }
  for (const d of drafts) {
    const f = JSON.parse(d.data) as PostFields;
    rows.set(d.slug, {
      slug: d.slug,
      title: f.title,
      categorySlug: f.categorySlug,
      date: f.date,
      status: d.status,
      publishAt: d.publish_at,
    });
  }
  return [...rows.values()].sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : a.slug.localeCompare(b.slug)));
}

/** The post as the shop stores it: the Markdown made sanitised HTML, the picture sized. */
export function toStored(db: Db, f: PostFields): StoredPost {
  const size = sql(db, 'SELECT width, height FROM assets WHERE id = ?').get(f.picture) as
    { width: number; height: number } | undefined;
  return {
    slug: f.slug,
    categorySlug: f.categorySlug,
    title: f.title,
    excerpt: f.excerpt,
    author: f.author,
    publishedAt: f.date,
    readingMinutes: readingMinutes(f.markdown),
    featured: f.featured,
    bodyHtml: markdownToHtml(f.markdown),
    relatedProductHandles: f.related,
    image: { id: f.picture, format: 'png', width: size?.width ?? 1600, height: size?.height ?? 900, alt: f.pictureAlt },
  };
}

/** Inside a transaction: the shop's copy written (publish) or removed (any other status). */
export function writePost(db: Db, fields: PostFields, status: PostStatus, publishAt: string | null, now: Date) {
  sql(
    db,
    `INSERT INTO blog_post_drafts (slug, status, publish_at, data, updated_at) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (slug) DO UPDATE SET status = excluded.status, publish_at = excluded.publish_at,
       data = excluded.data, updated_at = excluded.updated_at`,
  ).run(fields.slug, status, publishAt, JSON.stringify(fields), now.toISOString());
  if (status === 'published') {
    const stored = toStored(db, fields);
    sql(
      db,
      `INSERT INTO blog_posts (slug, category_slug, published_at, featured, data) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (slug) DO UPDATE SET category_slug = excluded.category_slug, published_at = excluded.published_at,
         featured = excluded.featured, data = excluded.data`,
    ).run(stored.slug, stored.categorySlug, stored.publishedAt, stored.featured ? 1 : 0, JSON.stringify(stored));
  } else {
    sql(db, 'DELETE FROM blog_posts WHERE slug = ?').run(fields.slug);
  }
}
