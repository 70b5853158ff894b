import type { Db } from '../../db/open-database';
import { sql } from '../../db/statements';

// What the Customers and Newsletter screens read (read-only): customers found by e-mail or name
// with how many orders each placed; one customer's orders, subscriptions and addresses; the
// newsletter's confirmed subscribers with when and where they consented.

export const CUSTOMER_PAGE_SIZE = 50;

export interface CustomerHit {
  id: number;
  email: string;
  name: string;
  activated: boolean;
  orders: number;
  createdAt: string;
}

const likeOf = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function searchCustomers(db: Db, q: string): CustomerHit[] {
  const text = q.trim();
  const like = likeOf(text);
  const rows = sql(
    db,
    `SELECT c.id, c.email, trim(c.first_name || ' ' || c.last_name) AS name, c.password_hash IS NOT NULL AS activated,
            c.created_at, (SELECT COUNT(*) FROM orders o WHERE o.customer_id = c.id) AS orders
     FROM customers c
     WHERE ? = '' OR c.email LIKE ? ESCAPE '\\' OR (c.first_name || ' ' || c.last_name) LIKE ? ESCAPE '\\'
     ORDER BY c.created_at DESC, c.id DESC LIMIT ?`,
  ).all(text, like, like, CUSTOMER_PAGE_SIZE) as {
    id: number;
    email: string;
    name: string;
    activated: number;
    created_at: string;
    orders: number;
  }[];
  return rows.map((r) => ({
    id: r.id,
    email: r.email,
    name: r.name,
    activated: r.activated === 1,
    orders: r.orders,
    createdAt: r.created_at,
  }));
}

export interface CustomerDetail extends CustomerHit {
  disabledAt: string | null;
  phone: string | null;
  acceptsMarketing: boolean;
  orderList: { number: number; placedAt: string; status: string; totalCents: number }[];
  subscriptions: { id: string; handle: string; sku: string; status: string; nextDelivery: string }[];
  addresses: { id: number; lines: string[]; isDefault: boolean }[];
}

export function customerDetail(db: Db, id: number): CustomerDetail | null {
  const c = sql(db, 'SELECT * FROM customers WHERE id = ?').get(id) as
    | {
        id: number;
        email: string;
        first_name: string;
        last_name: string;
        phone: string | null;
        accepts_marketing: number;
        password_hash: string | null;
        default_address_id: number | null;
        created_at: string;
        disabled_at: string | null;
      }
    | undefined;
  if (!c) return null;
  const orderList = (
    sql(
      db,
      `SELECT number, placed_at, status, subtotal_cents - discount_cents + shipping_cents + tax_cents AS total
       FROM orders WHERE customer_id = ? ORDER BY placed_at DESC`,
    ).all(id) as { number: number; placed_at: string; status: string; total: number }[]
  ).map((o) => ({ number: o.number, placedAt: o.placed_at, status: o.status, totalCents: o.total }));
  const subscriptions = (
    sql(db, 'SELECT id, handle, sku, status, next_delivery FROM subscriptions WHERE customer_id = ? ORDER BY id').all(
      id,
    ) as { id: string; handle: string; sku: string; status: string; next_delivery: string }[]
  ).map((s) => ({ id: s.id, handle: s.handle, sku: s.sku, status: s.status, nextDelivery: s.next_delivery }));
  const addresses = (
    sql(db, 'SELECT * FROM addresses WHERE customer_id = ? ORDER BY id').all(id) as Record<string, string | number>[]
  ).map((a) => ({
    id: Number(a.id),
    isDefault: a.id === c.default_address_id,
    lines: [
      `${a.first_name} ${a.last_name}`.trim(),
      String(a.company),
      String(a.address1),
      String(a.address2),
      `${a.city}, ${a.province_code} ${a.zip}`,
      String(a.country),
      String(a.phone),
    ].filter((l) => l.trim() !== ''),
  }));
  return {
    id: c.id,
    email: c.email,
    name: `${c.first_name} ${c.last_name}`.trim(),
    activated: c.password_hash !== null,
    orders: orderList.length,
    createdAt: c.created_at,
    disabledAt: c.disabled_at,
    phone: c.phone,
    acceptsMarketing: c.accepts_marketing === 1,
    orderList,
    subscriptions,
    addresses,
  };
}

export interface Subscriber {
  email: string;
  consentAt: string;
  formLocation: string;
  confirmedAt: string;
}

/** Confirmed subscribers only (a pending sign-up has not proven the address), newest first. */
export function confirmedSubscribers(db: Db): Subscriber[] {
  return (
    sql(
      db,
      `SELECT email, consent_at, form_location, confirmed_at FROM newsletter_subscribers
       WHERE confirmed_at IS NOT NULL ORDER BY confirmed_at DESC, id DESC`,
    ).all() as { email: string; consent_at: string; form_location: string; confirmed_at: string }[]
  ).map((s) => ({
    email: s.email,
    consentAt: s.consent_at,
    formLocation: s.form_location,
    confirmedAt: s.confirmed_at,
  }));
}

/** A CSV cell: quoted when it must be, and never read as a formula by a spreadsheet. */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** With each subscriber's own leave link, for the mailing tool to put in every newsletter. */
export function subscribersCsv(rows: readonly Subscriber[], unsubscribeUrl: (email: string) => string): string {
  const lines = [['email', 'consent_at', 'form_location', 'confirmed_at', 'unsubscribe_url'].join(',')];
  for (const r of rows)
    lines.push([r.email, r.consentAt, r.formLocation, r.confirmedAt, unsubscribeUrl(r.email)].map(csvCell).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
