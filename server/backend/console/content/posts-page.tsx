import type { BlogCategory } from '../../../../shared/contract/content-models';
import type { SignedInStaff } from '../console-feature';
import { ConsoleLayout, PostForm as Form } from '../ui/console-layout';
import { RefusedSummary, Select, TextArea, TextInput } from '../ui/form-fields';
import { ContentNav } from './content-nav';
import { PictureUploadForm } from './picture-upload-form';
import { safeHtml } from './markdown';
import type { PostErrors, PostForm } from './post-form';
import type { PostRow } from './post-records';
import type { PostStatus } from './post-store';

// The blog: every post with its state (published, scheduled for a time, draft), and one post's
// editor beside its preview drawn as the shop lays a post out. The buttons say what happens:
// save (the state stays), publish now, schedule, unpublish; "Preview" saves nothing.

export const POST_NOTICES: Record<string, string> = {
  saved: 'Post saved.',
  published: 'Post published. The shop shows it within seconds.',
  scheduled: 'Post scheduled. The shop shows it from its publishing time.',
  unpublished: 'Post unpublished. The shop drops it within seconds.',
  'picture-uploaded': 'Picture uploaded: it is in the Picture list now.',
};

const STATUS: Record<PostStatus, { label: string; className: string }> = {
  published: { label: 'Published', className: 'console-status-active' },
  scheduled: { label: 'Scheduled', className: 'console-status-invited' },
  draft: { label: 'Draft', className: 'console-status-disabled' },
};

const day = (iso: string) => iso.slice(0, 10);
const moment = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;

