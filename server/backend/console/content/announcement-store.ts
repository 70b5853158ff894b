import { randomBytes } from 'node:crypto';
import { ANNOUNCEMENTS_TAG } from '../../../../shared/contract/change-tags';
import type { Announcement } from '../../../../shared/contract/content-models';
import { giftTokensIn } from '../../../../shared/rules/gift-announcement';
import { getDocument, listDocuments, putDocument } from '../../content/document-store';
import { loadGiftRules } from '../../content/gift-rule-store';
import type { Db } from '../../db/open-database';
import { sql } from '../../db/statements';
import { recordAudit, type Actor } from '../audit/audit-trail';
import type { ConsoleDeps } from '../console-feature';
import { drawnVersion, STALE, type Stale } from '../ui/drawn-version';
import { checkDateOrder, checkLink, checkText, parseDateTime } from './content-rules';

// The announcement bar's messages: stored as documents of kind 'announcement' (the shop's
// get-announcements reads them in `position` order and shows those live now). Each change is
// written with its audit entry in one transaction; then the shop's cached bar is purged.

export const ANNOUNCEMENT_TEXT_MAX = 160;

export interface AnnouncementForm {
  text: string;
  url: string;
  startsAt: string;
  endsAt: string;
}

export type AnnouncementField = keyof AnnouncementForm;
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

type Deps = Pick<ConsoleDeps, 'db' | 'now' | 'changes'>;

export function listAnnouncements(db: Db): Announcement[] {
  return listDocuments<Announcement>(db, 'announcement');
}

export function announcementById(db: Db, id: string): Announcement | null {
  return getDocument<Announcement>(db, 'announcement', id);
}

/** The version an edit form carries: the announcement as stored (its place in the bar aside). */
export const announcementVersion = (a: Announcement) => drawnVersion(a);

/** The checked announcement, or the message of each refused field. */
export function checkAnnouncement(
  form: AnnouncementForm,
): { ok: true; value: Omit<Announcement, 'id'> } | { ok: false; errors: FieldErrors<AnnouncementField> } {
  const errors: FieldErrors<AnnouncementField> = {};
  const text = checkText(form.text, { label: 'text', max: ANNOUNCEMENT_TEXT_MAX, required: true });
  if (!text.ok) errors.text = text.message;
  const url = checkLink(form.url, { label: 'link' });
  if (!url.ok) errors.url = url.message;
  const startsAt = parseDateTime(form.startsAt, 'start');
  if (!startsAt.ok) errors.startsAt = startsAt.message;
  const endsAt = parseDateTime(form.endsAt, 'end');
  if (!endsAt.ok) errors.endsAt = endsAt.message;
  if (startsAt.ok && endsAt.ok) {
    const order = checkDateOrder(startsAt.value, endsAt.value);
    if (order) errors.endsAt = order;
  }
  if (!text.ok || !url.ok || !startsAt.ok || !endsAt.ok || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, value: { text: text.value, url: url.value, startsAt: startsAt.value, endsAt: endsAt.value } };
}

function positions(db: Db): { key: string; position: number }[] {
  return sql(db, "SELECT key, position FROM documents WHERE kind = 'announcement' ORDER BY position, key").all() as {
    key: string;
    position: number;
  }[];
}

export type SaveResult =
  | { ok: true; id: string }
  | { ok: false; status: 400 | 404; errors: FieldErrors<AnnouncementField>; message?: string }
  | Stale;

/**
 * Creates (id null: last in the bar) or edits an announcement; an edit made on one someone
 * saved since the form's `version` is refused (STALE), nothing written.
 */
export function saveAnnouncement(
  deps: Deps,
  actor: Actor,
  id: string | null,
  form: AnnouncementForm,
  version = '',
): SaveResult {
  const checked = checkAnnouncement(form);
  if (!checked.ok) return { ok: false, status: 400, errors: checked.errors };
  const rules = new Set(loadGiftRules(deps.db).map((r) => r.handle));
  const unknown = giftTokensIn(checked.value.text).find((handle) => !rules.has(handle));
  if (unknown)
    return {
      ok: false,
      status: 400,
      errors: { text: `No gift rule has the handle "${unknown}": copy it from the Gift rules screen.` },
    };
  const now = deps.now();
  const result = deps.db.transaction((): SaveResult => {
    const before = id ? announcementById(deps.db, id) : null;
    if (id && !before) return { ok: false, status: 404, errors: {}, message: 'That announcement no longer exists.' };
    if (before && version !== announcementVersion(before)) return STALE;
    const key = id ?? `a-${randomBytes(5).toString('hex')}`;
    const all = positions(deps.db);
    const position = id ? (all.find((p) => p.key === id)?.position ?? 0) : (all.at(-1)?.position ?? -1) + 1;
    const after: Announcement = { id: key, ...checked.value };
    putDocument(deps.db, 'announcement', key, after, position);
    recordAudit(
      deps.db,
      actor,
      {
        action: id ? 'announcement.edit' : 'announcement.create',
        entity: 'announcement',
        entityId: key,
        before,
        after,
      },
      now,
    );
    return { ok: true, id: key };
  })();
  if (result.ok) deps.changes.emit([ANNOUNCEMENTS_TAG]);
  return result;
}

export function deleteAnnouncement(deps: Deps, actor: Actor, id: string): boolean {
  const now = deps.now();
  const done = deps.db.transaction(() => {
    const before = announcementById(deps.db, id);
    if (!before) return false;
    sql(deps.db, "DELETE FROM documents WHERE kind = 'announcement' AND key = ?").run(id);
    recordAudit(deps.db, actor, { action: 'announcement.delete', entity: 'announcement', entityId: id, before }, now);
    return true;
  })();
  if (done) deps.changes.emit([ANNOUNCEMENTS_TAG]);
  return done;
}

/** Moves one announcement a place earlier or later in the bar; the order is renumbered 0…n. */
export function moveAnnouncement(deps: Deps, actor: Actor, id: string, direction: 'up' | 'down'): boolean {
  const now = deps.now();
  const moved = deps.db.transaction(() => {
    const order = positions(deps.db).map((p) => p.key);
    const at = order.indexOf(id);
    const to = direction === 'up' ? at - 1 : at + 1;
    if (at < 0 || to < 0 || to >= order.length) return false;
    const next = [...order];
    [next[at], next[to]] = [next[to]!, next[at]!];
    const update = sql(deps.db, "UPDATE documents SET position = ? WHERE kind = 'announcement' AND key = ?");
    next.forEach((key, i) => update.run(i, key));
    recordAudit(
      deps.db,
      actor,
      { action: 'announcement.reorder', entity: 'announcement', entityId: id, before: order, after: next },
      now,
    );
    return true;
  })();
  if (moved) deps.changes.emit([ANNOUNCEMENTS_TAG]);
  return moved;
}
