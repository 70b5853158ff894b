import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../db/open-database';
import { sql } from '../../db/statements';
import { staffCount } from './staff-store';

// One-time links to set a password: an invitation (npm run staff -- add, the Staff screen) or
// the link that creates the first owner of a store with no staff. Only the token's hash is
// kept, so a copy of the database opens no account; a link works once, for 24 hours.

export const LINK_LIFETIME_MS = 24 * 60 * 60 * 1000;

export type LinkPurpose = 'setup' | 'first-owner';

export interface LinkTarget {
  tokenHash: string;
  purpose: LinkPurpose;
  /** null for the first-owner link */
  staffId: number | null;
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

export function setupUrl(consoleUrl: string, token: string): string {
  return `${consoleUrl}/setup/${token}`;
}

export function createLink(db: Db, purpose: LinkPurpose, staffId: number | null, now: Date): string {
  const token = randomBytes(32).toString('base64url');
  sql(db, 'INSERT INTO staff_tokens (token_hash, staff_id, purpose, expires_at) VALUES (?, ?, ?, ?)').run(
    hashToken(token),
    staffId,
    purpose,
    new Date(now.getTime() + LINK_LIFETIME_MS).toISOString(),
  );
  return token;
}

/** The link a token opens, or null when it is unknown, used or expired. */
export function findLink(db: Db, token: string, now: Date): LinkTarget | null {
  if (!/^[\w-]{20,100}$/.test(token)) return null;
  const row = sql(
    db,
    'SELECT token_hash, staff_id, purpose FROM staff_tokens WHERE token_hash = ? AND used_at IS NULL AND expires_at > ?',
  ).get(hashToken(token), now.toISOString()) as
    { token_hash: string; staff_id: number | null; purpose: LinkPurpose } | undefined;
  if (!row) return null;
  // the first-owner link dies as soon as anyone is on the staff
  if (row.purpose === 'first-owner' && staffCount(db) > 0) return null;
  return { tokenHash: row.token_hash, purpose: row.purpose, staffId: row.staff_id };
}

export function markUsed(db: Db, tokenHash: string, now: Date): void {
  sql(db, 'UPDATE staff_tokens SET used_at = ? WHERE token_hash = ?').run(now.toISOString(), tokenHash);
}

/** A staff member's open invitations stop working (a new one replaces them; disable ends them). */
export function dropLinks(db: Db, staffId: number): void {
  sql(db, 'DELETE FROM staff_tokens WHERE staff_id = ? AND used_at IS NULL').run(staffId);
}

/**
 * On a store with no staff: a fresh first-owner link (older unused ones stop working), else
 * null. The process that starts the console prints it.
 */
export function firstOwnerLink(db: Db, consoleUrl: string, now: Date): string | null {
  return db
    .transaction(() => {
      if (staffCount(db) > 0) return null;
      sql(db, "DELETE FROM staff_tokens WHERE purpose = 'first-owner' AND used_at IS NULL").run();
      return setupUrl(consoleUrl, createLink(db, 'first-owner', null, now));
    })
    .immediate();
}
