import { PRODUCTS_TAG, productTag, type Tag } from '../../../../shared/contract/change-tags';
import { CARRIER_NAMES, type Carrier } from '../../../../shared/rules/carriers';
import { formatMoney } from '../../../../shared/format/money';
import {
  checkCancel,
  checkRefund,
  checkShipment,
  type LineQuantity,
  type OrderStatus,
  type RefundRequest,
} from '../../../../shared/rules/order-transitions';
import type { ChangeEvents } from '../../changes/change-events';
import type { ConsoleDeps } from '../console-feature';
import { queueEmail, type MailListener, type OutboxMail } from '../../customers/outbox';
import type { Db } from '../../db/open-database';
import { sql } from '../../db/statements';
import { recordAudit, type Actor } from '../audit/audit-trail';
import { cancelledMail, refundedMail, shippedMail, type Mail } from './order-emails';
import { auditView, loadOrderRecord, type OrderRecord } from './order-record';

// Ship, cancel, refund and note: each ONE write transaction (BEGIN IMMEDIATE) that re-reads the
// order, refuses a stale version (someone acted on it since the page was drawn), checks the
// transition rules again whatever the page offered, writes, bumps the version with
// `UPDATE … WHERE id = ? AND version = ?`, records the audit entry and queues the customer's
// mail. Change events and mail listeners hear of it only after the commit.

export interface OperationEnv {
  db: Db;
  now: Date;
  actor: Actor;
  siteUrl: string;
  changes: ChangeEvents;
  onMail?: MailListener | undefined;
  /** told after the commit of the variants a cancel put back on sale (they were sold out) */
  onBackInStock?: ConsoleDeps['onBackInStock'];
}

export const CONFLICT_MESSAGE =
  'Someone else changed this order while you were looking at it. Nothing was done: here it is as it is now; check it and try again.';

export type OperationResult =
  | { kind: 'done'; order: OrderRecord }
  | { kind: 'refused'; message: string; order: OrderRecord }
  | { kind: 'conflict'; message: string; order: OrderRecord }
  | { kind: 'missing' };

interface Written {
  mail?: Mail;
  tags?: Tag[];
  backInStock?: BackInStock[];
}

type BackInStock = { sku: string; handle: string; quantity: number };

class Refused extends Error {}
class Conflict extends Error {}

function run(
  env: OperationEnv,
  orderId: number,
  version: number | null,
  action: string,
  change: (o: OrderRecord) => { written: Written; reason?: string | null },
): OperationResult {
  const { db } = env;
  let mail: OutboxMail | null = null;
  let tags: Tag[] = [];
  let backInStock: BackInStock[] = [];
  const tx = db.transaction((): OperationResult => {
    const before = loadOrderRecord(db, orderId);
    if (!before) return { kind: 'missing' };
    if (version !== null && version !== before.version) throw new Conflict();
    const { written, reason } = change(before);
    if (version !== null) {
      const bumped = sql(db, 'UPDATE orders SET version = version + 1 WHERE id = ? AND version = ?').run(
        orderId,
        version,
      );
      if (bumped.changes !== 1) throw new Conflict();
    }
    const after = loadOrderRecord(db, orderId)!;
    recordAudit(
      db,
      env.actor,
      { action, entity: 'order', entityId: before.number, before: auditView(before), after: auditView(after), reason },
      env.now,
    );
    if (written.mail && after.email) {
      mail = { recipient: after.email, ...written.mail };
      queueEmail(db, mail.recipient, mail.subject, mail.body, env.now);
    }
    tags = written.tags ?? [];
    backInStock = written.backInStock ?? [];
    return { kind: 'done', order: after };
  });
  try {
    const result = tx.immediate();
    if (mail) env.onMail?.(mail);
    env.changes.emit(tags);
    if (backInStock.length) env.onBackInStock?.(backInStock);
    return result;
  } catch (err) {
    const fresh = loadOrderRecord(db, orderId);
    if (err instanceof Conflict && fresh) return { kind: 'conflict', message: CONFLICT_MESSAGE, order: fresh };
    if (err instanceof Refused && fresh) return { kind: 'refused', message: err.message, order: fresh };
    throw err;
  }
}

function event(env: OperationEnv, orderId: number, kind: string, summary: string) {
  sql(env.db, 'INSERT INTO order_events (order_id, kind, summary, staff_email, created_at) VALUES (?, ?, ?, ?, ?)').run(
    orderId,
    kind,
    summary,
    env.actor.email,
    env.now.toISOString(),
  );
}

function setStatus(env: OperationEnv, orderId: number, status: OrderStatus) {
  sql(env.db, 'UPDATE orders SET status = ? WHERE id = ?').run(status, orderId);
}

export interface ShipRequest {
  carrier: Carrier;
  /** already checked by parseTracking */
  trackingNumber: string;
  lines: LineQuantity[];
}

