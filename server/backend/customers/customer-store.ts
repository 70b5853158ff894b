import type { Address, Order, OrderSummary, User } from '../../../shared/contract/models';
import type { Db } from '../db/open-database';
import { parseJson, sql } from '../db/statements';
import { dollars, gid } from '../ids';
import { productImage } from './product-image';
import { subscriptionsFor } from './subscription-store';

// Builds the contract's User, Address and Order from the customer tables.

export interface CustomerRow {
  id: number;
  /** set when the console disabled the customer: no sign-in, no session */
  disabled_at?: string | null;
  email: string;
  first_name: string;
  last_name: string;
  phone: string | null;
  accepts_marketing: number;
  password_hash: string | null;
  default_address_id: number | null;
  cart_id: string | null;
}
export interface AddressRow {
  id: number;
  customer_id: number;
  first_name: string;
  last_name: string;
  company: string;
  address1: string;
  address2: string;
  city: string;
  province_code: string;
  zip: string;
  country: string;
  phone: string;
}
interface OrderRow {
  id: number;
  number: number;
  placed_at: string;
  status: Order['status'];
  subtotal_cents: number;
  discount_cents: number;
  discount_code: string | null;
  shipping_cents: number;
  tax_cents: number;
  shipping_address: string | null;
  billing_address: string | null;
}
interface OrderLineRow {
  order_id: number;
  handle: string;
  title: string;
  variant_title: string;
  sku: string;
  quantity: number;
  price_cents: number;
}

export function customerById(db: Db, id: number): CustomerRow | null {
  return (sql(db, 'SELECT * FROM customers WHERE id = ?').get(id) as CustomerRow | undefined) ?? null;
}

export function customerByEmail(db: Db, email: string): CustomerRow | null {
  return (sql(db, 'SELECT * FROM customers WHERE email = ?').get(email) as CustomerRow | undefined) ?? null;
}

export function toAddress(r: AddressRow): Address {
  return {
    id: gid('MailingAddress', r.id),
    firstName: r.first_name,
    lastName: r.last_name,
    company: r.company,
    address1: r.address1,
    address2: r.address2,
    city: r.city,
    provinceCode: r.province_code,
    zip: r.zip,
    country: r.country,
    phone: r.phone,
  };
}

export function addressRows(db: Db, customerId: number): AddressRow[] {
  return sql(db, 'SELECT * FROM addresses WHERE customer_id = ? ORDER BY id').all(customerId) as AddressRow[];
}

function orderLines(db: Db, orderId: number): OrderLineRow[] {
  return sql(db, 'SELECT * FROM order_lines WHERE order_id = ? ORDER BY id').all(orderId) as OrderLineRow[];
}

function toSummary(r: OrderRow, lines: OrderLineRow[]): OrderSummary {
  return {
    id: gid('Order', r.id),
    name: `#${r.number}`,
    orderNumber: r.number,
    processedAt: r.placed_at,
    status: r.status,
    itemCount: lines.reduce((n, l) => n + l.quantity, 0),
    total: dollars(r.subtotal_cents - r.discount_cents + r.shipping_cents + r.tax_cents),
  };
}

export function orderFor(db: Db, customerId: number, orderId: number): Order | null {
  const r = sql(db, 'SELECT * FROM orders WHERE id = ? AND customer_id = ?').get(orderId, customerId) as
    OrderRow | undefined;
  if (!r) return null;
  const lines = orderLines(db, r.id);
  return {
    ...toSummary(r, lines),
    lineItems: lines.map((l) => {
      const product = productImage(db, l.handle);
      return {
        title: l.title,
        variantTitle: l.variant_title,
        sku: l.sku,
        quantity: l.quantity,
        price: dollars(l.price_cents),
        total: dollars(l.price_cents * l.quantity),
        product: product ? { handle: l.handle, ...product } : null,
      };
    }),
    subtotal: dollars(r.subtotal_cents),
    discount: dollars(r.discount_cents),
    discountCode: r.discount_code,
    shipping: dollars(r.shipping_cents),
    tax: dollars(r.tax_cents),
    shippingAddress: parseJson<Address | null>(r.shipping_address, null),
    billingAddress: parseJson<Address | null>(r.billing_address, null),
  };
}

export function metafieldRow(db: Db, customerId: number, key: string): { id: number; value: string } | null {
  return (
    (sql(db, 'SELECT id, value FROM metafields WHERE customer_id = ? AND key = ?').get(customerId, key) as
      { id: number; value: string } | undefined) ?? null
  );
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
    favorites: {
      id: favorites ? gid('Metafield', favorites.id) : null,
      handles: parseJson<string[]>(favorites?.value, []),
    },
    orders: orders.map((o) => toSummary(o, orderLines(db, o.id))),
    subscriptions: subscriptionsFor(db, c.id),
    cartId: c.cart_id,
  };
}
