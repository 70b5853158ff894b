import type { Tag } from '../../../../shared/contract/change-tags';
import { createChangeEvents } from '../../changes/change-events';
import type { OutboxMail } from '../../customers/outbox';
import type { Db } from '../../db/open-database';
import { sql } from '../../db/statements';
import { createTestBackend, TEST_SITE } from '../../test-fixtures/test-backend';
import type { SignedInStaff } from '../console-feature';
import type { Role } from '../permissions';
import type { OperationEnv } from './order-operations';

// Test-only: a seeded store with a staff member and orders placed as checkout places them
// (status processing, stock taken from the variants), for the order operations' and routes' tests.

export const NOW = new Date('2025-06-20T15:00:00.000Z');

export function addStaff(db: Db, email: string, role: Role): SignedInStaff {
  const id = Number(
    sql(db, 'INSERT INTO staff (email, role, created_at) VALUES (?, ?, ?)').run(email, role, NOW.toISOString())
      .lastInsertRowid,
  );
  return { id, email, role, csrfToken: `csrf-${id}` };
}

export interface PlacedLine {
  sku: string;
  quantity: number;
  /** 0 for a free gift */
  priceCents?: number;
}

/** An order of the demo customer (or a guest) as checkout leaves it; answers its id. */
export function placeOrderRow(
  db: Db,
  number: number,
  lines: PlacedLine[],
  opts: { guestEmail?: string; discountCents?: number; shippingCents?: number; taxCents?: number } = {},
): number {
  const priced = lines.map((l) => {
    const v = sql(
      db,
      'SELECT v.title AS variant_title, v.price_cents, p.title, p.handle FROM variants v JOIN products p ON p.id = v.product_id WHERE v.sku = ?',
    ).get(l.sku) as { variant_title: string; price_cents: number; title: string; handle: string };
    return { ...l, ...v, price_cents: l.priceCents ?? v.price_cents };
  });
  const subtotal = priced.reduce((s, l) => s + l.price_cents * l.quantity, 0);
  const address = {
    id: `gid://shopify/MailingAddress/order-${number}`,
    firstName: 'Gia',
    lastName: 'Guest',
    company: '',
    address1: '5 Pine St',
    address2: '',
    city: 'Seattle',
    provinceCode: 'WA',
    zip: '98101',
    country: 'US',
    phone: '',
  };
  const id = Number(
    sql(
      db,
      `INSERT INTO orders (customer_id, number, placed_at, status, subtotal_cents, discount_cents, shipping_cents, tax_cents,
        shipping_address, billing_address, email, payment_last4)
       VALUES (?, ?, ?, 'processing', ?, ?, ?, ?, ?, ?, ?, '4242')`,
    ).run(
      opts.guestEmail ? null : 1,
      number,
      NOW.toISOString(),
      subtotal,
      opts.discountCents ?? 0,
      opts.shippingCents ?? 500,
      opts.taxCents ?? 0,
      JSON.stringify(address),
      JSON.stringify(address),
      opts.guestEmail ?? null,
    ).lastInsertRowid,
  );
  for (const l of priced) {
    sql(
      db,
      'INSERT INTO order_lines (order_id, handle, title, variant_title, sku, quantity, price_cents) VALUES (?, ?, ?, ?, ?, ?, ?)',
    ).run(id, l.handle, l.title, l.variant_title, l.sku, l.quantity, l.price_cents);
    sql(db, 'UPDATE variants SET inventory = inventory - ? WHERE sku = ?').run(l.quantity, l.sku);
  }
  return id;
}

export function inventoryOf(db: Db, sku: string): number {
  return (sql(db, 'SELECT inventory FROM variants WHERE sku = ?').get(sku) as { inventory: number }).inventory;
}

export function lineIds(db: Db, orderId: number): number[] {
  return (sql(db, 'SELECT id FROM order_lines WHERE order_id = ? ORDER BY id').all(orderId) as { id: number }[]).map(
    (r) => r.id,
  );
}

export function auditRows(db: Db, number: number) {
  return (
    sql(db, "SELECT * FROM audit_log WHERE entity = 'order' AND entity_id = ? ORDER BY id").all(String(number)) as {
      action: string;
      staff_email: string;
      before_json: string | null;
      after_json: string | null;
      reason: string | null;
    }[]
  ).map((r) => ({
    action: r.action,
    staffEmail: r.staff_email,
    before: r.before_json ? (JSON.parse(r.before_json) as Record<string, unknown>) : null,
    after: r.after_json ? (JSON.parse(r.after_json) as Record<string, unknown>) : null,
    reason: r.reason,
  }));
}

export function outbox(db: Db) {
  return sql(db, 'SELECT recipient, subject, body FROM emails ORDER BY id').all() as OutboxMail[];
}

/** An operation environment on `db` that records the tags emitted and the mails heard of. */
export function operationEnv(db: Db, actor: SignedInStaff) {
  const changes = createChangeEvents();
  const emitted: Tag[][] = [];
  changes.on((tags) => emitted.push([...tags]));
  const mailed: OutboxMail[] = [];
  const env: OperationEnv = { db, now: NOW, actor, siteUrl: TEST_SITE, changes, onMail: (m) => mailed.push(m) };
  return { env, emitted, mailed };
}

/** A store, a fulfilment staff member and an operation environment that records tags and mails. */
export function orderStore() {
  const { db, ...backend } = createTestBackend();
  const staff = addStaff(db, 'fran@shop.test', 'fulfilment');
  return { db, backend, staff, ...operationEnv(db, staff) };
}
