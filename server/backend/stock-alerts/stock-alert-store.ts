import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/open-database';
import { sql } from '../db/statements';

// The alerts themselves: who waits for which size, in the order they asked. A visitor's alert
// counts once its mailed link is followed; a customer's at once (their address is proven).

/** How long a visitor's confirmation link works. */
export const STOCK_ALERT_LINK_TTL_MS = 7 * 24 * 3600_000;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

export interface AlertSize {
  variantId: number;
  inventory: number;
  handle: string;
  productTitle: string;
  variantTitle: string;
}

/** A size of a product on the shop (active), or null. */
export function sizeOnShop(db: Db, variantId: number): AlertSize | null {
  return (
    (sql(
      db,
      `SELECT v.id AS variantId, v.inventory, p.handle, p.title AS productTitle, v.title AS variantTitle
       FROM variants v JOIN products p ON p.id = v.product_id WHERE v.id = ? AND p.status = 'active'`,
    ).get(variantId) as AlertSize | undefined) ?? null
  );
}

/** A signed-in customer's alert: confirmed now, keeping its place in the queue when it was there. */
export function subscribeCustomer(db: Db, variantId: number, customerId: number, email: string, now: Date): void {
  sql(
    db,
    `INSERT INTO stock_alerts (variant_id, email, customer_id, created_at, confirmed_at) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (variant_id, email) DO UPDATE SET customer_id = excluded.customer_id,
       confirmed_at = COALESCE(stock_alerts.confirmed_at, excluded.confirmed_at), token_hash = NULL, token_expires_at = NULL`,
  ).run(variantId, email, customerId, now.toISOString(), now.toISOString());
}

/**
 * A visitor's alert, pending until its link is followed: answers the token to mail, or null
 * when the address already waits for this size (confirmed): nothing is sent then.
 */
export function subscribeVisitor(db: Db, variantId: number, email: string, now: Date): string | null {
  return db.transaction(() => {
    const row = sql(db, 'SELECT id, confirmed_at FROM stock_alerts WHERE variant_id = ? AND email = ?').get(
      variantId,
      email,
    ) as { id: number; confirmed_at: string | null } | undefined;
    if (row?.confirmed_at) return null;
    const token = randomBytes(24).toString('base64url');
    const expires = new Date(now.getTime() + STOCK_ALERT_LINK_TTL_MS).toISOString();
    if (row) {
      sql(db, 'UPDATE stock_alerts SET token_hash = ?, token_expires_at = ? WHERE id = ?').run(
        hashToken(token),
        expires,
        row.id,
      );
    } else {
      sql(
        db,
        `INSERT INTO stock_alerts (variant_id, email, created_at, token_hash, token_expires_at) VALUES (?, ?, ?, ?, ?)`,
      ).run(variantId, email, now.toISOString(), hashToken(token), expires);
    }
    return token;
  })();
}

/** Confirms the alert of a live link; answers its product's handle, or null. */
export function confirmAlert(db: Db, token: string, now: Date): string | null {
  const at = now.toISOString();
  const row = sql(
    db,
    `UPDATE stock_alerts SET confirmed_at = ?, token_hash = NULL, token_expires_at = NULL
     WHERE token_hash = ? AND token_expires_at > ? AND confirmed_at IS NULL RETURNING variant_id`,
  ).get(at, hashToken(token), at) as { variant_id: number } | undefined;
  if (!row) return null;
  const { handle } = sql(
    db,
    'SELECT p.handle FROM variants v JOIN products p ON p.id = v.product_id WHERE v.id = ?',
  ).get(row.variant_id) as { handle: string };
  return handle;
}

export interface CustomerAlertRow {
  id: number;
  handle: string;
  productTitle: string;
  variantId: number;
  variantTitle: string;
  createdAt: string;
  inventory: number;
}

/** The customer's waiting alerts (made signed in, or confirmed from their address), oldest first. */
export function alertsOf(db: Db, customerId: number): CustomerAlertRow[] {
  return sql(
    db,
    `SELECT a.id, p.handle, p.title AS productTitle, v.id AS variantId, v.title AS variantTitle,
            a.created_at AS createdAt, v.inventory
     FROM stock_alerts a JOIN variants v ON v.id = a.variant_id JOIN products p ON p.id = v.product_id
     WHERE a.confirmed_at IS NOT NULL
       AND (a.customer_id = ? OR a.email = (SELECT email FROM customers WHERE id = ?))
     ORDER BY a.created_at, a.id`,
  ).all(customerId, customerId) as CustomerAlertRow[];
}

/** Removes one of the customer's alerts; false when it is not theirs (or gone). */
export function removeAlert(db: Db, customerId: number, alertId: number): boolean {
  return (
    sql(
      db,
      `DELETE FROM stock_alerts WHERE id = ?
       AND (customer_id = ? OR email = (SELECT email FROM customers WHERE id = ?))`,
    ).run(alertId, customerId, customerId).changes === 1
  );
}

/** Every alert of the address, waiting or pending, ends (the mail's unsubscribe link). */
export function unsubscribeAddress(db: Db, email: string): number {
  return sql(db, 'DELETE FROM stock_alerts WHERE email = ? COLLATE NOCASE').run(email).changes;
}

/** Pending alerts whose link expired unconfirmed are dropped: they would never be mailed. */
export function dropExpiredPending(db: Db, now: Date): number {
  return sql(db, 'DELETE FROM stock_alerts WHERE confirmed_at IS NULL AND token_expires_at <= ?').run(now.toISOString())
    .changes;
}
