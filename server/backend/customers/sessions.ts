import { createHash, randomBytes } from 'node:crypto';
import { SESSION_LIFETIME_MS } from '../../../shared/constants';
import { isSessionToken } from '../../../shared/contract/session-values';
import type { Db } from '../db/open-database';
import { sql } from '../db/statements';

// Bearer sessions (SPEC section 9: 6 hours). Only a hash of the token is stored.

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export function createSession(db: Db, customerId: number, now: Date): { token: string; expiresAt: string } {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + SESSION_LIFETIME_MS).toISOString();
  db.transaction(() => {
    // expired sessions are swept on sign-in rather than by a timer
    sql(db, 'DELETE FROM sessions WHERE expires_at <= ?').run(now.toISOString());
    sql(db, 'INSERT INTO sessions (token_hash, customer_id, created_at, expires_at) VALUES (?, ?, ?, ?)').run(
      hashToken(token),
      customerId,
      now.toISOString(),
      expiresAt,
    );
  })();
  return { token, expiresAt };
}

export function sessionFor(db: Db, token: string | null, now: Date): { customerId: number; expiresAt: string } | null {
  // only what this backend could have issued is looked up (shared with the BFF's cookie check)
  if (!isSessionToken(token)) return null;
  const row = sql(db, 'SELECT customer_id, expires_at FROM sessions WHERE token_hash = ?').get(hashToken(token)) as
    { customer_id: number; expires_at: string } | undefined;
  if (!row || row.expires_at <= now.toISOString()) return null;
  return { customerId: row.customer_id, expiresAt: row.expires_at };
}

/** Ends one session (logout); a token that is no live session changes nothing. */
export function revokeSession(db: Db, token: string) {
  sql(db, 'DELETE FROM sessions WHERE token_hash = ?').run(hashToken(token));
}

/** Ends every session of the customer, or every one but `keepToken`'s (a password or e-mail change). */
export function revokeSessions(db: Db, customerId: number, keepToken?: string) {
  if (keepToken === undefined) sql(db, 'DELETE FROM sessions WHERE customer_id = ?').run(customerId);
  else sql(db, 'DELETE FROM sessions WHERE customer_id = ? AND token_hash <> ?').run(customerId, hashToken(keepToken));
}
