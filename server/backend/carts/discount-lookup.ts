import type { Db } from '../db/open-database';
import { sql } from '../db/statements';
import type { DiscountInfo } from './cart-pricing';
import { codeRefusal } from './discount-eligibility';

// A code as the cart prices it: its kind and value from discount_codes, and whether it applies
// to this cart now (discount-eligibility.ts), with its uses counted from the orders that carry
// it (orders.discount_code lists the applied codes, ', '-separated; cancelled orders aside).

interface CodeRow {
  type: string;
  percentage: number | null;
  amount_cents: number | null;
  enabled: number;
  starts_at: string | null;
  ends_at: string | null;
  min_subtotal_cents: number;
  usage_limit: number | null;
  per_customer_limit: number | null;
}

const USES = `FROM orders WHERE status <> 'cancelled'
  AND (', ' || upper(discount_code) || ', ') LIKE '%, ' || replace(replace(replace(upper(?), '\\', '\\\\'), '%', '\\%'), '_', '\\_') || ', %' ESCAPE '\\'`;

/** How many orders (not cancelled) used `code`. */
export function timesUsed(db: Db, code: string): number {
  return (sql(db, `SELECT COUNT(*) AS n ${USES}`).get(code) as { n: number }).n;
}

/** How many orders of this customer (by account, or by e-mail for a guest) used `code`. */
export function timesUsedBy(db: Db, code: string, customerId: number | null, email: string | null): number | null {
  if (customerId === null && !email) return null;
  return (
    sql(db, `SELECT COUNT(*) AS n ${USES} AND (customer_id = ? OR (? IS NOT NULL AND lower(email) = lower(?)))`).get(
      code,
      customerId,
      email,
      email,
    ) as { n: number }
  ).n;
}

export function discountLookup(
  db: Db,
  cart: { now: Date; subtotalCents: number; customerId: number | null; email: string | null },
) {
  return (code: string): DiscountInfo | null => {
    const row = sql(
      db,
      `SELECT type, percentage, amount_cents, enabled, starts_at, ends_at, min_subtotal_cents, usage_limit,
              per_customer_limit FROM discount_codes WHERE code = ?`,
    ).get(code) as CodeRow | undefined;
    if (!row) return null;
    const enabled = row.enabled === 1;
    const refusal = enabled
      ? codeRefusal(
          {
            code,
            startsAt: row.starts_at,
            endsAt: row.ends_at,
            minSubtotalCents: row.min_subtotal_cents,
            usageLimit: row.usage_limit,
            perCustomerLimit: row.per_customer_limit,
          },
          {
            now: cart.now,
            subtotalCents: cart.subtotalCents,
            // counted only when a limit asks for it
            timesUsed: row.usage_limit === null ? 0 : timesUsed(db, code),
            usedByCustomer: row.per_customer_limit === null ? 0 : timesUsedBy(db, code, cart.customerId, cart.email),
          },
        )
      : null;
    return { type: row.type, percentage: row.percentage, amountCents: row.amount_cents, enabled, refusal };
  };
}
