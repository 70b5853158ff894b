import type { BlogCategory } from '../../../../shared/contract/content-models';
import type { SignedInStaff } from '../console-feature';
import { ConsoleLayout, PostForm } from '../ui/console-layout';
import { categoryVersion, type CategoryErrors, type CategoryForm } from './category-store';
import { RefusedSummary, TextArea, TextInput } from '../ui/form-fields';
import { VersionField } from '../ui/version-field';
import { ContentNav } from './content-nav';

// Blog categories: each one's title and description edited in its row; a new one added below.

export const CATEGORY_NOTICES: Record<string, string> = {
  saved: 'Category saved. The shop shows it within seconds.',
};

export interface CategoriesPageProps {
  staff: SignedInStaff;
  list: BlogCategory[];
  canEdit: boolean;
  notice: string | null;
  /**
   * the category a refused form was for ('' for the new one), with the version it was drawn
   * with; `stale`: drawn again as it is now (form null) because someone saved it meanwhile
   */
  refused: {
    slug: string;
    form: CategoryForm | null;
    errors: CategoryErrors;
    version?: string;
    stale?: boolean;
  } | null;
}

export function CategoriesPage({ staff, list, canEdit, notice, refused }: CategoriesPageProps) {
  const formOf = (slug: string, c: CategoryForm) => (refused?.slug === slug && refused.form ? refused.form : c);
  const drawnOf = (c: BlogCategory) =>
    refused?.slug === c.slug
      ? { version: refused.version ?? categoryVersion(c), stale: refused.stale ?? false }
      : { version: categoryVersion(c) };
  const errorsOf = (slug: string) => (refused?.slug === slug ? refused.errors : {});
  return (
    <ConsoleLayout title="Blog categories" staff={staff} current="/content" notice={notice}>
      <ContentNav current="/content/categories" />
      {list.map((c) => (
        <section className="console-panel" key={c.slug} aria-labelledby={`category-${c.slug}`}>
          <h2 id={`category-${c.slug}`}>
            {c.title} <code className="console-hint">/blog/category/{c.slug}</code>
          </h2>
          <RefusedSummary errors={errorsOf(c.slug)} />
          <PostForm action={`/content/categories/${c.slug}`} csrfToken={staff.csrfToken} className="console-form">
            <VersionField drawn={drawnOf(c)} />
            <fieldset className="console-plain" disabled={!canEdit}>
              <TextInput
                label="Title"
                id={`title-${c.slug}`}
                name="title"
                value={formOf(c.slug, c).title}
                error={errorsOf(c.slug).title}
                required
              />
              <TextArea
                label="Description"
                id={`description-${c.slug}`}
                name="description"
                value={formOf(c.slug, c).description}
                error={errorsOf(c.slug).description}
                rows={3}
              />
            </fieldset>
            {canEdit ? <button type="submit">Save</button> : null}
          </PostForm>
        </section>
      ))}
      {canEdit ? (
        <section className="console-panel" aria-labelledby="category-new">
          <h2 id="category-new">Add a category</h2>
          <RefusedSummary errors={errorsOf('')} />
          <PostForm action="/content/categories" csrfToken={staff.csrfToken} className="console-form">
            <TextInput
              label="Slug"
              name="slug"
              value={refused?.slug === '' ? refused.form?.slug : ''}
              error={errorsOf('').slug}
              required
            />
            <TextInput
              label="Title"
              name="title"
              value={refused?.slug === '' ? refused.form?.title : ''}
              error={errorsOf('').title}
              required
            />
            <TextArea
              label="Description"
              name="description"
              value={refused?.slug === '' ? refused.form?.description : ''}
              error={errorsOf('').description}
              rows={3}
            />
            <button type="submit">Add</button>
          </PostForm>
        </section>
      ) : null}
    </ConsoleLayout>
  );
}
