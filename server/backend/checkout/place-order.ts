import type { Db } from '../db/open-database';
import { sql } from '../db/statements';
import { metricsOf } from '../metrics/backend-metrics';
import type { PaymentForm } from './checkout-forms';
import { checkoutByToken, type Checkout } from './checkout-store';
import { reviewCheckout, type Review } from './checkout-review';
import { takeTestPayment } from './test-payment';

// Cart → order in ONE write transaction (BEGIN IMMEDIATE: the write lock is taken before
// anything is read, so a concurrent place of the same cart waits and then finds the order).
// Inside it: the order already placed for this checkout or key wins (a double click or a
// replayed POST answers the same order); the review is re-computed and must equal the one
// the shopper confirmed; stock must cover every line; then the TEST payment, the order and
// its lines, the stock, and the cart's deletion. A throw anywhere rolls all of it back.
// UNIQUE(orders.cart_id) and UNIQUE(orders.idempotency_key) hold even against another process.

export const CHANGED_MESSAGE =
  'Your order changed since you reviewed it (prices, stock or discounts). Nothing was charged: check the updated order below and place it again.';

export type PlaceOutcome =
  | { kind: 'placed'; orderId: number; number: number; replay: boolean }
  | { kind: 'changed'; review: Review; message: string }
  | { kind: 'declined'; message: string }
  | { kind: 'incomplete' }
  | { kind: 'gone' };

interface Env {
  siteUrl: string;
  now: Date;
}

/** The order this checkout's cart already became; looked up by cart, never by a posted key alone. */
function existingOrder(db: Db, checkout: Checkout): { id: number; number: number } | null {
  const row = sql(db, 'SELECT id, number FROM orders WHERE cart_id = ? OR id = ? LIMIT 1').get(
    checkout.cartId,
    checkout.orderId ?? -1,
  ) as { id: number; number: number } | undefined;
  return row ?? null;
}

function insertOrder(db: Db, checkout: Checkout, review: Review, payment: PaymentForm, last4: string, now: Date) {
  const { next } = sql(db, 'SELECT COALESCE(MAX(number), 1000) + 1 AS next FROM orders').get() as { next: number };
  const address = { id: `gid://shopify/MailingAddress/order-${next}`, ...checkout.address! };
  const result = sql(
    db,
    `INSERT INTO orders (customer_id, number, placed_at, status, subtotal_cents, discount_cents, discount_code,
      shipping_cents, tax_cents, shipping_address, billing_address, email, cart_id, idempotency_key, shipping_method, payment_last4)
      VALUES (?, ?, ?, 'processing', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    checkout.customerId,
    next,
    now.toISOString(),
    review.linesCents,
    review.discountCents,
    review.discountCodes.join(', ') || null,
    review.shipping!.cents,
    review.taxCents,
    JSON.stringify(address),
    JSON.stringify(address),
    checkout.email,
    checkout.cartId,
    payment.idempotencyKey,
    review.shipping!.name,
    last4,
  );
  const orderId = Number(result.lastInsertRowid);
  for (const l of review.lines) {
    const variantTitle = l.sellingPlan
      ? `${l.variantTitle} · ${l.sellingPlan}`
      : l.gift
        ? `${l.variantTitle} · Gift`
        : l.variantTitle;
    sql(
      db,
      'INSERT INTO order_lines (order_id, handle, title, variant_title, sku, quantity, price_cents) VALUES (?, ?, ?, ?, ?, ?, ?)',
    ).run(orderId, l.handle, l.title, variantTitle, l.sku, l.quantity, l.unitCents);
    const taken = sql(db, 'UPDATE variants SET inventory = inventory - ? WHERE id = ? AND inventory >= ?').run(
      l.quantity,
      l.variantId,
      l.quantity,
    );
    if (taken.changes !== 1) throw new Error('stock checked above'); // unreachable inside the lock
  }
  sql(db, 'DELETE FROM carts WHERE id = ?').run(checkout.cartId);
  sql(db, 'UPDATE checkouts SET order_id = ?, updated_at = ? WHERE token = ?').run(
    orderId,
    now.toISOString(),
    checkout.token,
  );
  return { orderId, number: next };
}

export function placeOrder(db: Db, token: string, payment: PaymentForm, env: Env): PlaceOutcome {
  const run = db.transaction((): PlaceOutcome => {
    const checkout = checkoutByToken(db, token);
    if (!checkout) return { kind: 'gone' };
    const done = existingOrder(db, checkout);
    if (done) return { kind: 'placed', orderId: done.id, number: done.number, replay: true };
    const review = reviewCheckout(db, checkout, env.siteUrl, env.now);
    if (!review) return { kind: 'gone' };
    if (!checkout.email || !checkout.address || !review.shipping || review.lines.length === 0)
      return { kind: 'incomplete' };
    if (
      review.stockProblems.length > 0 ||
      review.unavailable.length > 0 ||
      review.fingerprint !== payment.reviewFingerprint
    ) {
      return { kind: 'changed', review, message: CHANGED_MESSAGE };
    }
    const paid = takeTestPayment(payment.cardNumber);
    if (!paid.ok) return { kind: 'declined', message: paid.message };
    return { kind: 'placed', ...insertOrder(db, checkout, review, payment, paid.last4, env.now), replay: false };
  });
  try {
    const outcome = run.immediate();
    if (outcome.kind === 'placed' && !outcome.replay) metricsOf(db)?.orderPlaced();
    return outcome;
  } catch (err) {
    // Another process placed this cart between our checks and the insert: answer its order.
    if ((err as { code?: string }).code === 'SQLITE_CONSTRAINT_UNIQUE') {
      const checkout = checkoutByToken(db, token);
      const done = checkout && existingOrder(db, checkout);
      if (done) return { kind: 'placed', orderId: done.id, number: done.number, replay: true };
    }
    throw err;
  }
}
