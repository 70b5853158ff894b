import type { Address, Image, Order, OrderSummary, Subscription, User } from '../../../shared/contract/models';
import type { Db } from '../db/open-database';
import { parseJson, sql } from '../db/statements';
import { dollars, gid } from '../ids';
import type { ProductDoc } from '../products/product-store';
import { sellingPlanById } from '../products/product-store';

// Builds the contract's User, Address, Order and Subscription from the customer tables.

export interface CustomerRow {
  id: number; email: string; first_name: string; last_name: string; phone: string | null;
  accepts_marketing: number; password_hash: string | null; default_address_id: number | null;
}
export interface AddressRow {
  id: number; customer_id: number; first_name: string; last_name: string; company: string; address1: string; address2: string;
  city: string; province_code: string; zip: string; country: string; phone: string;
}
interface OrderRow {
  id: number; number: number; placed_at: string; status: Order['status'];
  subtotal_cents: number; shipping_cents: number; tax_cents: number; shipping_address: string | null;
}
interface OrderLineRow { order_id: number; handle: string; title: string; variant_title: string; sku: string; quantity: number; price_cents: number }

export function customerById(db: Db, id: number): CustomerRow | null {
  return (sql(db, 'SELECT * FROM customers WHERE id = ?').get(id) as CustomerRow | undefined) ?? null;
}

export function customerByEmail(db: Db, email: string): CustomerRow | null {
  return (sql(db, 'SELECT * FROM customers WHERE email = ?').get(email) as CustomerRow | undefined) ?? null;
}

export function toAddress(r: AddressRow): Address {
  return {
    id: gid('MailingAddress', r.id), firstName: r.first_name, lastName: r.last_name, company: r.company,
    address1: r.address1, address2: r.address2, city: r.city, provinceCode: r.province_code, zip: r.zip, country: r.country, phone: r.phone,
  };
}

export function addressRows(db: Db, customerId: number): AddressRow[] {
  return sql(db, 'SELECT * FROM addresses WHERE customer_id = ? ORDER BY id').all(customerId) as AddressRow[];
}

function productImage(db: Db, handle: string): { title: string; image: Image | null } | null {
  const row = sql(db, 'SELECT title, data FROM products WHERE handle = ?').get(handle) as { title: string; data: string } | undefined;
  if (!row) return null;
  return { title: row.title, image: parseJson<ProductDoc | null>(row.data, null)?.images[0] ?? null };
}

function orderLines(db: Db, orderId: number): OrderLineRow[] {
  return sql(db, 'SELECT * FROM order_lines WHERE order_id = ? ORDER BY id').all(orderId) as OrderLineRow[];
}

function toSummary(r: OrderRow, lines: OrderLineRow[]): OrderSummary {
  return {
    id: gid('Order', r.id), name: `#${r.number}`, orderNumber: r.number, processedAt: r.placed_at, status: r.status,
    itemCount: lines.reduce((n, l) => n + l.quantity, 0),
    total: dollars(r.subtotal_cents + r.shipping_cents + r.tax_cents),
  };
}

export function orderFor(db: Db, customerId: number, orderId: number): Order | null {
  const r = sql(db, 'SELECT * FROM orders WHERE id = ? AND customer_id = ?').get(orderId, customerId) as OrderRow | undefined;
  if (!r) return null;
  const lines = orderLines(db, r.id);
  return {
    ...toSummary(r, lines),
    lineItems: lines.map((l) => {
      const product = productImage(db, l.handle);
      return {
        title: l.title, variantTitle: l.variant_title, sku: l.sku, quantity: l.quantity,
        price: dollars(l.price_cents), total: dollars(l.price_cents * l.quantity),
        product: product ? { handle: l.handle, ...product } : null,
      };
    }),
    subtotal: dollars(r.subtotal_cents),
    shipping: dollars(r.shipping_cents),
    tax: dollars(r.tax_cents),
    shippingAddress: parseJson<Address | null>(r.shipping_address, null),
  };
}

function subscriptions(db: Db, customerId: number): Subscription[] {
  const rows = sql(
    db,
    `SELECT s.*, v.id AS variant_id, v.title AS variant_title, v.price_cents FROM subscriptions s
     JOIN variants v ON v.sku = s.sku WHERE s.customer_id = ? ORDER BY s.next_delivery`,
  ).all(customerId) as {
    id: string; handle: string; sku: string; selling_plan_id: string | null; status: Subscription['status']; next_delivery: string;
    variant_id: number; variant_title: string; price_cents: number;
  }[];
  return rows.flatMap((s) => {
    const product = productImage(db, s.handle);
    if (!product) return [];
    return [{
      id: s.id, status: s.status, nextDelivery: s.next_delivery,
      product: { handle: s.handle, ...product },
      variant: { id: gid('ProductVariant', s.variant_id), sku: s.sku, title: s.variant_title, price: dollars(s.price_cents) },
      sellingPlan: s.selling_plan_id ? sellingPlanById(db, s.selling_plan_id) : null,
    }];
  });
}

export function metafieldRow(db: Db, customerId: number, key: string): { id: number; value: string } | null {
  return (sql(db, 'SELECT id, value FROM metafields WHERE customer_id = ? AND key = ?').get(customerId, key) as
    | { id: number; value: string }
    | undefined) ?? null;
}

export function loadUser(db: Db, customerId: number): User | null {
  const c = customerById(db, customerId);
  if (!c) return null;
  const orders = sql(db, 'SELECT * FROM orders WHERE customer_id = ? ORDER BY placed_at DESC').all(c.id) as OrderRow[];
  const professional = metafieldRow(db, c.id, 'professional');
  const favorites = metafieldRow(db, c.id, 'favorites');
  return {
    id: gid('Customer', c.id),
    email: c.email,
    firstName: c.first_name,
    lastName: c.last_name,
    phone: c.phone,
    acceptsMarketing: c.accepts_marketing === 1,
    addresses: { edges: addressRows(db, c.id).map((a) => ({ node: toAddress(a) })) },
    defaultAddress: c.default_address_id ? { id: gid('MailingAddress', c.default_address_id) } : null,
    professional: professional ? { id: gid('Metafield', professional.id), value: professional.value } : null,
    favorites: { id: favorites ? gid('Metafield', favorites.id) : null, handles: parseJson<string[]>(favorites?.value, []) },
    orders: orders.map((o) => toSummary(o, orderLines(db, o.id))),
    subscriptions: subscriptions(db, c.id),
  };
}
