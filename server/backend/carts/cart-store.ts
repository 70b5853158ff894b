import type { Attribute, BuyerAddress, Cart, CartLine } from '../../../shared/contract/models';
import type { Db } from '../db/open-database';
import { parseJson, sql } from '../db/statements';
import { amount, dollars, gid } from '../ids';
import { loadGiftRules } from '../content/gift-rule-store';
import type { ProductDoc } from '../products/product-store';
import { evaluateCodes, orderDiscountCents, priceLines } from './cart-pricing';
import { discountLookup } from './discount-lookup';
import { sellingPlanById } from '../products/product-store';

// Reads a cart and its lines and builds the contract's Cart, prices included.

export interface CartRow {
  id: string;
  customer_id: number | null;
  email: string | null;
  phone: string | null;
  country_code: string;
  delivery_address: string | null;
  note: string;
  attributes: string;
  discount_codes: string;
  created_at: string;
  updated_at: string;
}

export interface LineRow {
  id: string;
  position: number;
  variant_id: number;
  quantity: number;
  selling_plan_id: string | null;
  attributes: string;
  sku: string;
  variant_title: string;
  price_cents: number;
  compare_at_cents: number | null;
  product_id: number;
  handle: string;
  product_title: string;
  product_data: string;
  product_status: string;
}

export function cartRow(db: Db, id: string): CartRow | null {
  return (sql(db, 'SELECT * FROM carts WHERE id = ?').get(id) as CartRow | undefined) ?? null;
}

export function lineRows(db: Db, cartId: string): LineRow[] {
  return sql(
    db,
    `SELECT l.id, l.position, l.variant_id, l.quantity, l.selling_plan_id, l.attributes,
            v.sku, v.title AS variant_title, v.price_cents, v.compare_at_cents,
            p.id AS product_id, p.handle, p.title AS product_title, p.data AS product_data,
            p.status AS product_status
     FROM cart_lines l JOIN variants v ON v.id = l.variant_id JOIN products p ON p.id = v.product_id
     WHERE l.cart_id = ? ORDER BY l.position`,
  ).all(cartId) as LineRow[];
}

function customerRef(db: Db, id: number | null) {
  if (id == null) return null;
  const row = sql(db, 'SELECT id, email FROM customers WHERE id = ?').get(id) as
    { id: number; email: string } | undefined;
  return row ? { id: gid('Customer', row.id), email: row.email } : null;
}

export function loadCart(db: Db, id: string, siteUrl: string, now: Date): Cart | null {
  const row = cartRow(db, id);
  if (!row) return null;
  const rows = lineRows(db, id);
  // A line whose product is no longer sold (unpublished or archived since it was added) stays
  // for the shopper to see and remove; it is priced at nothing and counts toward nothing.
  const sold = rows.filter((r) => r.product_status === 'active');
  const plans = new Map(
    rows.flatMap((r) =>
      r.selling_plan_id ? [[r.selling_plan_id, sellingPlanById(db, r.selling_plan_id)] as const] : [],
    ),
  );
  const priced = sold.map((r) => ({
    id: r.id,
    handle: r.handle,
    quantity: r.quantity,
    priceCents: r.price_cents,
    planDiscountPercent: r.selling_plan_id ? (plans.get(r.selling_plan_id)?.discountPercent ?? null) : null,
    attributes: parseJson<Attribute[]>(r.attributes, []),
  }));
  const prices = priceLines(priced, loadGiftRules(db), now);

  const lineItems: CartLine[] = rows.map((r) => {
    const price = prices.get(r.id) ?? { unitCents: 0, totalCents: 0 };
    const doc = parseJson<ProductDoc | null>(r.product_data, null);
    return {
      id: r.id,
      ...(r.product_status !== 'active' && { unavailable: true as const }),
      quantity: r.quantity,
      merchandise: {
        id: gid('ProductVariant', r.variant_id),
        sku: r.sku,
        title: r.variant_title,
        price: dollars(r.price_cents),
        compareAtPrice: r.compare_at_cents == null ? null : dollars(r.compare_at_cents),
      },
      product: {
        id: gid('Product', r.product_id),
        handle: r.handle,
        title: r.product_title,
        image: doc?.images[0] ?? null,
      },
      attributes: parseJson<Attribute[]>(r.attributes, []),
      sellingPlan: r.selling_plan_id ? (plans.get(r.selling_plan_id) ?? null) : null,
      cost: {
        amountPerQuantity: { amount: amount(price.unitCents), currencyCode: 'USD' },
        totalAmount: { amount: amount(price.totalCents), currencyCode: 'USD' },
      },
    };
  });

  const linesCents = rows.reduce((sum, r) => sum + (prices.get(r.id)?.totalCents ?? 0), 0);
  const codes = evaluateCodes(
    parseJson<string[]>(row.discount_codes, []),
    discountLookup(db, { now, subtotalCents: linesCents, customerId: row.customer_id, email: row.email }),
  );
  const { states } = codes;
  const discountCents = orderDiscountCents(linesCents, codes);
  const subtotal = { amount: amount(linesCents - discountCents), currencyCode: 'USD' as const };
  const address = parseJson<BuyerAddress | null>(row.delivery_address, null);

  return {
    id: row.id,
    checkoutUrl: `${siteUrl}/checkout/start?cart=${encodeURIComponent(row.id)}`, // the hosted checkout, also without JavaScript
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    lineItems,
    totalQuantity: rows.reduce((n, r) => n + r.quantity, 0),
    attributes: parseJson<Attribute[]>(row.attributes, []),
    buyerIdentity: {
      email: row.email,
      phone: row.phone,
      countryCode: row.country_code,
      customer: customerRef(db, row.customer_id),
      deliveryAddressPreferences: address ? { deliveryAddress: address } : null,
    },
    note: row.note,
    discountCodes: states,
    cost: {
      subtotalAmount: subtotal,
      totalAmount: subtotal,
      discountAmount: { amount: amount(discountCents), currencyCode: 'USD' },
    },
    currencyCode: 'USD',
  };
}
