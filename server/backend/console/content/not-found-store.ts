import { GLOBALS_TAG } from '../../../../shared/contract/change-tags';
import type { Globals } from '../../../../shared/contract/content-models';
import { ctaTarget } from '../../../../shared/rules/page-path';
import { putDocument } from '../../content/document-store';
import type { Db } from '../../db/open-database';
import { recordAudit, type Actor } from '../audit/audit-trail';
import type { ConsoleDeps } from '../console-feature';
import { pictureChoice, type PictureChoice } from './content-pictures';
import { checkLink, checkText } from './content-rules';
import { markdownToHtml } from './markdown';
import { readGlobals } from './settings-store';

// The 404 page's content (SPEC section 2: site_404_image, _title, _message, _cta) in the
// 'globals' document. The message is written in Markdown and stored as sanitised HTML, with its
// Markdown kept beside it (site_404_message_markdown, which the shop never asks for) so the
// editor gets back what they wrote. The picture is one of the content pictures (uploaded on
// /content/pictures or from this screen), with its alt text and title.

export interface NotFoundForm {
  picture: string;
  imageAlt: string;
  imageTitle: string;
  title: string;
  message: string;
  ctaLabel: string;
  ctaUrl: string;
}

export type NotFoundField = keyof NotFoundForm;

type Deps = Pick<ConsoleDeps, 'db' | 'now' | 'changes'>;
type StoredGlobals = Globals & { site_404_message_markdown?: string };

export const NOT_FOUND_MESSAGE_MAX = 4000;

export function notFoundForm(db: Db): NotFoundForm {
  const g = readGlobals(db) as StoredGlobals;
  return {
    picture: g.site_404_image?.id ?? '',
    imageAlt: g.site_404_image?.alt ?? '',
    imageTitle: g.site_404_image?.title ?? '',
    title: g.site_404_title ?? '',
    // seeded content has only the HTML, which Markdown passes through unchanged
    message: g.site_404_message_markdown ?? g.site_404_message ?? '',
    ctaLabel: g.site_404_cta?.label ?? '',
    ctaUrl: ctaTarget(g.site_404_cta) ?? '',
  };
}

export interface NotFoundContent {
  /** the chosen picture, when the caller could look it up */
  picture: PictureChoice | null;
  imageAlt: string;
  imageTitle: string;
  title: string;
  messageMarkdown: string;
  messageHtml: string;
  cta: { label: string; url: string | null };
}

export function checkNotFound(
  form: NotFoundForm,
  pictureOf: (id: string) => PictureChoice | null = () => null,
): { ok: true; value: NotFoundContent } | { ok: false; errors: Partial<Record<NotFoundField, string>> } {
  const errors: Partial<Record<NotFoundField, string>> = {};
  const picture = form.picture.trim() === '' ? null : pictureOf(form.picture.trim());
  if (!picture) errors.picture = 'Choose the picture the page shows (or upload one).';
  const alt = checkText(form.imageAlt, { label: 'picture description', max: 200, required: true });
  if (!alt.ok) errors.imageAlt = alt.message;
  const imageTitle = checkText(form.imageTitle, { label: 'picture title', max: 120 });
  if (!imageTitle.ok) errors.imageTitle = imageTitle.message;
  const title = checkText(form.title, { label: 'title', max: 120, required: true });
  if (!title.ok) errors.title = title.message;
  const message = checkText(form.message, { label: 'message', max: NOT_FOUND_MESSAGE_MAX });
  if (!message.ok) errors.message = message.message;
  const label = checkText(form.ctaLabel, { label: 'button text', max: 60 });
  if (!label.ok) errors.ctaLabel = label.message;
  const url = checkLink(form.ctaUrl, { label: 'button link', required: label.ok && label.value !== '' });
  if (!url.ok) errors.ctaUrl = url.message;
  if (Object.keys(errors).length > 0 || !alt.ok || !imageTitle.ok || !title.ok || !message.ok || !label.ok || !url.ok)
    return { ok: false, errors };
  return {
    ok: true,
    value: {
      picture,
      imageAlt: alt.value,
      imageTitle: imageTitle.value,
      title: title.value,
      messageMarkdown: message.value,
      messageHtml: markdownToHtml(message.value),
      cta: { label: label.value, url: url.value },
    },
  };
}

export function saveNotFound(
  deps: Deps,
  actor: Actor,
  form: NotFoundForm,
): { ok: true } | { ok: false; errors: Partial<Record<NotFoundField, string>> } {
  const checked = checkNotFound(form, (id) => pictureChoice(deps.db, id));
  if (!checked.ok) return checked;
  const c = checked.value;
  const now = deps.now();
  deps.db.transaction(() => {
    const before = readGlobals(deps.db) as StoredGlobals;
    const after: StoredGlobals = {
      ...before,
      site_404_image: {
        id: c.picture!.id,
        format: c.picture!.format,
        width: c.picture!.width,
        height: c.picture!.height,
        alt: c.imageAlt,
        title: c.imageTitle,
      },
      site_404_title: c.title,
      site_404_message: c.messageHtml,
      site_404_message_markdown: c.messageMarkdown,
      // a link typed here replaces the seeded page reference (which would win over it)
      site_404_cta: { label: c.cta.label, page: null, url: c.cta.url },
    };
    putDocument(deps.db, 'globals', 'globals', after);
    recordAudit(
      deps.db,
      actor,
      {
        action: 'not-found.edit',
        entity: 'globals',
        entityId: 'site_404',
        before: pick404(before),
        after: pick404(after),
      },
      now,
    );
  })();
  deps.changes.emit([GLOBALS_TAG]);
  return { ok: true };
}

const pick404 = (g: StoredGlobals) => ({
  site_404_image: g.site_404_image,
  site_404_title: g.site_404_title,
  site_404_message: g.site_404_message,
  site_404_cta: g.site_404_cta,
});
