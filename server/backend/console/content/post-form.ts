import { categories } from '../../content/blog-store';
import type { Db } from '../../db/open-database';
import { placeholders, sql } from '../../db/statements';
import { checkText, parseDateTime } from './content-rules';
import { markdownProblem } from './markdown';
import { postExists, type EditorPost } from './post-records';
import { checkSlug, parseHandles } from './post-rules';

// A blog post's fields, the editor's form as typed (all text) and the check that turns one into
// the other against the store: the category, the picture and the related products must exist,
// and a new post's slug must be free.

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
  else if (o.isNew && postExists(db, slug.value)) errors.slug = 'Another post has this slug: choose another.';
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
