import { queueEmail, type MailListener } from '../customers/outbox';
import type { Db } from '../db/open-database';
import { sql } from '../db/statements';
import { productSizeLink, stockAlertUnsubscribeLink } from './stock-alert-links';
import { batchLimit, NEXT_BATCH_MS } from './restock-batch';
import { dropExpiredPending } from './stock-alert-store';

// When a size comes back on sale (ConsoleDeps.onBackInStock: the stock screen, a CSV stock
// update, an order cancelled, a product saved or imported), its confirmed subscribers are
// mailed in the order they asked, at most quantity × factor at once; the rest an hour later,
// batch by batch, while the size is still in stock. Each alert is deleted with its mail in
// one transaction, so nobody is mailed twice for one restock.

export interface RestockDeps {
  db: Db;
  now: () => Date;
  siteUrl: string;
  secret: string;
  /** BACK_IN_STOCK_FACTOR */
  factor: number;
  onMail?: MailListener | undefined;
}

interface SizeRow {
  inventory: number;
  handle: string;
  productTitle: string;
  variantTitle: string;
  status: string;
}

export const backInStockSubject = (product: string, size: string) => `Back in stock: ${product}, ${size}`;

function mailBody(deps: RestockDeps, size: SizeRow, variantId: number, email: string): string {
  return [
    `Good news: ${size.productTitle} in ${size.variantTitle} is back in stock.`,
    '',
    `Get it here: ${productSizeLink(deps.siteUrl, size.handle, variantId)}`,
    '',
    'We send this alert once. If it sells out again before you get there, ask for a new one on the product page.',
    '',
    `Stop all stock alerts to this address: ${stockAlertUnsubscribeLink(deps.secret, deps.siteUrl, email)}`,
  ].join('\n');
}

/** One batch for a size: answers the number of mails queued. */
export function sendBatch(deps: RestockDeps, variantId: number): number {
  const { db } = deps;
  const now = deps.now();
  return db.transaction(() => {
    const size = sql(
      db,
      `SELECT v.inventory, p.handle, p.title AS productTitle, v.title AS variantTitle, p.status
       FROM variants v JOIN products p ON p.id = v.product_id WHERE v.id = ?`,
    ).get(variantId) as SizeRow | undefined;
    const limit = size && size.status === 'active' ? batchLimit(size.inventory, deps.factor) : 0;
    if (!size || limit === 0) {
      // sold out again (or off the shop): the rest wait for the next restock
      sql(db, 'DELETE FROM stock_restocks WHERE variant_id = ?').run(variantId);
      return 0;
    }
    const alerts = sql(
      db,
      `SELECT id, email FROM stock_alerts WHERE variant_id = ? AND confirmed_at IS NOT NULL
       ORDER BY created_at, id LIMIT ?`,
    ).all(variantId, limit) as { id: number; email: string }[];
    const drop = sql(db, 'DELETE FROM stock_alerts WHERE id = ?');
    for (const a of alerts) {
      queueEmail(
        db,
        a.email,
        backInStockSubject(size.productTitle, size.variantTitle),
        mailBody(deps, size, variantId, a.email),
        now,
        deps.onMail,
      );
      drop.run(a.id);
    }
    const { left } = sql(
      db,
      'SELECT COUNT(*) AS left FROM stock_alerts WHERE variant_id = ? AND confirmed_at IS NOT NULL',
    ).get(variantId) as { left: number };
    if (left > 0) {
      sql(
        db,
        `INSERT INTO stock_restocks (variant_id, started_at, next_batch_at) VALUES (?, ?, ?)
         ON CONFLICT (variant_id) DO UPDATE SET next_batch_at = excluded.next_batch_at`,
      ).run(variantId, now.toISOString(), new Date(now.getTime() + NEXT_BATCH_MS).toISOString());
    } else {
      sql(db, 'DELETE FROM stock_restocks WHERE variant_id = ?').run(variantId);
    }
    return alerts.length;
  })();
}

/** Sizes back on sale: each starts a restock (a new one replaces a batch still waiting) with a first batch now. */
export function restocked(deps: RestockDeps, variants: readonly { sku: string }[]): number {
  let sent = 0;
  for (const { sku } of variants) {
    const row = sql(deps.db, 'SELECT id FROM variants WHERE sku = ?').get(sku) as { id: number } | undefined;
    if (!row) continue;
    sql(deps.db, 'DELETE FROM stock_restocks WHERE variant_id = ?').run(row.id);
    sent += sendBatch(deps, row.id);
  }
  return sent;
}

/** The batches whose hour has come (and expired pending alerts dropped); answers the mails queued. */
export function sendDueBatches(deps: RestockDeps, max = 100): number {
  const now = deps.now();
  dropExpiredPending(deps.db, now);
  const due = sql(
    deps.db,
    'SELECT variant_id AS id FROM stock_restocks WHERE next_batch_at <= ? ORDER BY next_batch_at LIMIT ?',
  ).all(now.toISOString(), max) as { id: number }[];
  let sent = 0;
  for (const { id } of due) sent += sendBatch(deps, id);
  return sent;
}

/** The hourly batches' timer: checks every minute (bounded work each time), unref'd, stopped by the answer. */
export function startRestockSchedule(deps: RestockDeps, everyMs = 60_000): () => void {
  const tick = () => {
    try {
      sendDueBatches(deps);
    } catch (err) {
      // a failed round is tried again at the next; the process goes on serving
      console.error('[back-in-stock]', err);
    }
  };
  const timer = setInterval(tick, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
