import { BLOG_TAG } from '../../../../shared/contract/change-tags';
import type { BlogPost } from '../../../../shared/contract/content-models';
import { categories } from '../../content/blog-store';
import type { Db } from '../../db/open-database';
import { parseJson, placeholders, sql } from '../../db/statements';
import { recordAudit, type Actor } from '../audit/audit-trail';
import type { ConsoleDeps } from '../console-feature';
import { checkText, parseDateTime } from './content-rules';
import { stateAfter } from './publish-intent';
import { markdownProblem, markdownToHtml } from './markdown';
import { checkSlug, parseHandles, readingMinutes } from './post-rules';

// Blog posts as the console edits them. The shop reads blog_posts: a published post is there,
// a draft or a scheduled one is only in blog_post_drafts (014-content.sql) until it is
// published, by hand or by the schedule (post-schedule.ts). A seeded post has no draft row
// until it is first saved here; its HTML body is its Markdown (Markdown passes HTML through).

type StoredPost = Omit<BlogPost, 'category'>;
export type { PublishStatus as PostStatus, PublishIntent as PostIntent } from './publish-intent';
import type { PublishStatus as PostStatus, PublishIntent as PostIntent } from './publish-intent';
type Deps = Pick<ConsoleDeps, 'db' | 'now' | 'changes'>;

export interface PostFields {
  slug: string;
  title: string;
  categorySlug: string;
  author: string;
  excerpt: string;
  /** the date the post shows (ISO) */
  date: string;
  markdown: string;
  picture: string;
  pictureAlt: string;
  related: string[];
  featured: boolean;
}

export interface EditorPost {
  fields: PostFields;
  status: PostStatus;
  publishAt: string | null;
}

/** The form as typed (all text), shown again when refused. */
export interface PostForm {
  slug: string;
  title: string;
  categorySlug: string;
  author: string;
  excerpt: string;
  date: string;
  markdown: string;
  picture: string;
  pictureAlt: string;
  related: string;
  featured: boolean;
  publishAt: string;
}
export type PostField = keyof PostForm;
export type PostErrors = Partial<Record<PostField, string>>;

export const postTags = (slug: string) => [BLOG_TAG, `${BLOG_TAG}:${slug}`];

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

export function formOfPost(post: EditorPost | null, now: Date): PostForm {
  const f = post?.fields;
  return {
    slug: f?.slug ?? '',
    title: f?.title ?? '',
    categorySlug: f?.categorySlug ?? '',
    author: f?.author ?? '',
    excerpt: f?.excerpt ?? '',
    date: (f?.date ?? now.toISOString()).slice(0, 16),
    markdown: f?.markdown ?? '',
    picture: f?.picture ?? '',
    pictureAlt: f?.pictureAlt ?? '',
    related: (f?.related ?? []).join(', '),
    featured: f?.featured ?? false,
    publishAt: (post?.publishAt ?? '').slice(0, 16),
  };
}

