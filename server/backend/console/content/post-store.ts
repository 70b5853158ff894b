import { BLOG_TAG } from '../../../../shared/contract/change-tags';
import { sql } from '../../db/statements';
import { recordAudit, type Actor } from '../audit/audit-trail';
import type { ConsoleDeps } from '../console-feature';
import { checkPost, type PostErrors, type PostFields, type PostForm } from './post-form';
import { loadPost, writePost } from './post-records';
import { stateAfter } from './publish-intent';

// Saving a blog post from the console and publishing the scheduled ones: one transaction with
// its audit entry each, then the blog's tags so the shop forgets what it showed.

export type { PublishStatus as PostStatus, PublishIntent as PostIntent } from './publish-intent';
import type { PublishStatus as PostStatus, PublishIntent as PostIntent } from './publish-intent';
type Deps = Pick<ConsoleDeps, 'db' | 'now' | 'changes'>;

export const postTags = (slug: string) => [BLOG_TAG, `${BLOG_TAG}:${slug}`];

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
