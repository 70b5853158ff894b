import { parseDate } from '../../../../shared/format/date';
import type { OrderStatus } from '../../../../shared/rules/order-transitions';
import type { Db } from '../../db/open-database';
import { sql } from '../../db/statements';
import type { FieldErrors } from './order-form-input';

// The orders list: filters read from the query string (status, placed from/to as MM/DD/YYYY,
// shipped or not, a search over number, e-mail and name) and one page of matching orders,
// newest first.

export const PAGE_SIZE = 25;
export const STATUSES: OrderStatus[] = ['processing', 'shipped', 'fulfilled', 'cancelled', 'refunded'];

export interface ListFilters {
  status: OrderStatus | '';
  /** as typed (MM/DD/YYYY), for the form to show back */
  from: string;
  to: string;
  shipped: 'yes' | 'no' | '';
  q: string;
  page: number;
}

export interface ListRow {
  id: number;
  number: number;
  placedAt: string;
  status: OrderStatus;
  email: string | null;
  name: string;
  totalCents: number;
  refundedCents: number;
  items: number;
  shipped: boolean;
}

function one(query: Record<string, unknown>, name: string): string {
  const v = query[name];
  return typeof v === 'string' ? v.trim() : '';
}

/** The filters, each bad one left out of the search and named in `errors`. */
export function parseListFilters(query: Record<string, unknown>): { filters: ListFilters; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const status = one(query, 'status');
  const shipped = one(query, 'shipped');
  const from = one(query, 'from');
  const to = one(query, 'to');
  if (status && !(STATUSES as string[]).includes(status)) errors.status = 'Choose a status from the list.';
  if (shipped && shipped !== 'yes' && shipped !== 'no') errors.shipped = 'Choose shipped, not shipped or either.';
  if (from && !parseDate(from)) errors.from = 'Enter a date as MM/DD/YYYY.';
  if (to && !parseDate(to)) errors.to = 'Enter a date as MM/DD/YYYY.';
  if (!errors.from && !errors.to && from && to && parseDate(from)! > parseDate(to)!)
    errors.to = 'The end date comes before the start date.';
  const page = Number(one(query, 'page'));
  return {
    filters: {
      status: errors.status ? '' : (status as OrderStatus | ''),
      from: errors.from ? '' : from,
      to: errors.to ? '' : to,
      shipped: errors.shipped ? '' : (shipped as 'yes' | 'no' | ''),
      q: one(query, 'q').slice(0, 200),
      page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
    },
    errors,
  };
}

const SHIPPED = `(o.status IN ('shipped', 'fulfilled') OR EXISTS (SELECT 1 FROM shipments s WHERE s.order_id = o.id))`;

function where(f: ListFilters): { clause: string; params: (string | number)[] } {
  const parts: string[] = [];
  const params: (string | number)[] = [];
  if (f.status) {
    parts.push('o.status = ?');
    params.push(f.status);
  }
  if (f.from) {
    parts.push('o.placed_at >= ?');
    params.push(parseDate(f.from)!.toISOString());
  }
  if (f.to) {
    // through the end of that day
    parts.push('o.placed_at < ?');
    params.push(new Date(parseDate(f.to)!.getTime() + 86_400_000).toISOString());
  }
  if (f.shipped) parts.push(f.shipped === 'yes' ? SHIPPED : `NOT ${SHIPPED}`);
  if (f.q) {
    const number = /^#?(\d{1,9})$/.exec(f.q)?.[1];
    const like = `%${f.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    parts.push(`(o.number = ? OR COALESCE(o.email, c.email) LIKE ? ESCAPE '\\'
      OR (COALESCE(c.first_name, '') || ' ' || COALESCE(c.last_name, '')) LIKE ? ESCAPE '\\'
      OR (COALESCE(json_extract(o.shipping_address, '$.firstName'), '') || ' ' ||
          COALESCE(json_extract(o.shipping_address, '$.lastName'), '')) LIKE ? ESCAPE '\\')`);
    params.push(number ? Number(number) : -1, like, like, like);
  }
  return { clause: parts.length ? `WHERE ${parts.join(' AND ')}` : '', params };
}

export function listOrders(db: Db, f: ListFilters): { rows: ListRow[]; total: number } {
  const { clause, params } = where(f);
  const from = 'FROM orders o LEFT JOIN customers c ON c.id = o.customer_id';
  const { total } = sql(db, `SELECT COUNT(*) AS total ${from} ${clause}`).get(...params) as { total: number };
  const rows = sql(
    db,
    `SELECT o.id, o.number, o.placed_at, o.status, COALESCE(o.email, c.email) AS email,
       TRIM(COALESCE(c.first_name, json_extract(o.shipping_address, '$.firstName'), '') || ' ' ||
            COALESCE(c.last_name, json_extract(o.shipping_address, '$.lastName'), '')) AS name,
       o.subtotal_cents - o.discount_cents + o.shipping_cents + o.tax_cents AS total_cents,
       (SELECT COALESCE(SUM(amount_cents), 0) FROM refunds r WHERE r.order_id = o.id) AS refunded_cents,
       (SELECT COALESCE(SUM(quantity), 0) FROM order_lines l WHERE l.order_id = o.id) AS items,
       ${SHIPPED} AS shipped
     ${from} ${clause} ORDER BY o.placed_at DESC, o.id DESC LIMIT ? OFFSET ?`,
  ).all(...params, PAGE_SIZE, (f.page - 1) * PAGE_SIZE) as {
    id: number;
    number: number;
    placed_at: string;
    status: OrderStatus;
    email: string | null;
    name: string;
    total_cents: number;
    refunded_cents: number;
    items: number;
    shipped: number;
  }[];
  return {
    total,
    rows: rows.map((r) => ({
      id: r.id,
      number: r.number,
      placedAt: r.placed_at,
      status: r.status,
      email: r.email,
      name: r.name,
      totalCents: r.total_cents,
      refundedCents: r.refunded_cents,
      items: r.items,
      shipped: r.shipped === 1,
    })),
  };
}
