import { BLOG_TAG } from '../../../../shared/contract/change-tags';
import type { BlogCategory } from '../../../../shared/contract/content-models';
import { categories, categoryBySlug } from '../../content/blog-store';
import { sql } from '../../db/statements';
import { recordAudit, type Actor } from '../audit/audit-trail';
import type { ConsoleDeps } from '../console-feature';
import { drawnVersion, STALE, type Stale } from '../ui/drawn-version';
import { checkText } from './content-rules';
import { checkSlug } from './post-rules';

// Blog categories (the journal's tabs, /blog/category/<slug>): added last, edited in place;
// the slug is part of every post's address, so it is fixed once created. Purges the blog. An
// edit made on a category someone saved since its form was drawn is refused (STALE).

export interface CategoryForm {
  slug: string;
  title: string;
  description: string;
}
export type CategoryErrors = Partial<Record<keyof CategoryForm, string>>;
type Deps = Pick<ConsoleDeps, 'db' | 'now' | 'changes'>;

export type CategoryResult = { ok: true } | { ok: false; status: 400 | 404; errors: CategoryErrors } | Stale;

/** The version an edit form carries: the category as stored. */
export const categoryVersion = (c: BlogCategory) => drawnVersion(c);

export function saveCategory(
  deps: Deps,
  actor: Actor,
  slugParam: string | null,
  form: CategoryForm,
  version = '',
): CategoryResult {
  const errors: CategoryErrors = {};
  const slug = slugParam ? ({ ok: true, value: slugParam } as const) : checkSlug(form.slug);
  if (!slug.ok) errors.slug = slug.message;
  const title = checkText(form.title, { label: 'title', max: 80, required: true });
  if (!title.ok) errors.title = title.message;
  const description = checkText(form.description, { label: 'description', max: 300 });
  if (!description.ok) errors.description = description.message;
  if (!slug.ok || !title.ok || !description.ok) return { ok: false, status: 400, errors };
  const now = deps.now();
  const result = deps.db.transaction((): CategoryResult => {
    const before = categoryBySlug(deps.db, slug.value);
    if (slugParam && !before) return { ok: false, status: 404, errors: { title: 'That category no longer exists.' } };
    if (!slugParam && before) return { ok: false, status: 400, errors: { slug: 'Another category has this slug.' } };
    if (slugParam && before && version !== categoryVersion(before)) return STALE;
    const after: BlogCategory = { slug: slug.value, title: title.value, description: description.value };
    if (before) {
      sql(deps.db, 'UPDATE blog_categories SET data = ? WHERE slug = ?').run(JSON.stringify(after), slug.value);
    } else {
      sql(
        deps.db,
        'INSERT INTO blog_categories (slug, position, data) VALUES (?, (SELECT COALESCE(MAX(position), -1) + 1 FROM blog_categories), ?)',
      ).run(slug.value, JSON.stringify(after));
    }
    recordAudit(
      deps.db,
      actor,
      {
        action: before ? 'category.edit' : 'category.create',
        entity: 'blog_category',
        entityId: slug.value,
        before,
        after,
      },
      now,
    );
    return { ok: true };
  })();
  if (result.ok) deps.changes.emit([BLOG_TAG]);
  return result;
}

export { categories };
