import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { Order } from '../../../../shared/contract/models';
import { textOf } from '../../../../server/test-support/page-html';
import { OrderDetail } from './OrderDetail';

// The order page's body as a customer without JavaScript reads it: where the parcel is, why an
// order was cancelled, what was paid back.

const base: Order = {
  id: 'gid://shopify/Order/7',
  name: '#2001',
  orderNumber: 2001,
  processedAt: '2025-06-20T15:00:00.000Z',
  status: 'processing',
  itemCount: 1,
  total: 35,
  lineItems: [
    {
      title: 'Gentle Cleanser',
      variantTitle: '7 fl oz',
      sku: 'GC-200',
      quantity: 1,
      price: 30,
      total: 30,
      product: null,
    },
  ],
  subtotal: 30,
  discount: 0,
  discountCode: null,
  shipping: 5,
  tax: 0,
  shippingAddress: null,
  billingAddress: null,
};

const render = (order: Order) =>
  renderToString(
    <MemoryRouter>
      <OrderDetail order={order} />
    </MemoryRouter>,
  );

describe('order detail', () => {
  it('shows "Shipped" with the carrier, the date and a tracking link that opens the carrier’s page', () => {
    const html = render({
      ...base,
      status: 'shipped',
      shipments: [
        {
          carrier: 'UPS',
          trackingNumber: '1Z999AA10123456784',
          trackingUrl: 'https://www.ups.com/track?tracknum=1Z999AA10123456784',
          shippedAt: '2025-06-21T09:00:00.000Z',
          items: [{ title: 'Gentle Cleanser', quantity: 1 }],
        },
      ],
      cancellation: null,
      refunds: [],
    });
    expect(textOf(html)).toContain(
      'Status: Shipped Shipments Shipped 06/21/2025 with UPS Tracking: 1Z999AA10123456784 1 × Gentle Cleanser',
    );
    expect(html).toContain(
      '<a href="https://www.ups.com/track?tracknum=1Z999AA10123456784" target="_blank" rel="noopener noreferrer">1Z999AA10123456784</a>',
    );
  });

  it('shows a tracking number without a link for a carrier without a tracking page', () => {
    const html = render({
      ...base,
      status: 'shipped',
      shipments: [
        { carrier: 'Other', trackingNumber: 'LP001', trackingUrl: null, shippedAt: base.processedAt, items: [] },
      ],
    });
    expect(textOf(html)).toContain('Tracking: LP001');
    expect(html).not.toContain('<a href="LP001');
  });

  it('shows a cancelled order with its reason, and refunds under the total', () => {
    const cancelled = textOf(
      render({
        ...base,
        status: 'cancelled',
        cancellation: { reason: 'Out of stock', cancelledAt: '2025-06-22T10:00:00.000Z' },
      }),
    );
    expect(cancelled).toContain('Cancelled 06/22/2025: Out of stock');
    const refunded = textOf(render({ ...base, refunds: [{ amount: 12.5, refundedAt: '2025-06-23T10:00:00.000Z' }] }));
    expect(refunded).toContain('Total $35.00 Refunded 06/23/2025 −$12.50');
  });

  it('shows nothing of the kind for an order an upstream sends without them', () => {
    const text = textOf(render(base));
    expect(text).not.toContain('Tracking');
    expect(text).not.toContain('Refunded');
  });
});
