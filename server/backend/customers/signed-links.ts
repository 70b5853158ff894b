import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/open-database';
import { sql } from '../db/statements';

// Password-reset and activation links: `${siteUrl}/account/resetPassword?id=..&token=..&expires=..&signature=..`.
// The HMAC proves the backend made the link; the nonce row makes it single-use.

export type LinkPurpose = 'reset' | 'activate';

const PATHS: Record<LinkPurpose, string> = { reset: '/account/resetPassword', activate: '/account/activateAccount' };
export const LINK_TTL_MS: Record<LinkPurpose, number> = { reset: 24 * 3600_000, activate: 30 * 24 * 3600_000 };

function sign(secret: string, purpose: LinkPurpose, customerId: number, nonce: string, expires: number): string {
  return createHmac('sha256', secret).update(`${purpose}:${customerId}:${nonce}:${expires}`).digest('base64url');
}

/** Records a new nonce and returns the full link. Call inside the caller's transaction. */
export function issueLink(
  db: Db,
  o: { secret: string; siteUrl: string; purpose: LinkPurpose; customerId: number; now: Date },
): string {
  const nonce = randomBytes(18).toString('base64url');
  const expires = o.now.getTime() + LINK_TTL_MS[o.purpose];
  sql(db, 'INSERT INTO customer_tokens (nonce, customer_id, purpose, expires_at) VALUES (?, ?, ?, ?)').run(
    nonce,
    o.customerId,
    o.purpose,
    new Date(expires).toISOString(),
  );
  const params = new URLSearchParams({
    id: String(o.customerId),
    token: nonce,
    expires: String(expires),
    signature: sign(o.secret, o.purpose, o.customerId, nonce, expires),
  });
  return `${o.siteUrl}${PATHS[o.purpose]}?${params}`;
}

/**
 * The customer a link is valid for, or null. The host is not checked (the same link works
 * through any replica or domain), the path, signature, expiry and unused nonce are.
 */
export function verifyLink(
  db: Db,
  o: { secret: string; purpose: LinkPurpose; url: string; now: Date },
): { customerId: number; nonce: string } | null {
  let url: URL;
  try {
    url = new URL(o.url);
  } catch {
    return null;
  }
  if (!url.pathname.endsWith(PATHS[o.purpose])) return null;
  const q = url.searchParams;
  const customerId = Number(q.get('id'));
  const nonce = q.get('token') ?? '';
  const expires = Number(q.get('expires'));
  const given = Buffer.from(q.get('signature') ?? '');
  if (!Number.isSafeInteger(customerId) || !nonce || !Number.isFinite(expires)) return null;
  const expected = Buffer.from(sign(o.secret, o.purpose, customerId, nonce, expires));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  if (expires <= o.now.getTime()) return null;
  const row = sql(db, 'SELECT used_at FROM customer_tokens WHERE nonce = ? AND customer_id = ? AND purpose = ?').get(
    nonce,
    customerId,
    o.purpose,
  ) as { used_at: string | null } | undefined;
  if (!row || row.used_at) return null;
  return { customerId, nonce };
}

export function markLinkUsed(db: Db, nonce: string, now: Date) {
  sql(db, 'UPDATE customer_tokens SET used_at = ? WHERE nonce = ?').run(now.toISOString(), nonce);
}