export function shipOrder(env: OperationEnv, orderId: number, version: number, req: ShipRequest): OperationResult {
  return run(env, orderId, version, 'order.ship', (o) => {
    const check = checkShipment(o, req.lines);
    if (!check.ok) throw new Refused(check.message);
    const shipmentId = Number(
      sql(
        env.db,
        'INSERT INTO shipments (order_id, carrier, tracking_number, shipped_at, staff_id) VALUES (?, ?, ?, ?, ?)',
      ).run(orderId, req.carrier, req.trackingNumber, env.now.toISOString(), env.actor.id).lastInsertRowid,
    );
    const chosen = req.lines.filter((l) => l.quantity > 0);
    for (const l of chosen) {
      sql(env.db, 'INSERT INTO shipment_lines (shipment_id, order_line_id, quantity) VALUES (?, ?, ?)').run(
        shipmentId,
        l.lineId,
        l.quantity,
      );
    }
    setStatus(env, orderId, check.value.status);
    const units = chosen.reduce((s, l) => s + l.quantity, 0);
    event(
      env,
      orderId,
      'shipped',
      `${units} item${units === 1 ? '' : 's'} shipped with ${CARRIER_NAMES[req.carrier]}, tracking ${req.trackingNumber}`,
    );
    const after = loadOrderRecord(env.db, orderId)!;
    const shipment = after.shipments.find((s) => s.id === shipmentId)!;
    // nothing a shopper sees in a cached page changes (order pages are never cached)
    return { written: { mail: shippedMail(after, shipment, env.siteUrl) } };
  });
}

export function cancelOrder(env: OperationEnv, orderId: number, version: number, reason: string): OperationResult {
  return run(env, orderId, version, 'order.cancel', (o) => {
    const check = checkCancel(o);
    if (!check.ok) throw new Refused(check.message);
    sql(env.db, "UPDATE orders SET status = 'cancelled', cancel_reason = ?, cancelled_at = ? WHERE id = ?").run(
      reason,
      env.now.toISOString(),
      orderId,
    );
    // the stock the order took at placement goes back to its variants
    const tags: Tag[] = [PRODUCTS_TAG];
    const backInStock: BackInStock[] = [];
    for (const l of o.lines) {
      const held = sql(env.db, 'SELECT inventory FROM variants WHERE sku = ?').get(l.sku) as
        { inventory: number } | undefined;
      if (!held) continue;
      sql(env.db, 'UPDATE variants SET inventory = inventory + ? WHERE sku = ?').run(l.quantity, l.sku);
      tags.push(productTag(l.handle));
      if (held.inventory === 0 && l.quantity > 0) {
        backInStock.push({ sku: l.sku, handle: l.handle, quantity: l.quantity });
      }
    }
    event(env, orderId, 'cancelled', `Cancelled: ${reason}`);
    return {
      written: { mail: cancelledMail(loadOrderRecord(env.db, orderId)!, env.siteUrl), tags, backInStock },
      reason,
    };
  });
}

export function refundOrder(
  env: OperationEnv,
  orderId: number,
  version: number,
  req: RefundRequest,
  reason: string | null,
): OperationResult {
  return run(env, orderId, version, 'order.refund', (o) => {
    const check = checkRefund(o, req);
    if (!check.ok) throw new Refused(check.message);
    const refundId = Number(
      sql(
        env.db,
        'INSERT INTO refunds (order_id, amount_cents, reason, refunded_at, staff_id) VALUES (?, ?, ?, ?, ?)',
      ).run(orderId, check.value.cents, reason, env.now.toISOString(), env.actor.id).lastInsertRowid,
    );
    if (req.kind === 'lines') {
      for (const l of req.lines.filter((x) => x.quantity > 0)) {
        sql(env.db, 'INSERT INTO refund_lines (refund_id, order_line_id, quantity) VALUES (?, ?, ?)').run(
          refundId,
          l.lineId,
          l.quantity,
        );
      }
    }
    setStatus(env, orderId, check.value.status);
    const amount = formatMoney(check.value.cents / 100);
    event(env, orderId, 'refunded', reason ? `Refunded ${amount}: ${reason}` : `Refunded ${amount}`);
    const after = loadOrderRecord(env.db, orderId)!;
    return { written: { mail: refundedMail(after, check.value.cents, env.siteUrl) }, reason };
  });
}

/** Internal notes neither name nor bump the version: a note never contradicts another change. */
export function addNote(env: OperationEnv, orderId: number, body: string): OperationResult {
  return run(env, orderId, null, 'order.note', () => {
    sql(
      env.db,
      'INSERT INTO order_notes (order_id, staff_id, staff_email, body, created_at) VALUES (?, ?, ?, ?, ?)',
    ).run(orderId, env.actor.id, env.actor.email, body, env.now.toISOString());
    event(env, orderId, 'noted', 'Internal note added');
    return { written: {}, reason: body };
  });
}
