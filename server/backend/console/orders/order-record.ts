import type { Address } from '../../../../shared/contract/models';
import { isCarrier, trackingUrl, type Carrier } from '../../../../shared/rules/carriers';
import type { OrderFacts, OrderStatus } from '../../../../shared/rules/order-transitions';
import type { Db } from '../../db/open-database';
import { parseJson, sql } from '../../db/statements';

// One order as the console and its operations see it: lines with what shipped and was refunded
// of each, shipments, refunds, cancellation, notes and history, and the version its next change
// must name.

export interface RecordLine {
  id: number;
  handle: string;
  title: string;
  variantTitle: string;
  sku: string;
  quantity: number;
  priceCents: number;
  shipped: number;
  refunded: number;
}

export interface Shipment {
  id: number;
  carrier: Carrier;
  trackingNumber: string;
  trackingUrl: string | null;
  shippedAt: string;
  lines: { lineId: number; quantity: number }[];
}

export interface Refund {
  id: number;
  amountCents: number;
  reason: string | null;
  refundedAt: string;
  lines: { lineId: number; quantity: number }[];
}

export interface OrderRecord extends OrderFacts {
  id: number;
  number: number;
  version: number;
  placedAt: string;
  status: OrderStatus;
  customerId: number | null;
  email: string | null;
  customerName: string | null;
  discountCode: string | null;
  shippingMethod: string | null;
  last4: string | null;
  shippingAddress: Partial<Address> | null;
  billingAddress: Partial<Address> | null;
  cancelReason: string | null;
  cancelledAt: string | null;
  lines: RecordLine[];
  shipments: Shipment[];
  refunds: Refund[];
  notes: { id: number; staffEmail: string; body: string; createdAt: string }[];
  events: { kind: string; summary: string; staffEmail: string | null; createdAt: string }[];
}

interface OrderRow {
  id: number;
  number: number;
  version: number;
  placed_at: string;
  status: OrderStatus;
  customer_id: number | null;
  email: string | null;
  first_name: string | null;
  last_name: string | null;
  subtotal_cents: number;
  discount_cents: number;
  discount_code: string | null;
  shipping_cents: number;
  tax_cents: number;
  shipping_method: string | null;
  payment_last4: string | null;
  shipping_address: string | null;
  billing_address: string | null;
  cancel_reason: string | null;
  cancelled_at: string | null;
}

type LineQty = { parent: number; order_line_id: number; quantity: number };

function linesOf(rows: LineQty[], parent: number) {
  return rows.filter((r) => r.parent === parent).map((r) => ({ lineId: r.order_line_id, quantity: r.quantity }));
}

function sum(rows: LineQty[], lineId: number): number {
  return rows.filter((r) => r.order_line_id === lineId).reduce((s, r) => s + r.quantity, 0);
}

/** Customer orders carry the account's e-mail; a guest's the one given at checkout. */
const ORDER_SELECT = `SELECT o.*, COALESCE(o.email, c.email) AS email, c.first_name, c.last_name
  FROM orders o LEFT JOIN customers c ON c.id = o.customer_id`;

export function orderIdByNumber(db: Db, number: number): number | null {
  const row = sql(db, 'SELECT id FROM orders WHERE number = ?').get(number) as { id: number } | undefined;
  return row?.id ?? null;
}

