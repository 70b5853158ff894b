import type { Db } from '../db/open-database';
import { parseJson, sql } from '../db/statements';
import type { ShippingAddress } from './checkout-forms';

// An order as its confirmation page shows it, guest or customer alike (the account's
// order-detail stays customer-only in customers/customer-store).

export interface PlacedOrder {
  id: number;
  number: number;
  email: string | null;
  customerId: number | null;
  last4: string | null;
  subtotalCents: number;
  discountCents: number;
  discountCode: string | null;
  shippingCents: number;
  taxCents: number;
  totalCents: number;
  shippingMethod: string | null;
  address: ShippingAddress | null;
  lines: { title: string; variantTitle: string; quantity: number; priceCents: number }[];
}

export function placedOrder(db: Db, id: number): PlacedOrder | null {
  const r = sql(db, 'SELECT * FROM orders WHERE id = ?').get(id) as
    | {
        id: number;
        number: number;
        email: string | null;
        customer_id: number | null;
        payment_last4: string | null;
        subtotal_cents: number;
        discount_cents: number;
        discount_code: string | null;
        shipping_cents: number;
        tax_cents: number;
        shipping_method: string | null;
        shipping_address: string | null;
      }
    | undefined;
  if (!r) return null;
  const lines = sql(
    db,
    'SELECT title, variant_title, quantity, price_cents FROM order_lines WHERE order_id = ? ORDER BY id',
  ).all(id) as { title: string; variant_title: string; quantity: number; price_cents: number }[];
  return {
    id: r.id,
    number: r.number,
    email: r.email,
    customerId: r.customer_id,
    last4: r.payment_last4,
    subtotalCents: r.subtotal_cents,
    discountCents: r.discount_cents,
    discountCode: r.discount_code,
    shippingCents: r.shipping_cents,
    taxCents: r.tax_cents,
    totalCents: r.subtotal_cents - r.discount_cents + r.shipping_cents + r.tax_cents,
    shippingMethod: r.shipping_method,
    address: parseJson<ShippingAddress | null>(r.shipping_address, null),
    lines: lines.map((l) => ({
      title: l.title,
      variantTitle: l.variant_title,
      quantity: l.quantity,
      priceCents: l.price_cents,
    })),
  };
}
