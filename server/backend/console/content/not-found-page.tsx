import type { SignedInStaff } from '../console-feature';
import { ConsoleLayout, PostForm } from '../ui/console-layout';
import { RefusedSummary, Select, TextArea, TextInput } from '../ui/form-fields';
import { ContentNav } from './content-nav';
import type { PictureChoice } from './content-pictures';
import { PictureUploadForm } from './picture-upload-form';
import { safeHtml } from './markdown';
import { NOT_FOUND_MESSAGE_MAX, type NotFoundContent, type NotFoundField, type NotFoundForm } from './not-found-store';

// The 404 page's content with a preview drawn as the shop lays it out (picture, title, message,
// button). "Preview" shows what is typed without saving it; "Save" publishes it.

export const NOT_FOUND_NOTICES: Record<string, string> = {
  saved: '404 page saved. The shop shows it within seconds.',
  'picture-uploaded': 'Picture uploaded: it is in the Picture list now.',
};

export interface NotFoundPageProps {
  staff: SignedInStaff;
  form: NotFoundForm;
  errors: Partial<Record<NotFoundField, string>>;
  /** what the preview shows: the saved content, or the typed one after "Preview" */
  preview: NotFoundContent | null;
  pictureId: string | null;
  pictures: PictureChoice[];
  siteUrl: string;
  canEdit: boolean;
  notice: string | null;
  previewing: boolean;
}

export function NotFoundPage(props: NotFoundPageProps) {
  const { staff, form, errors, canEdit, notice, preview, siteUrl } = props;
  return (
    <ConsoleLayout title="404 page" staff={staff} current="/content" notice={notice}>
      <ContentNav current="/content/not-found" />
      <div className="console-editor">
        <section className="console-panel" aria-labelledby="not-found-form-title">
          <h2 id="not-found-form-title">Content</h2>
          <RefusedSummary errors={errors} />
          <PostForm action="/content/not-found" csrfToken={staff.csrfToken} className="console-form">
            <fieldset className="console-plain" disabled={!canEdit}>
              <TextInput label="Title" name="title" value={form.title} error={errors.title} required maxLength={120} />
              <TextArea
                label="Message (Markdown)"
                name="message"
                value={form.message}
                error={errors.message}
                rows={6}
                maxLength={NOT_FOUND_MESSAGE_MAX}
                hint="**bold**, [a link](/contact), a blank line between paragraphs."
              />
              <TextInput label="Button text" name="ctaLabel" value={form.ctaLabel} error={errors.ctaLabel} />
              <TextInput
                label="Button link"
                name="ctaUrl"
                value={form.ctaUrl}
                error={errors.ctaUrl}
                hint="A page of the shop (/shop/category/best-sellers) or a web address."
              />
              <Select
                label="Picture"
                name="picture"
                value={form.picture}
                error={errors.picture}
                options={[
                  { value: '', label: 'Choose a picture' },
                  ...props.pictures.map((p) => ({ value: p.id, label: `${p.id} (${p.width}×${p.height})` })),
                ]}
              />
              <TextInput
                label="Picture description (alt text)"
                name="imageAlt"
                value={form.imageAlt}
                error={errors.imageAlt}
                required
              />
              <TextInput label="Picture title" name="imageTitle" value={form.imageTitle} error={errors.imageTitle} />
            </fieldset>
            {canEdit ? (
              <div className="console-actions">
                <button type="submit" name="intent" value="save">
                  Save
                </button>
                <button type="submit" name="intent" value="preview" className="console-secondary">
                  Preview
                </button>
              </div>
            ) : null}
          </PostForm>
          {canEdit ? <PictureUploadForm csrfToken={staff.csrfToken} back="/content/not-found" /> : null}
        </section>
        <section className="console-panel" aria-labelledby="not-found-preview-title">
          <h2 id="not-found-preview-title">
            Preview{props.previewing ? ' (not saved yet)' : ''}{' '}
            <a className="console-hint" href={`${siteUrl}/this-page-does-not-exist`}>
              Open on the shop
            </a>
          </h2>
          {preview ? <NotFoundPreview content={preview} pictureId={props.pictureId} /> : <p>Nothing to preview.</p>}
        </section>
      </div>
    </ConsoleLayout>
  );
}

function NotFoundPreview({ content, pictureId }: { content: NotFoundContent; pictureId: string | null }) {
  return (
    <div className="console-preview console-preview-404" data-testid="preview">
      {pictureId ? (
        <img
          src={`/content/pictures/${encodeURIComponent(pictureId)}`}
          alt={content.imageAlt}
          title={content.imageTitle || undefined}
        />
      ) : null}
      <h1>{content.title}</h1>
      <div dangerouslySetInnerHTML={{ __html: safeHtml(content.messageHtml) }} />
      {content.cta.label && content.cta.url ? (
        <p>
          <span className="console-preview-button">{content.cta.label}</span> <code>{content.cta.url}</code>
        </p>
      ) : null}
    </div>
  );
}
