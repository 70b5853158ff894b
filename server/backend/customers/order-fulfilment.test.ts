import { describe, expect, it } from 'vitest';
import { cancelOrder, refundOrder, shipOrder } from '../console/orders/order-operations';
import { lineIds, orderStore, placeOrderRow } from '../console/orders/order-test-support';

// The customer's order-detail answer after the console acted on the order: the parcels with
// carrier, tracking link and date, the cancellation's reason, refunds; never staff notes.

async function demoOrder() {
  const s = orderStore();
  const id = placeOrderRow(s.db, 2001, [
    { sku: 'VCS-30', quantity: 2 },
    { sku: 'GC-200', quantity: 1 },
  ]);
  const token = await s.backend.login();
  const detail = async () =>
    (await s.backend.call('order-detail', { orderId: `gid://shopify/Order/${id}` }, token)).body.order!;
  return { ...s, id, detail };
}

describe('order-detail after the console acted', () => {
  it('shows each shipment with carrier, tracking link, date and items, and refunds; a new order none', async () => {
    const s = await demoOrder();
    expect(await s.detail()).toMatchObject({ status: 'processing', shipments: [], cancellation: null, refunds: [] });
    const [serum, cleanser] = lineIds(s.db, s.id) as [number, number];
    shipOrder(s.env, s.id, 1, {
      carrier: 'ups',
      trackingNumber: '1Z999AA10123456784',
      lines: [
        { lineId: serum, quantity: 2 },
        { lineId: cleanser, quantity: 1 },
      ],
    });
    refundOrder(s.env, s.id, 2, { kind: 'amount', cents: 1250 }, 'Late');
    expect(await s.detail()).toMatchObject({
      status: 'shipped',
      shipments: [
        {
          carrier: 'UPS',
          trackingNumber: '1Z999AA10123456784',
          trackingUrl: 'https://www.ups.com/track?tracknum=1Z999AA10123456784',
          shippedAt: s.env.now.toISOString(),
          items: [
            { title: 'Vitamin C Serum', quantity: 2 },
            { title: 'Gentle Cleanser', quantity: 1 },
          ],
        },
      ],
      cancellation: null,
      refunds: [{ amount: 12.5, refundedAt: s.env.now.toISOString() }],
    });
  });

  it('shows a cancelled order with its reason and nothing of the staff', async () => {
    const s = await demoOrder();
    cancelOrder(s.env, s.id, 1, 'Out of stock at the warehouse');
    const order = await s.detail();
    expect(order).toMatchObject({
      status: 'cancelled',
      cancellation: { reason: 'Out of stock at the warehouse', cancelledAt: s.env.now.toISOString() },
    });
    expect(JSON.stringify(order)).not.toContain('fran@shop.test');
  });
});