export function PostsListPage(props: {
  staff: SignedInStaff;
  posts: PostRow[];
  canEdit: boolean;
  notice: string | null;
}) {
  const { staff, posts, canEdit, notice } = props;
  return (
    <ConsoleLayout title="Blog posts" staff={staff} current="/content" notice={notice}>
      <ContentNav current="/content/posts" />
      {canEdit ? (
        <p>
          <a className="console-button" href="/content/posts/new">
            New post
          </a>
        </p>
      ) : null}
      <div className="console-table-wrap">
        <table className="console-table console-stack">
          <caption className="console-visually-hidden">Blog posts, newest first</caption>
          <thead>
            <tr>
              <th scope="col">Title</th>
              <th scope="col">Category</th>
              <th scope="col">Date</th>
              <th scope="col">State</th>
            </tr>
          </thead>
          <tbody>
            {posts.map((p) => (
              <tr key={p.slug}>
                <td data-label="Title">
                  <a href={`/content/posts/${p.slug}`}>{p.title}</a>
                </td>
                <td data-label="Category">{p.categorySlug}</td>
                <td data-label="Date">{day(p.date)}</td>
                <td data-label="State">
                  <span className={`console-status ${STATUS[p.status].className}`}>{STATUS[p.status].label}</span>
                  {p.status === 'scheduled' && p.publishAt ? ` ${moment(p.publishAt)}` : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </ConsoleLayout>
  );
}

export interface PostPreview {
  title: string;
  category: string;
  author: string;
  date: string;
  picture: string;
  pictureAlt: string;
  html: string;
}

export interface PostEditorProps {
  staff: SignedInStaff;
  /** null: a new post */
  slug: string | null;
  status: PostStatus | null;
  form: PostForm;
  errors: PostErrors;
  categories: BlogCategory[];
  pictures: { id: string; width: number; height: number }[];
  preview: PostPreview | null;
  previewing: boolean;
  siteUrl: string;
  canEdit: boolean;
  notice: string | null;
}

export function PostEditorPage(props: PostEditorProps) {
  const { staff, slug, status, form, errors, canEdit, notice, preview, siteUrl } = props;
  const action = slug ? `/content/posts/${slug}` : '/content/posts';
  return (
    <ConsoleLayout
      title={slug ? `Post: ${form.title || slug}` : 'New post'}
      staff={staff}
      current="/content"
      notice={notice}
    >
      <ContentNav current="/content/posts" />
      <p>
        <a href="/content/posts">All posts</a>
        {status ? (
          <>
            {' · '}
            <span className={`console-status ${STATUS[status].className}`}>{STATUS[status].label}</span>
            {status === 'published' ? (
              <>
                {' · '}
                <a href={`${siteUrl}/blog/${form.categorySlug}/${slug}`}>Open on the shop</a>
              </>
            ) : null}
          </>
        ) : null}
      </p>
      <div className="console-editor">
        <section className="console-panel" aria-labelledby="post-form-title">
          <h2 id="post-form-title">Post</h2>
          <RefusedSummary errors={errors} />
          <Form action={action} csrfToken={staff.csrfToken} className="console-form">
            <fieldset className="console-plain" disabled={!canEdit}>
              <TextInput label="Title" name="title" value={form.title} error={errors.title} required maxLength={140} />
              {slug ? (
                <p className="console-hint">
                  Address:{' '}
                  <code>
                    /blog/{form.categorySlug}/{slug}
                  </code>
                </p>
              ) : (
                <TextInput
                  label="Slug"
                  name="slug"
                  value={form.slug}
                  error={errors.slug}
                  required
                  hint="The post's address: /blog/<category>/<slug>. Fixed once the post is created."
                />
              )}
              <Select
                label="Category"
                name="categorySlug"
                value={form.categorySlug}
                error={errors.categorySlug}
                options={[
                  { value: '', label: 'Choose…' },
                  ...props.categories.map((c) => ({ value: c.slug, label: c.title })),
                ]}
              />
              <TextInput
                label="Author"
                name="author"
                value={form.author}
                error={errors.author}
                required
                maxLength={80}
              />
              <TextInput
                label="Date shown (UTC)"
                name="date"
                type="datetime-local"
                value={form.date}
                error={errors.date}
                required
              />
              <TextArea
                label="Excerpt"
                name="excerpt"
                value={form.excerpt}
                error={errors.excerpt}
                rows={2}
                maxLength={300}
                required
              />
              <TextArea
                label="Body (Markdown)"
                name="markdown"
                value={form.markdown}
                error={errors.markdown}
                rows={14}
                required
                hint="## A heading, **bold**, [a link](/shop), - a list. A blank line between paragraphs."
              />
              <Select
                label="Picture"
                name="picture"
                value={form.picture}
                error={errors.picture}
                options={[
                  { value: '', label: 'Choose…' },
                  ...props.pictures.map((p) => ({ value: p.id, label: `${p.id} (${p.width}×${p.height})` })),
                ]}
              />
              <TextInput
                label="Picture description (alt text)"
                name="pictureAlt"
                value={form.pictureAlt}
                error={errors.pictureAlt}
                required
              />
              <TextInput
                label="Related products (optional)"
                name="related"
                value={form.related}
                error={errors.related}
                hint="Product handles, separated by commas (vitamin-c-serum, daily-mineral-spf-45)."
              />
              <div className="console-field">
                <label className="console-check-label">
                  <input type="checkbox" name="featured" value="1" defaultChecked={form.featured} /> Featured on the
                  blog
                </label>
              </div>
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
          </Form>
        </section>
        {canEdit ? (
          <section className="console-panel" aria-label="Upload a picture">
            <PictureUploadForm
              csrfToken={staff.csrfToken}
              back={slug ? `/content/posts/${slug}` : '/content/posts/new'}
            />
          </section>
        ) : null}
        <section className="console-panel" aria-labelledby="post-preview-title">
          <h2 id="post-preview-title">Preview{props.previewing ? ' (not saved yet)' : ''}</h2>
          {preview ? (
            <article className="console-preview console-preview-post" data-testid="preview">
              {preview.picture ? (
                <img src={`/content/pictures/${encodeURIComponent(preview.picture)}`} alt={preview.pictureAlt} />
              ) : null}
              <p className="console-preview-meta">{preview.category}</p>
              <h1>{preview.title}</h1>
              <p className="console-preview-meta">
                By {preview.author} · {day(preview.date)}
              </p>
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
