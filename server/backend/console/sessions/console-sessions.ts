import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/open-database';
import { sql } from '../../db/statements';
import type { Role } from '../permissions';
import { hashToken } from '../staff/one-time-links';

// Console sessions: a random token in the console's own cookie, only its hash in the store, so a
// copy of the database signs nobody in. Eight hours from sign-in, whatever the activity; revoked
// on sign-out, on a password change and when the person is disabled. Each carries the CSRF
// token its forms must send back. `verified` is 0 between the password and the second factor.

export const SESSION_COOKIE = 'console_session';
export const SESSION_LIFETIME_MS = 8 * 60 * 60 * 1000;

export interface ConsoleSession {
  tokenHash: string;
  staffId: number;
  email: string;
  role: Role;
  csrfToken: string;
  verified: boolean;
  hasSecondFactor: boolean;
}

export function createSession(db: Db, staffId: number, verified: boolean, now: Date): string {
  const token = randomBytes(32).toString('base64url');
  sql(
    db,
    `INSERT INTO staff_sessions (token_hash, staff_id, csrf_token, verified, created_at, expires_at)
     VALUES (?, ?, ?, ?, ?, ?)`,
  ).run(
    hashToken(token),
    staffId,
    randomBytes(24).toString('base64url'),
    verified ? 1 : 0,
    now.toISOString(),
    new Date(now.getTime() + SESSION_LIFETIME_MS).toISOString(),
  );
  return token;
}

/** The live session a cookie names: not expired, its staff member enabled and with a password. */
export function findSession(db: Db, token: string | undefined, now: Date): ConsoleSession | null {
  if (!token || token.length > 100) return null;
  const row = sql(
    db,
    `SELECT s.token_hash, s.staff_id, s.csrf_token, s.verified, st.email, st.role, st.totp_secret
     FROM staff_sessions s JOIN staff st ON st.id = s.staff_id
     WHERE s.token_hash = ? AND s.expires_at > ? AND st.disabled_at IS NULL AND st.password_hash IS NOT NULL`,
  ).get(hashToken(token), now.toISOString()) as
    | {
        token_hash: string;
        staff_id: number;
        csrf_token: string;
        verified: number;
        email: string;
        role: Role;
        totp_secret: string | null;
      }
    | undefined;
  if (!row) return null;
  return {
    tokenHash: row.token_hash,
    staffId: row.staff_id,
    email: row.email,
    role: row.role,
    csrfToken: row.csrf_token,
    verified: row.verified === 1,
    hasSecondFactor: row.totp_secret !== null,
  };
}

export function revokeSession(db: Db, tokenHash: string): void {
  sql(db, 'DELETE FROM staff_sessions WHERE token_hash = ?').run(tokenHash);
}

export function revokeAllSessions(db: Db, staffId: number): void {
  sql(db, 'DELETE FROM staff_sessions WHERE staff_id = ?').run(staffId);
}

/** Expired rows are dropped now and then so the table stays small. */
export function dropExpiredSessions(db: Db, now: Date): void {
  sql(db, 'DELETE FROM staff_sessions WHERE expires_at <= ?').run(now.toISOString());
}
