import type { SignedInStaff } from '../console-feature';
import { ConsoleLayout, PostForm } from '../ui/console-layout';
import { RefusedSummary, TextArea, TextInput } from '../ui/form-fields';
import { ContentNav } from './content-nav';
import { safeHtml } from './markdown';
import type { PageErrors, PageForm, PageRow } from './page-store';
import type { PostStatus } from './post-store';

// Content pages: the list (path, title, state) and one page's editor beside its preview, with
// the same buttons as a blog post's (save, publish now, schedule, unpublish, preview).

export const PAGE_NOTICES: Record<string, string> = {
  saved: 'Page saved.',
  published: 'Page published. The shop shows it within seconds.',
  scheduled: 'Page scheduled. The shop shows it from its publishing time.',
  unpublished: 'Page unpublished. The shop drops it within seconds.',
};

const STATUS: Record<PostStatus, { label: string; className: string }> = {
  published: { label: 'Published', className: 'console-status-active' },
  scheduled: { label: 'Scheduled', className: 'console-status-invited' },
  draft: { label: 'Draft', className: 'console-status-disabled' },
};

export const pageHref = (path: string) => `/content/pages/edit?path=${encodeURIComponent(path)}`;

export function PagesListPage({
  staff,
  pages,
  canEdit,
  notice,
}: {
  staff: SignedInStaff;
  pages: PageRow[];
  canEdit: boolean;
  notice: string | null;
}) {
  return (
    <ConsoleLayout title="Pages" staff={staff} current="/content" notice={notice}>
      <ContentNav current="/content/pages" />
      {canEdit ? (
        <p>
          <a className="console-button" href="/content/pages/new">
            New page
          </a>
        </p>
      ) : null}
      <div className="console-table-wrap">
        <table className="console-table console-stack">
          <caption className="console-visually-hidden">Content pages by path</caption>
          <thead>
            <tr>
              <th scope="col">Path</th>
              <th scope="col">Title</th>
              <th scope="col">State</th>
            </tr>
          </thead>
          <tbody>
            {pages.map((p) => (
              <tr key={p.path}>
                <td data-label="Path">
                  <a href={pageHref(p.path)}>
                    <code>{p.path}</code>
                  </a>
                </td>
                <td data-label="Title">{p.title}</td>
                <td data-label="State">
                  <span className={`console-status ${STATUS[p.status].className}`}>{STATUS[p.status].label}</span>
                  {p.publishAt ? ` ${p.publishAt.slice(0, 16).replace('T', ' ')} UTC` : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </ConsoleLayout>
  );
}

export interface PageEditorProps {
  staff: SignedInStaff;
  path: string | null;
  status: PostStatus | null;
  form: PageForm;
  errors: PageErrors;
  preview: { title: string; lead: string; html: string } | null;
  previewing: boolean;
  siteUrl: string;
  canEdit: boolean;
  notice: string | null;
}

export function PageEditorPage(props: PageEditorProps) {
  const { staff, path, status, form, errors, canEdit, notice, preview } = props;
  return (
    <ConsoleLayout title={path ? `Page: ${path}` : 'New page'} staff={staff} current="/content" notice={notice}>
      <ContentNav current="/content/pages" />
      <p>
        <a href="/content/pages">All pages</a>
        {status ? (
          <>
            {' · '}
            <span className={`console-status ${STATUS[status].className}`}>{STATUS[status].label}</span>
            {status === 'published' && path ? (
              <>
                {' · '}
                <a href={`${props.siteUrl}${path}`}>Open on the shop</a>
              </>
            ) : null}
          </>
        ) : null}
      </p>
      <div className="console-editor">
        <section className="console-panel" aria-labelledby="page-form-title">
          <h2 id="page-form-title">Page</h2>
          <RefusedSummary errors={errors} />
          <PostForm
            action={path ? pageHref(path) : '/content/pages'}
            csrfToken={staff.csrfToken}
            className="console-form"
          >
            <fieldset className="console-plain" disabled={!canEdit}>
              {path ? null : (
                <TextInput
                  label="Path"
                  name="path"
                  value={form.path}
                  error={errors.path}
                  required
                  hint="Where the shop shows it: /about/…, /content/…, /skincare/… or a page the shop lists."
                />
              )}
              <TextInput label="Title" name="title" value={form.title} error={errors.title} required maxLength={140} />
              <TextArea
                label="Description (search engines)"
                name="description"
                value={form.description}
                error={errors.description}
                rows={2}
                required
              />
              <TextArea label="Lead (optional)" name="lead" value={form.lead} error={errors.lead} rows={2} />
              <TextArea
                label="Body (Markdown)"
                name="markdown"
                value={form.markdown}
                error={errors.markdown}
                rows={14}
                required
              />
              <TextInput
                label="Publishing time for “Schedule” (UTC)"
                name="publishAt"
                type="datetime-local"
                value={form.publishAt}
                error={errors.publishAt}
              />
            </fieldset>
            {canEdit ? (
              <div className="console-actions">
                {status === 'published' ? (
                  <button type="submit" name="intent" value="save">
                    Save (stays published)
                  </button>
                ) : (
                  <>
                    <button type="submit" name="intent" value="publish">
                      Publish now
                    </button>
                    <button type="submit" name="intent" value="save" className="console-secondary">
                      Save draft
                    </button>
                  </>
                )}
                <button type="submit" name="intent" value="schedule" className="console-secondary">
                  Schedule
                </button>
                <button type="submit" name="intent" value="preview" className="console-secondary">
                  Preview
                </button>
                {status === 'published' || status === 'scheduled' ? (
                  <button type="submit" name="intent" value="unpublish" className="console-danger">
                    Unpublish
                  </button>
                ) : null}
              </div>
            ) : null}
          </PostForm>
        </section>
        <section className="console-panel" aria-labelledby="page-preview-title">
          <h2 id="page-preview-title">Preview{props.previewing ? ' (not saved yet)' : ''}</h2>
          {preview ? (
            <article className="console-preview console-preview-post" data-testid="preview">
              <h1>{preview.title}</h1>
              {preview.lead ? <p className="console-preview-lead">{preview.lead}</p> : null}
              <div className="console-preview-body" dangerouslySetInnerHTML={{ __html: safeHtml(preview.html) }} />
            </article>
          ) : (
            <p>The preview shows once every field is filled in.</p>
          )}
        </section>
      </div>
    </ConsoleLayout>
  );
}
