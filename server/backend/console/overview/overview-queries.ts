import type { Db } from '../../db/open-database';
import { sql } from '../../db/statements';

// The Overview's figures, plain SQL over the shop's own tables. Days and weeks are UTC (weeks
// start on Monday), as the stored times are. A cancelled order is neither counted nor earned.

export interface StockLine {
  sku: string;
  product: string;
  handle: string;
  variant: string;
  inventory: number;
}

export interface Overview {
  today: { orders: number; revenueCents: number };
  week: { orders: number; revenueCents: number };
  waitingToShip: number;
  reviewsWaiting: number;
  lowStock: { count: number; first: StockLine[] };
  soldOut: { count: number; first: StockLine[] };
  newsletterThisWeek: number;
}

/** Midnight UTC of `now`'s day, and of the Monday that starts its week. */
export function periodStarts(now: Date): { day: Date; week: Date } {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  return { day, week: new Date(day.getTime() - sinceMonday * 86_400_000) };
}

const LISTED = 8;

function ordersSince(db: Db, since: Date, until: Date) {
  const row = sql(
    db,
    `SELECT COUNT(*) AS orders,
       COALESCE(SUM(subtotal_cents - discount_cents + shipping_cents + tax_cents), 0) AS revenue
     FROM orders WHERE placed_at >= ? AND placed_at <= ? AND status <> 'cancelled'`,
  ).get(since.toISOString(), until.toISOString()) as { orders: number; revenue: number };
  return { orders: row.orders, revenueCents: row.revenue };
}

function stock(db: Db, where: string, ...params: number[]) {
  const { n } = sql(db, `SELECT COUNT(*) AS n FROM variants v WHERE ${where}`).get(...params) as { n: number };
  const first = sql(
    db,
    `SELECT v.sku, p.title AS product, p.handle, v.title AS variant, v.inventory
     FROM variants v JOIN products p ON p.id = v.product_id
     WHERE ${where} ORDER BY v.inventory, p.title, v.position LIMIT ${LISTED}`,
  ).all(...params) as StockLine[];
  return { count: n, first };
}

export function overview(db: Db, now: Date, lowStockThreshold: number): Overview {
  const { day, week } = periodStarts(now);
  const count = (text: string, ...params: string[]) => (sql(db, text).get(...params) as { n: number }).n;
  return {
    today: ordersSince(db, day, now),
    week: ordersSince(db, week, now),
    waitingToShip: count("SELECT COUNT(*) AS n FROM orders WHERE status = 'processing'"),
    reviewsWaiting: count("SELECT COUNT(*) AS n FROM reviews WHERE status = 'pending'"),
    lowStock: stock(db, 'v.inventory > 0 AND v.inventory <= ?', lowStockThreshold),
    soldOut: stock(db, 'v.inventory <= 0'),
    newsletterThisWeek: count(
      'SELECT COUNT(*) AS n FROM newsletter_subscribers WHERE created_at >= ? AND created_at <= ?',
      week.toISOString(),
      now.toISOString(),
    ),
  };
}
