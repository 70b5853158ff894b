import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/open-database';
import { storeSnapshot } from '../../test-fixtures/test-backend';
import { addNote, cancelOrder, CONFLICT_MESSAGE, refundOrder, shipOrder } from './order-operations';
import { loadOrderRecord } from './order-record';
import { auditRows, inventoryOf, lineIds, operationEnv, orderStore, outbox, placeOrderRow } from './order-test-support';

const UPS = '1Z999AA10123456784';

function setup() {
  const store = orderStore();
  // 2 × serum ($68) and 1 × cleanser ($30), $5 shipping: $171.00 paid
  const id = placeOrderRow(store.db, 2001, [
    { sku: 'VCS-30', quantity: 2 },
    { sku: 'GC-200', quantity: 1 },
  ]);
  const [serum, cleanser] = lineIds(store.db, id) as [number, number];
  return { ...store, id, serum, cleanser };
}

describe('shipping', () => {
  it('ships everything: status shipped, a shipment with its lines, version bumped, a mail with the tracking link and date', () => {
    const t = setup();
    const r = shipOrder(t.env, t.id, 1, {
      carrier: 'ups',
      trackingNumber: UPS,
      lines: [
        { lineId: t.serum, quantity: 2 },
        { lineId: t.cleanser, quantity: 1 },
      ],
    });
    expect(r.kind).toBe('done');
    const o = loadOrderRecord(t.db, t.id)!;
    expect(o).toMatchObject({ status: 'shipped', version: 2 });
    expect(o.shipments).toEqual([
      expect.objectContaining({
        carrier: 'ups',
        trackingNumber: UPS,
        trackingUrl: `https://www.ups.com/track?tracknum=${UPS}`,
        shippedAt: t.env.now.toISOString(),
      }),
    ]);
    expect(o.events.map((e) => e.summary)).toEqual([`3 items shipped with UPS, tracking ${UPS}`]);
    const [mail] = outbox(t.db).slice(-1);
    expect(mail).toMatchObject({ recipient: 'demo@example.com', subject: 'Your order #2001 has shipped' });
    expect(mail!.body).toContain('shipped on 06/20/2025 with UPS.');
    expect(mail!.body).toContain(`Track it: https://www.ups.com/track?tracknum=${UPS}`);
    expect(mail!.body).toContain(`Your order: http://shop.test/account/orders/${t.id}`);
    expect(t.mailed).toEqual([mail]);
    // an order page is never cached: nothing to purge
    expect(t.emitted).toEqual([]);
  });

  it('ships some lines, then the rest; never a line twice', () => {
    const t = setup();
    expect(
      shipOrder(t.env, t.id, 1, {
        carrier: 'fedex',
        trackingNumber: '123456789012',
        lines: [{ lineId: t.serum, quantity: 1 }],
      }),
    ).toMatchObject({ kind: 'done', order: { status: 'processing', version: 2 } });
    const twice = shipOrder(t.env, t.id, 2, {
      carrier: 'fedex',
      trackingNumber: '123456789013',
      lines: [{ lineId: t.serum, quantity: 2 }],
    });
    expect(twice).toMatchObject({ kind: 'refused', message: 'Only 1 of a chosen line are left to ship.' });
    const rest = shipOrder(t.env, t.id, 2, {
      carrier: 'dhl',
      trackingNumber: '1234567890',
      lines: [
        { lineId: t.serum, quantity: 1 },
        { lineId: t.cleanser, quantity: 1 },
      ],
    });
    expect(rest).toMatchObject({ kind: 'done', order: { status: 'shipped', version: 3 } });
    const again = shipOrder(t.env, t.id, 3, {
      carrier: 'dhl',
      trackingNumber: '1234567890',
      lines: [{ lineId: t.cleanser, quantity: 1 }],
    });
    expect(again).toMatchObject({ kind: 'refused', message: 'Every line of this order has already shipped.' });
  });

  it('refuses to ship a cancelled order and changes nothing', () => {
    const t = setup();
    cancelOrder(t.env, t.id, 1, 'Customer asked');
    const before = storeSnapshot(t.db);
    expect(
      shipOrder(t.env, t.id, 2, { carrier: 'ups', trackingNumber: UPS, lines: [{ lineId: t.serum, quantity: 1 }] }),
    ).toMatchObject({
      kind: 'refused',
      message: 'A cancelled order cannot ship.',
    });
    expect(storeSnapshot(t.db)).toBe(before);
  });

  it('two ships of one order from the same page: exactly one wins, the other gets the fresh order', () => {
    const t = setup();
    const req = { carrier: 'ups' as const, trackingNumber: UPS, lines: [{ lineId: t.serum, quantity: 1 }] };
    const results = [shipOrder(t.env, t.id, 1, req), shipOrder(t.env, t.id, 1, req)];
    expect(results.map((r) => r.kind)).toEqual(['done', 'conflict']);
    expect(results[1]).toMatchObject({ message: CONFLICT_MESSAGE, order: { version: 2 } });
    expect(loadOrderRecord(t.db, t.id)!.shipments).toHaveLength(1);
    expect(auditRows(t.db, 2001)).toHaveLength(1);
  });

  it('two processes on one store file, both from version 1: the database lets exactly one ship', () => {
    const t = setup();
    const dir = mkdtempSync(join(tmpdir(), 'orders-'));
    try {
      writeFileSync(join(dir, 'store.db'), t.db.serialize());
      const [a, b] = [openDatabase(join(dir, 'store.db')), openDatabase(join(dir, 'store.db'))];
      const req = { carrier: 'ups' as const, trackingNumber: UPS, lines: [{ lineId: t.serum, quantity: 2 }] };
      const results = [a, b].map((db) => shipOrder(operationEnv(db, t.staff).env, t.id, 1, req).kind);
      expect(results).toEqual(['done', 'conflict']);
      expect(loadOrderRecord(b, t.id)!.shipments).toHaveLength(1);
      a.close();
      b.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('records who shipped what, before and after, in the audit trail', () => {
    const t = setup();
    shipOrder(t.env, t.id, 1, {
      carrier: 'usps',
      trackingNumber: 'EC123456789US',
      lines: [{ lineId: t.cleanser, quantity: 1 }],
    });
    expect(auditRows(t.db, 2001)).toEqual([
      {
        action: 'order.ship',
        staffEmail: 'fran@shop.test',
        reason: null,
        before: expect.objectContaining({ status: 'processing', version: 1, shipments: [] }),
        after: expect.objectContaining({
          status: 'processing',
          version: 2,
          shipments: [
            { carrier: 'usps', trackingNumber: 'EC123456789US', lines: [{ lineId: t.cleanser, quantity: 1 }] },
          ],
        }),
      },
    ]);
  });
});

describe('cancelling', () => {
  it('cancels with a reason: stock back on the variants, a mail, the products’ tags after commit', () => {
    const t = setup();
    const [serumStock, cleanserStock] = [inventoryOf(t.db, 'VCS-30'), inventoryOf(t.db, 'GC-200')];
    expect(cancelOrder(t.env, t.id, 1, 'Customer asked to cancel')).toMatchObject({
      kind: 'done',
      order: { status: 'cancelled', cancelReason: 'Customer asked to cancel', cancelledAt: t.env.now.toISOString() },
    });
    expect([inventoryOf(t.db, 'VCS-30'), inventoryOf(t.db, 'GC-200')]).toEqual([serumStock + 2, cleanserStock + 1]);
    expect(t.emitted).toEqual([['products', 'product:vitamin-c-serum', 'product:gentle-cleanser']]);
    const [mail] = outbox(t.db).slice(-1);
    expect(mail).toMatchObject({ subject: 'Your order #2001 was cancelled' });
    expect(mail!.body).toContain('Reason: Customer asked to cancel');
    expect(auditRows(t.db, 2001)).toEqual([
      expect.objectContaining({
        action: 'order.cancel',
        reason: 'Customer asked to cancel',
        before: expect.objectContaining({ status: 'processing' }),
        after: expect.objectContaining({ status: 'cancelled', cancelReason: 'Customer asked to cancel' }),
      }),
    ]);
  });

  it('reports the variants a cancel puts back on sale, and only those that were sold out', () => {
    const t = setup();
    t.db.prepare("UPDATE variants SET inventory = 0 WHERE sku = 'VCS-30'").run();
    const heard: { sku: string; handle: string; quantity: number }[][] = [];
    cancelOrder({ ...t.env, onBackInStock: (variants) => heard.push(variants) }, t.id, 1, 'Changed my mind');
    expect(heard).toEqual([[{ sku: 'VCS-30', handle: 'vitamin-c-serum', quantity: 2 }]]);
  });

  it('refuses once anything shipped, or twice; stock untouched', () => {
    const t = setup();
    shipOrder(t.env, t.id, 1, { carrier: 'ups', trackingNumber: UPS, lines: [{ lineId: t.serum, quantity: 1 }] });
    const stock = inventoryOf(t.db, 'VCS-30');
    expect(cancelOrder(t.env, t.id, 2, 'Too late')).toMatchObject({
      kind: 'refused',
      message: 'Part of this order has shipped; it can no longer be cancelled.',
    });
    expect(inventoryOf(t.db, 'VCS-30')).toBe(stock);
    const other = setup();
    cancelOrder(other.env, other.id, 1, 'Once');
    expect(cancelOrder(other.env, other.id, 2, 'Twice')).toMatchObject({
      kind: 'refused',
      message: 'This order is already cancelled.',
    });
    expect(other.emitted).toHaveLength(1);
  });

  it('a stale cancel after a ship is a conflict, not a cancel of a shipped order', () => {
    const t = setup();
    shipOrder(t.env, t.id, 1, { carrier: 'ups', trackingNumber: UPS, lines: [{ lineId: t.serum, quantity: 1 }] });
    expect(cancelOrder(t.env, t.id, 1, 'Stale page')).toMatchObject({ kind: 'conflict', order: { version: 2 } });
  });
});

describe('refunds', () => {
  it('refunds a line: its share of what was paid, the order keeps its status, a mail names the card', () => {
    const t = setup();
    expect(
      refundOrder(t.env, t.id, 1, { kind: 'lines', lines: [{ lineId: t.serum, quantity: 1 }] }, 'Damaged'),
    ).toMatchObject({
      kind: 'done',
      order: { status: 'processing', refundedCents: 6800, version: 2 },
    });
    const [mail] = outbox(t.db).slice(-1);
    expect(mail!.body).toContain(
      'We refunded $68.00 for your order #2001 to the original payment method (the card ending 4242).',
    );
    expect(loadOrderRecord(t.db, t.id)!.lines[0]).toMatchObject({ refunded: 1 });
  });

  it('refunds amounts up to what was paid, then the order reads refunded and refuses more', () => {
    const t = setup();
    expect(refundOrder(t.env, t.id, 1, { kind: 'amount', cents: 17101 }, null)).toMatchObject({
      kind: 'refused',
      message: 'A refund cannot exceed what is left of the payment ($171.00).',
    });
    expect(refundOrder(t.env, t.id, 1, { kind: 'amount', cents: 1000 }, null)).toMatchObject({ kind: 'done' });
    expect(refundOrder(t.env, t.id, 2, { kind: 'amount', cents: 16100 }, 'Return')).toMatchObject({
      kind: 'done',
      order: { status: 'refunded', refundedCents: 17100 },
    });
    expect(refundOrder(t.env, t.id, 3, { kind: 'amount', cents: 1 }, null)).toMatchObject({
      kind: 'refused',
      message: 'Everything paid for this order was refunded.',
    });
    expect(loadOrderRecord(t.db, t.id)!.events.map((e) => e.summary)).toEqual([
      'Refunded $10.00',
      'Refunded $161.00: Return',
    ]);
    expect(t.emitted).toEqual([]);
  });

  it('refuses to refund a cancelled order', () => {
    const t = setup();
    cancelOrder(t.env, t.id, 1, 'Asked');
    expect(refundOrder(t.env, t.id, 2, { kind: 'amount', cents: 100 }, null)).toMatchObject({ kind: 'refused' });
  });
});

describe('notes', () => {
  it('keeps an internal note without bumping the version or mailing anyone', () => {
    const t = setup();
    const mails = outbox(t.db).length;
    expect(addNote(t.env, t.id, 'Customer called about gift wrap')).toMatchObject({
      kind: 'done',
      order: { version: 1, notes: [{ staffEmail: 'fran@shop.test', body: 'Customer called about gift wrap' }] },
    });
    expect(outbox(t.db)).toHaveLength(mails);
    expect(auditRows(t.db, 2001)).toEqual([
      expect.objectContaining({ action: 'order.note', reason: 'Customer called about gift wrap' }),
    ]);
    // a ship drawn before the note still goes through
    expect(
      shipOrder(t.env, t.id, 1, { carrier: 'ups', trackingNumber: UPS, lines: [{ lineId: t.serum, quantity: 1 }] })
        .kind,
    ).toBe('done');
  });

  it('answers missing for an order that does not exist', () => {
    const t = setup();
    expect(addNote(t.env, 999_999, 'x')).toEqual({ kind: 'missing' });
    expect(shipOrder(t.env, 999_999, 1, { carrier: 'ups', trackingNumber: UPS, lines: [] })).toEqual({
      kind: 'missing',
    });
  });
});
