import type { Order } from '../../../shared/contract/models';
import { CARRIER_NAMES, isCarrier, trackingUrl } from '../../../shared/rules/carriers';
import type { Db } from '../db/open-database';
import { dollars } from '../ids';
import { sql } from '../db/statements';

// What happened to a placed order after checkout, as the customer's order page shows it:
// each parcel with its carrier and tracking link, the cancellation and its reason, refunds.
// Staff notes and who acted stay in the console.

export function orderFulfilment(db: Db, orderId: number): Pick<Order, 'shipments' | 'cancellation' | 'refunds'> {
  const shipments = sql(
    db,
    'SELECT id, carrier, tracking_number, shipped_at FROM shipments WHERE order_id = ? ORDER BY id',
  ).all(orderId) as { id: number; carrier: string; tracking_number: string; shipped_at: string }[];
  const items = sql(
    db,
    `SELECT sl.shipment_id, l.title, sl.quantity FROM shipment_lines sl
     JOIN order_lines l ON l.id = sl.order_line_id JOIN shipments s ON s.id = sl.shipment_id
     WHERE s.order_id = ? ORDER BY l.id`,
  ).all(orderId) as { shipment_id: number; title: string; quantity: number }[];
  const cancel = sql(db, 'SELECT cancel_reason, cancelled_at FROM orders WHERE id = ?').get(orderId) as
    { cancel_reason: string | null; cancelled_at: string | null } | undefined;
  const refunds = sql(db, 'SELECT amount_cents, refunded_at FROM refunds WHERE order_id = ? ORDER BY id').all(
    orderId,
  ) as { amount_cents: number; refunded_at: string }[];
  return {
    shipments: shipments.map((s) => {
      const carrier = isCarrier(s.carrier) ? s.carrier : 'other';
      return {
        carrier: CARRIER_NAMES[carrier],
        trackingNumber: s.tracking_number,
        trackingUrl: trackingUrl(carrier, s.tracking_number),
        shippedAt: s.shipped_at,
        items: items.filter((i) => i.shipment_id === s.id).map((i) => ({ title: i.title, quantity: i.quantity })),
      };
    }),
    cancellation:
      cancel?.cancelled_at && cancel.cancel_reason
        ? { reason: cancel.cancel_reason, cancelledAt: cancel.cancelled_at }
        : null,
    refunds: refunds.map((r) => ({ amount: dollars(r.amount_cents), refundedAt: r.refunded_at })),
  };
}
