import { REDIRECTS_TAG } from '../../../../shared/contract/change-tags';
import type { RedirectEntry } from '../../../../shared/routes/redirects';
import type { Db } from '../../db/open-database';
import { sql } from '../../db/statements';
import { recordAudit, type Actor } from '../audit/audit-trail';
import { drawnVersion, STALE, type Stale } from '../ui/drawn-version';
import { checkRedirect, FORM_STATUSES, type RedirectFieldErrors, type RedirectInput } from './redirect-rules';

// The redirect table as data: read by the shop (get-redirects), edited in the console and by a
// product's handle change. Every change is checked against the whole table (redirect-rules.ts),
// written with its audit entry in one transaction; the caller emits REDIRECTS_TAG after it
// commits (REDIRECT_TAGS), which makes every storefront replica rebuild its lookup.

export const REDIRECT_TAGS = [REDIRECTS_TAG] as const;

export interface RedirectRow extends RedirectEntry {
  id: number;
  createdAt: string;
  updatedAt: string;
}

export type RedirectResult = { ok: true; redirect: RedirectRow } | { ok: false; errors: RedirectFieldErrors };

interface Stored {
  id: number;
  from_path: string;
  to_path: string;
  status: RedirectEntry['status'];
  created_at: string;
  updated_at: string;
}

const rowOf = (r: Stored): RedirectRow => ({
  id: r.id,
  from: r.from_path,
  to: r.to_path,
  status: r.status,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
});

/** Every redirect, by `from`: what the shop applies. */
export function listRedirects(db: Db): RedirectRow[] {
  return (sql(db, 'SELECT * FROM redirects ORDER BY from_path').all() as Stored[]).map(rowOf);
}

/** The table as the shop reads it (from, to, status). */
export function redirectEntries(db: Db): RedirectEntry[] {
  return (sql(db, 'SELECT from_path, to_path, status FROM redirects ORDER BY from_path').all() as Stored[]).map(
    (r) => ({ from: r.from_path, to: r.to_path, status: r.status }),
  );
}

export function redirectById(db: Db, id: number): RedirectRow | null {
  const r = sql(db, 'SELECT * FROM redirects WHERE id = ?').get(id) as Stored | undefined;
  return r ? rowOf(r) : null;
}

/** The version an edit form carries: the row as stored. */
export const redirectVersion = (r: RedirectRow) => drawnVersion(r);

const entryOf = (r: RedirectRow): RedirectEntry => ({ from: r.from, to: r.to, status: r.status });

/**
 * Adds one redirect (audited). Answers the stored row, or a message per field: a malformed
 * path, a `from` already redirected, a loop, or a page the shop shows unless `confirmScreen`.
 * The caller emits REDIRECT_TAGS once its own transaction (if any) commits.
 */
export function addRedirect(db: Db, actor: Actor, input: RedirectInput, now: Date): RedirectResult {
  return db.transaction((): RedirectResult => {
    const check = checkRedirect(input, redirectEntries(db), { statuses: allowedStatuses() });
    if (!check.ok) return check;
    const at = now.toISOString();
    const { lastInsertRowid } = sql(
      db,
      'INSERT INTO redirects (from_path, to_path, status, created_at, updated_at) VALUES (?, ?, ?, ?, ?)',
    ).run(check.entry.from, check.entry.to, check.entry.status, at, at);
    const redirect = redirectById(db, Number(lastInsertRowid))!;
    recordAudit(
      db,
      actor,
      { action: 'redirect.add', entity: 'redirect', entityId: redirect.id, after: entryOf(redirect) },
      now,
    );
    return { ok: true, redirect };
  })();
}

/**
 * Changes one redirect, if it is still the `version` the form was drawn from (else STALE,
 * nothing written); null when it no longer exists.
 */
export function updateRedirect(
  db: Db,
  actor: Actor,
  id: number,
  input: RedirectInput,
  version: string,
  now: Date,
): RedirectResult | Stale | null {
  return db.transaction((): RedirectResult | Stale | null => {
    const before = redirectById(db, id);
    if (!before) return null;
    if (version !== redirectVersion(before)) return STALE;
    const check = checkRedirect(input, redirectEntries(db), {
      editing: before.from,
      // an entry seeded as 307/308 keeps its status when only its target is edited
      statuses: allowedStatuses(before.status),
    });
    if (!check.ok) return check;
    sql(db, 'UPDATE redirects SET from_path = ?, to_path = ?, status = ?, updated_at = ? WHERE id = ?').run(
      check.entry.from,
      check.entry.to,
      check.entry.status,
      now.toISOString(),
      id,
    );
    const redirect = redirectById(db, id)!;
    recordAudit(
      db,
      actor,
      { action: 'redirect.edit', entity: 'redirect', entityId: id, before: entryOf(before), after: entryOf(redirect) },
      now,
    );
    return { ok: true, redirect };
  })();
}

/** Removes one redirect; false when it was already gone. */
export function removeRedirect(db: Db, actor: Actor, id: number, now: Date): boolean {
  return db.transaction((): boolean => {
    const before = redirectById(db, id);
    if (!before) return false;
    sql(db, 'DELETE FROM redirects WHERE id = ?').run(id);
    recordAudit(
      db,
      actor,
      { action: 'redirect.remove', entity: 'redirect', entityId: id, before: entryOf(before) },
      now,
    );
    return true;
  })();
}

/** The form offers 301 and 302; a status the entry already had stays allowed. */
function allowedStatuses(kept?: number): readonly number[] {
  return kept === undefined || (FORM_STATUSES as readonly number[]).includes(kept)
    ? FORM_STATUSES
    : [...FORM_STATUSES, kept];
}

/**
 * Fills the table from the operator's file once, the first time a store starts with one
 * (config/redirects.json): later starts leave it as the console left it. The file was
 * checked by its schema; entries the table's rules refuse (a duplicate) are skipped.
 */
export function seedRedirectsOnce(db: Db, entries: readonly RedirectEntry[], now: Date): number {
  return db.transaction((): number => {
    if (sql(db, 'SELECT 1 FROM redirect_seed WHERE id = 1').get()) return 0;
    const insert = sql(
      db,
      'INSERT OR IGNORE INTO redirects (from_path, to_path, status, created_at, updated_at) VALUES (?, ?, ?, ?, ?)',
    );
    const at = now.toISOString();
    let added = 0;
    for (const e of entries) added += insert.run(e.from, e.to, e.status, at, at).changes;
    sql(db, 'INSERT INTO redirect_seed (id, seeded_at, entries) VALUES (1, ?, ?)').run(at, added);
    return added;
  })();
}
