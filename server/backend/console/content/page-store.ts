import { contentTag } from '../../../../shared/contract/change-tags';
import type { ContentPage } from '../../../../shared/contract/content-models';
import { matchRoute } from '../../../../shared/routes/match-route';
import type { Db } from '../../db/open-database';
import { parseJson, sql } from '../../db/statements';
import { recordAudit, type Actor } from '../audit/audit-trail';
import type { ConsoleDeps } from '../console-feature';
import { checkText } from './content-rules';
import { stateAfter } from './publish-intent';
import { markdownProblem, markdownToHtml } from './markdown';
import type { PostIntent, PostStatus } from './post-store';

// The shop's content pages (editorial, Skincare 101, policy, about) as the console edits them,
// the way blog posts are: the shop reads content_pages, a draft or a scheduled page waits in
// content_page_drafts (014-content.sql) until it is published by hand or by the schedule.

type Deps = Pick<ConsoleDeps, 'db' | 'now' | 'changes'>;

export interface PageFields {
  path: string;
  title: string;
  description: string;
  lead: string;
  markdown: string;
}
export interface PageForm extends PageFields {
  publishAt: string;
}
export type PageErrors = Partial<Record<keyof PageForm, string>>;
export interface EditorPage {
  fields: PageFields;
  status: PostStatus;
  publishAt: string | null;
}

/** What a get-content-page answer for `path`, and the page lists and search, carry. */
export const pageTags = (path: string) => [contentTag(`page:${path}`), contentTag('pages')];

/** A path the shop draws with its content screen (SPEC section 2), e.g. /about/our-story. */
export function checkPagePath(raw: string): { ok: true; value: string } | { ok: false; message: string } {
  const path = raw.trim();
  if (!/^\/[a-z0-9_-]+(\/[a-z0-9_-]+)*$/.test(path))
    return { ok: false, message: 'The path must look like /about/our-story (lowercase, no trailing slash).' };
  if (matchRoute(path)?.route.screen !== 'content')
    return {
      ok: false,
      message: `The shop shows no content page at ${path}: use /about/…, /content/…, /skincare/… or a page it lists.`,
    };
  return { ok: true, value: path };
}

function storedPage(db: Db, path: string): ContentPage | null {
  const row = sql(db, 'SELECT data FROM content_pages WHERE path = ?').get(path) as { data: string } | undefined;
  return parseJson<ContentPage | null>(row?.data, null);
}

export function loadPage(db: Db, path: string): EditorPage | null {
  const draft = sql(db, 'SELECT status, publish_at, data FROM content_page_drafts WHERE path = ?').get(path) as
    { status: PostStatus; publish_at: string | null; data: string } | undefined;
  if (draft) return { fields: JSON.parse(draft.data) as PageFields, status: draft.status, publishAt: draft.publish_at };
  const p = storedPage(db, path);
  return p
    ? {
        fields: { path: p.path, title: p.title, description: p.description, lead: p.lead, markdown: p.bodyHtml },
        status: 'published',
        publishAt: null,
      }
    : null;
}

export interface PageRow {
  path: string;
  title: string;
  status: PostStatus;
  publishAt: string | null;
}

export function listPages(db: Db): PageRow[] {
  const rows = new Map<string, PageRow>();
  for (const r of sql(db, 'SELECT data FROM content_pages').all() as { data: string }[]) {
    const p = JSON.parse(r.data) as ContentPage;
    rows.set(p.path, { path: p.path, title: p.title, status: 'published', publishAt: null });
  }
  for (const d of sql(db, 'SELECT path, status, publish_at, data FROM content_page_drafts').all() as {
    path: string;
    status: PostStatus;
    publish_at: string | null;
    data: string;
  }[]) {
    rows.set(d.path, {
      path: d.path,
      title: (JSON.parse(d.data) as PageFields).title,
      status: d.status,
      publishAt: d.publish_at,
    });
  }
  return [...rows.values()].sort((a, b) => a.path.localeCompare(b.path));
}

export function formOfPage(page: EditorPage | null): PageForm {
  return {
    path: page?.fields.path ?? '',
    title: page?.fields.title ?? '',
    description: page?.fields.description ?? '',
    lead: page?.fields.lead ?? '',
    markdown: page?.fields.markdown ?? '',
    publishAt: (page?.publishAt ?? '').slice(0, 16),
  };
}