export function loadOrderRecord(db: Db, id: number): OrderRecord | null {
  const r = sql(db, `${ORDER_SELECT} WHERE o.id = ?`).get(id) as OrderRow | undefined;
  if (!r) return null;
  const lineRows = sql(
    db,
    'SELECT id, handle, title, variant_title, sku, quantity, price_cents FROM order_lines WHERE order_id = ? ORDER BY id',
  ).all(id) as {
    id: number;
    handle: string;
    title: string;
    variant_title: string;
    sku: string;
    quantity: number;
    price_cents: number;
  }[];
  const shipmentRows = sql(
    db,
    'SELECT id, carrier, tracking_number, shipped_at FROM shipments WHERE order_id = ? ORDER BY id',
  ).all(id) as { id: number; carrier: string; tracking_number: string; shipped_at: string }[];
  const shippedRows = sql(
    db,
    `SELECT sl.shipment_id AS parent, sl.order_line_id, sl.quantity FROM shipment_lines sl
     JOIN shipments s ON s.id = sl.shipment_id WHERE s.order_id = ?`,
  ).all(id) as LineQty[];
  const refundRows = sql(
    db,
    'SELECT id, amount_cents, reason, refunded_at FROM refunds WHERE order_id = ? ORDER BY id',
  ).all(id) as { id: number; amount_cents: number; reason: string | null; refunded_at: string }[];
  const refundedRows = sql(
    db,
    `SELECT rl.refund_id AS parent, rl.order_line_id, rl.quantity FROM refund_lines rl
     JOIN refunds f ON f.id = rl.refund_id WHERE f.order_id = ?`,
  ).all(id) as LineQty[];
  const notes = sql(db, 'SELECT id, staff_email, body, created_at FROM order_notes WHERE order_id = ? ORDER BY id').all(
    id,
  ) as { id: number; staff_email: string; body: string; created_at: string }[];
  const events = sql(
    db,
    'SELECT kind, summary, staff_email, created_at FROM order_events WHERE order_id = ? ORDER BY id',
  ).all(id) as { kind: string; summary: string; staff_email: string | null; created_at: string }[];

  const name = [r.first_name, r.last_name].filter(Boolean).join(' ');
  const shippingAddress = parseJson<Partial<Address> | null>(r.shipping_address, null);
  return {
    id: r.id,
    number: r.number,
    version: r.version,
    placedAt: r.placed_at,
    status: r.status,
    customerId: r.customer_id,
    email: r.email,
    customerName: name || [shippingAddress?.firstName, shippingAddress?.lastName].filter(Boolean).join(' ') || null,
    subtotalCents: r.subtotal_cents,
    discountCents: r.discount_cents,
    discountCode: r.discount_code,
    shippingCents: r.shipping_cents,
    taxCents: r.tax_cents,
    shippingMethod: r.shipping_method,
    last4: r.payment_last4,
    shippingAddress,
    billingAddress: parseJson<Partial<Address> | null>(r.billing_address, null),
    cancelReason: r.cancel_reason,
    cancelledAt: r.cancelled_at,
    refundedCents: refundRows.reduce((s, f) => s + f.amount_cents, 0),
    lines: lineRows.map((l) => ({
      id: l.id,
      handle: l.handle,
      title: l.title,
      variantTitle: l.variant_title,
      sku: l.sku,
      quantity: l.quantity,
      priceCents: l.price_cents,
      shipped: sum(shippedRows, l.id),
      refunded: sum(refundedRows, l.id),
    })),
    shipments: shipmentRows.map((s) => {
      const carrier = isCarrier(s.carrier) ? s.carrier : 'other';
      return {
        id: s.id,
        carrier,
        trackingNumber: s.tracking_number,
        trackingUrl: trackingUrl(carrier, s.tracking_number),
        shippedAt: s.shipped_at,
        lines: linesOf(shippedRows, s.id),
      };
    }),
    refunds: refundRows.map((f) => ({
      id: f.id,
      amountCents: f.amount_cents,
      reason: f.reason,
      refundedAt: f.refunded_at,
      lines: linesOf(refundedRows, f.id),
    })),
    notes: notes.map((n) => ({ id: n.id, staffEmail: n.staff_email, body: n.body, createdAt: n.created_at })),
    events: events.map((e) => ({
      kind: e.kind,
      summary: e.summary,
      staffEmail: e.staff_email,
      createdAt: e.created_at,
    })),
  };
}

/** The part of an order the audit trail keeps before and after a change. */
export function auditView(o: OrderRecord) {
  return {
    number: o.number,
    version: o.version,
    status: o.status,
    refundedCents: o.refundedCents,
    cancelReason: o.cancelReason,
    lines: o.lines.map((l) => ({
      id: l.id,
      sku: l.sku,
      quantity: l.quantity,
      shipped: l.shipped,
      refunded: l.refunded,
    })),
    shipments: o.shipments.map((s) => ({ carrier: s.carrier, trackingNumber: s.trackingNumber, lines: s.lines })),
  };
}
