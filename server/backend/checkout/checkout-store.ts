import { randomBytes } from 'node:crypto';
import type { Db } from '../db/open-database';
import { parseJson, sql } from '../db/statements';
import { FREE_SHIPPING_THRESHOLD_CENTS, SHIPPING_METHODS, TAX_RATES } from '../seed/checkout';
import type { ShippingAddress } from './checkout-forms';

// The checkout rows (one per cart, found by token) and the store's checkout settings.

export interface CheckoutRow {
  token: string;
  cart_id: string;
  customer_id: number | null;
  email: string | null;
  shipping_address: string | null;
  shipping_method: string | null;
  order_id: number | null;
}

export interface Checkout {
  token: string;
  cartId: string;
  customerId: number | null;
  email: string | null;
  address: ShippingAddress | null;
  shippingMethod: string | null;
  orderId: number | null;
}

export interface ShippingMethod {
  id: string;
  name: string;
  description: string;
  priceCents: number;
  freeOverThreshold: boolean;
}

/**
 * Writes the seeded settings into a store that lacks them (a new store, or one from before
 * migration 004); never overwrites what an operator changed.
 */
export function ensureCheckoutSettings(db: Db): void {
  db.transaction(() => {
    SHIPPING_METHODS.forEach((m, i) =>
      sql(
        db,
        `INSERT OR IGNORE INTO shipping_methods (id, name, description, price_cents, free_over_threshold, position)
      VALUES (?, ?, ?, ?, ?, ?)`,
      ).run(m.id, m.name, m.description, m.priceCents, m.freeOverThreshold ? 1 : 0, i),
    );
    for (const [code, rate] of Object.entries(TAX_RATES))
      sql(db, 'INSERT OR IGNORE INTO tax_rates (province_code, rate_percent) VALUES (?, ?)').run(code, rate);
    sql(db, "INSERT OR IGNORE INTO checkout_settings (key, value) VALUES ('free_shipping_threshold_cents', ?)").run(
      String(FREE_SHIPPING_THRESHOLD_CENTS),
    );
  })();
}

export function shippingMethods(db: Db): ShippingMethod[] {
  return (
    sql(db, 'SELECT * FROM shipping_methods ORDER BY position').all() as {
      id: string;
      name: string;
      description: string;
      price_cents: number;
      free_over_threshold: number;
    }[]
  ).map((r) => ({
    id: r.id,
    name: r.name,
    description: r.description,
    priceCents: r.price_cents,
    freeOverThreshold: r.free_over_threshold === 1,
  }));
}

export function freeShippingThresholdCents(db: Db): number {
  const row = sql(db, "SELECT value FROM checkout_settings WHERE key = 'free_shipping_threshold_cents'").get() as
    { value: string } | undefined;
  return row ? Number(row.value) : FREE_SHIPPING_THRESHOLD_CENTS;
}

export function taxRatePercent(db: Db, provinceCode: string): number {
  const row = sql(db, 'SELECT rate_percent FROM tax_rates WHERE province_code = ?').get(provinceCode) as
    { rate_percent: number } | undefined;
  return row?.rate_percent ?? 0;
}

function toCheckout(r: CheckoutRow): Checkout {
  return {
    token: r.token,
    cartId: r.cart_id,
    customerId: r.customer_id,
    email: r.email,
    address: parseJson<ShippingAddress | null>(r.shipping_address, null),
    shippingMethod: r.shipping_method,
    orderId: r.order_id,
  };
}

/** Tokens are 32 random bytes in hex: the URL is the only key to the checkout. */
export function isCheckoutToken(value: string): boolean {
  return /^[0-9a-f]{64}$/.test(value);
}

export function checkoutByToken(db: Db, token: string): Checkout | null {
  if (!isCheckoutToken(token)) return null;
  const r = sql(db, 'SELECT * FROM checkouts WHERE token = ?').get(token) as CheckoutRow | undefined;
  return r ? toCheckout(r) : null;
}

/**
 * The cart's one checkout, made on first need. A signed-in visitor (or the cart's customer)
 * becomes the checkout's customer, so the pages can offer the saved addresses.
 */
export function openCheckout(
  db: Db,
  cartId: string,
  customerId: number | null,
  email: string | null,
  now: Date,
): string {
  return db.transaction(() => {
    const existing = sql(db, 'SELECT token, customer_id FROM checkouts WHERE cart_id = ?').get(cartId) as
      { token: string; customer_id: number | null } | undefined;
    if (existing) {
      if (customerId !== null && existing.customer_id !== customerId) {
        sql(db, 'UPDATE checkouts SET customer_id = ?, updated_at = ? WHERE token = ?').run(
          customerId,
          now.toISOString(),
          existing.token,
        );
      }
      if (email) sql(db, 'UPDATE checkouts SET email = COALESCE(email, ?) WHERE token = ?').run(email, existing.token);
      return existing.token;
    }
    const token = randomBytes(32).toString('hex');
    sql(
      db,
      `INSERT INTO checkouts (token, cart_id, customer_id, email, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)`,
    ).run(token, cartId, customerId, email, now.toISOString(), now.toISOString());
    return token;
  })();
}

export function saveContactAndAddress(db: Db, token: string, email: string, address: ShippingAddress, now: Date): void {
  sql(db, 'UPDATE checkouts SET email = ?, shipping_address = ?, updated_at = ? WHERE token = ?').run(
    email,
    JSON.stringify(address),
    now.toISOString(),
    token,
  );
}

export function saveShippingMethod(db: Db, token: string, method: string, now: Date): void {
  sql(db, 'UPDATE checkouts SET shipping_method = ?, updated_at = ? WHERE token = ?').run(
    method,
    now.toISOString(),
    token,
  );
}