export function checkPage(
  db: Db,
  form: PageForm,
  o: { isNew: boolean },
): { ok: true; fields: PageFields } | { ok: false; errors: PageErrors } {
  const errors: PageErrors = {};
  // Only a new page's path is checked: a seeded page the shop draws with another screen (the
  // professionals' finder's intro) keeps its path and stays editable.
  const path = o.isNew ? checkPagePath(form.path) : { ok: true as const, value: form.path };
  if (!path.ok) errors.path = path.message;
  else if (o.isNew && loadPage(db, path.value)) errors.path = 'A page already has this path.';
  const title = checkText(form.title, { label: 'title', max: 140, required: true });
  if (!title.ok) errors.title = title.message;
  const description = checkText(form.description, { label: 'description', max: 300, required: true });
  if (!description.ok) errors.description = description.message;
  const lead = checkText(form.lead, { label: 'lead', max: 600 });
  if (!lead.ok) errors.lead = lead.message;
  const body = checkText(form.markdown, { label: 'body', max: 100_000, required: true });
  if (!body.ok) errors.markdown = body.message;
  else if (markdownProblem(body.value)) errors.markdown = markdownProblem(body.value)!;
  if (!path.ok || !title.ok || !description.ok || !lead.ok || !body.ok || Object.keys(errors).length)
    return { ok: false, errors };
  return {
    ok: true,
    fields: {
      path: path.value,
      title: title.value,
      description: description.value,
      lead: lead.value,
      markdown: body.value,
    },
  };
}

function writePage(db: Db, f: PageFields, status: PostStatus, publishAt: string | null, now: Date) {
  sql(
    db,
    `INSERT INTO content_page_drafts (path, status, publish_at, data, updated_at) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (path) DO UPDATE SET status = excluded.status, publish_at = excluded.publish_at,
       data = excluded.data, updated_at = excluded.updated_at`,
  ).run(f.path, status, publishAt, JSON.stringify(f), now.toISOString());
  if (status === 'published') {
    const page: ContentPage = {
      path: f.path,
      title: f.title,
      description: f.description,
      lead: f.lead,
      bodyHtml: markdownToHtml(f.markdown),
    };
    sql(
      db,
      'INSERT INTO content_pages (path, data) VALUES (?, ?) ON CONFLICT (path) DO UPDATE SET data = excluded.data',
    ).run(f.path, JSON.stringify(page));
  } else {
    sql(db, 'DELETE FROM content_pages WHERE path = ?').run(f.path);
  }
}

export type SavePageResult =
  { ok: true; path: string; status: PostStatus } | { ok: false; status: 400 | 404; errors: PageErrors };

/** As savePost: save keeps the state, publish, schedule (publishAt in the future), unpublish. */
export function savePage(
  deps: Deps,
  actor: Actor,
  pathParam: string | null,
  form: PageForm,
  intent: PostIntent,
): SavePageResult {
  const now = deps.now();
  const result = deps.db.transaction((): SavePageResult => {
    const before = pathParam ? loadPage(deps.db, pathParam) : null;
    if (pathParam && !before) return { ok: false, status: 404, errors: { title: 'That page no longer exists.' } };
    const checked = checkPage(deps.db, { ...form, path: pathParam ?? form.path }, { isNew: !pathParam });
    if (!checked.ok) return { ok: false, status: 400, errors: checked.errors };
    const after = stateAfter(intent, before, form.publishAt, now);
    if (!after.ok) return { ok: false, status: 400, errors: { publishAt: after.message } };
    const { status, publishAt } = after.state;
    writePage(deps.db, checked.fields, status, publishAt, now);
    recordAudit(
      deps.db,
      actor,
      {
        action: `page.${intent}`,
        entity: 'content_page',
        entityId: checked.fields.path,
        before: before ?? undefined,
        after: { fields: checked.fields, status, publishAt },
      },
      now,
    );
    return { ok: true, path: checked.fields.path, status };
  })();
  if (result.ok) deps.changes.emit(pageTags(result.path));
  return result;
}

/** Scheduled pages whose time has come, published; answers their paths. */
export function publishDuePages(deps: Deps, actor: Actor): string[] {
  const now = deps.now();
  const due = deps.db.transaction(() => {
    const rows = sql(
      deps.db,
      "SELECT path, data FROM content_page_drafts WHERE status = 'scheduled' AND publish_at <= ? ORDER BY publish_at",
    ).all(now.toISOString()) as { path: string; data: string }[];
    for (const r of rows) {
      writePage(deps.db, JSON.parse(r.data) as PageFields, 'published', null, now);
      recordAudit(
        deps.db,
        actor,
        { action: 'page.scheduled-publish', entity: 'content_page', entityId: r.path, after: { status: 'published' } },
        now,
      );
    }
    return rows.map((r) => r.path);
  })();
  if (due.length) deps.changes.emit([...new Set(due.flatMap(pageTags))]);
  return due;
}