/** Checks every field against the store (category, picture, products, a new slug's uniqueness). */
export function checkPost(
  db: Db,
  form: PostForm,
  o: { isNew: boolean },
): { ok: true; fields: PostFields } | { ok: false; errors: PostErrors } {
  const errors: PostErrors = {};
  const slug = checkSlug(form.slug);
  if (!slug.ok) errors.slug = slug.message;
  else if (o.isNew && (storedPost(db, slug.value) || draftRow(db, slug.value)))
    errors.slug = 'Another post has this slug: choose another.';
  const title = checkText(form.title, { label: 'title', max: 140, required: true });
  if (!title.ok) errors.title = title.message;
  if (!categories(db).some((c) => c.slug === form.categorySlug)) errors.categorySlug = 'Choose a category.';
  const author = checkText(form.author, { label: 'author', max: 80, required: true });
  if (!author.ok) errors.author = author.message;
  const excerpt = checkText(form.excerpt, { label: 'excerpt', max: 300, required: true });
  if (!excerpt.ok) errors.excerpt = excerpt.message;
  const date = parseDateTime(form.date, 'date');
  if (!date.ok) errors.date = date.message;
  else if (date.value === null) errors.date = 'Enter the date the post shows.';
  const body = checkText(form.markdown, { label: 'body', max: 100_000, required: true });
  if (!body.ok) errors.markdown = body.message;
  else if (markdownProblem(body.value)) errors.markdown = markdownProblem(body.value)!;
  const pictureOk = sql(db, 'SELECT 1 FROM assets WHERE id = ?').get(form.picture) !== undefined;
  if (!pictureOk) errors.picture = 'Choose the picture the post opens with.';
  const alt = checkText(form.pictureAlt, { label: 'picture description', max: 200, required: true });
  if (!alt.ok) errors.pictureAlt = alt.message;
  const related = parseHandles(form.related);
  if (related.length > 8) errors.related = 'At most 8 related products.';
  else if (related.length) {
    const found = new Set(
      (
        sql(db, `SELECT handle FROM products WHERE handle IN (${placeholders(related.length)})`).all(...related) as {
          handle: string;
        }[]
      ).map((r) => r.handle),
    );
    const missing = related.filter((h) => !found.has(h));
    if (missing.length) errors.related = `No product has the handle ${missing.join(', ')}.`;
  }
  if (
    !slug.ok ||
    !title.ok ||
    !author.ok ||
    !excerpt.ok ||
    !date.ok ||
    !body.ok ||
    !alt.ok ||
    Object.keys(errors).length
  )
    return { ok: false, errors };
  return {
    ok: true,
    fields: {
      slug: slug.value,
      title: title.value,
      categorySlug: form.categorySlug,
      author: author.value,
      excerpt: excerpt.value,
      date: date.value!,
      markdown: body.value,
      picture: form.picture,
      pictureAlt: alt.value,
      related,
      featured: form.featured,
    },
  };
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

export type SavePostResult =
  | { ok: true; slug: string; status: PostStatus }
  | { ok: false; status: 400 | 404; errors: PostErrors; message?: string };

/**
 * save: keeps the post's state (a new one is a draft; a published one is updated on the shop).
 * publish: on the shop now. schedule: on the shop at publishAt (off it until then).
 * unpublish: off the shop, kept as a draft.
 */
export function savePost(
  deps: Deps,
  actor: Actor,
  slugParam: string | null,
  form: PostForm,
  intent: PostIntent,
): SavePostResult {
  const now = deps.now();
  const result = deps.db.transaction((): SavePostResult => {
    const before = slugParam ? loadPost(deps.db, slugParam) : null;
    if (slugParam && !before) return { ok: false, status: 404, errors: {}, message: 'That post no longer exists.' };
    // the slug is the post's address: fixed once the post exists
    const checked = checkPost(deps.db, { ...form, slug: slugParam ?? form.slug }, { isNew: !slugParam });
    if (!checked.ok) return { ok: false, status: 400, errors: checked.errors };
    const after = stateAfter(intent, before, form.publishAt, now);
    if (!after.ok) return { ok: false, status: 400, errors: { publishAt: after.message } };
    const { status, publishAt } = after.state;
    writePost(deps.db, checked.fields, status, publishAt, now);
    recordAudit(
      deps.db,
      actor,
      {
        action: `post.${intent}`,
        entity: 'blog_post',
        entityId: checked.fields.slug,
        before: before ?? undefined,
        after: { fields: checked.fields, status, publishAt },
      },
      now,
    );
    return { ok: true, slug: checked.fields.slug, status };
  })();
  // the shop's lists and the post's page change when a post is, or was, on the shop
  if (result.ok) deps.changes.emit(postTags(result.slug));
  return result;
}

/** Scheduled posts whose time has come, published (by the schedule, as `actor`); answers their slugs. */
export function publishDuePosts(deps: Deps, actor: Actor): string[] {
  const now = deps.now();
  const due = deps.db.transaction(() => {
    const rows = sql(
      deps.db,
      "SELECT slug, data FROM blog_post_drafts WHERE status = 'scheduled' AND publish_at <= ? ORDER BY publish_at",
    ).all(now.toISOString()) as { slug: string; data: string }[];
    for (const r of rows) {
      const fields = JSON.parse(r.data) as PostFields;
      writePost(deps.db, fields, 'published', null, now);
      recordAudit(
        deps.db,
        actor,
        { action: 'post.scheduled-publish', entity: 'blog_post', entityId: r.slug, after: { status: 'published' } },
        now,
      );
    }
    return rows.map((r) => r.slug);
  })();
  if (due.length) deps.changes.emit([...new Set(due.flatMap(postTags))]);
  return due;
}
