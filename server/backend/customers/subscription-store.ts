import type { Subscription } from '../../../shared/contract/models';
import type { Db } from '../db/open-database';
import { sql } from '../db/statements';
import { dollars, gid } from '../ids';
import { sellingPlanById } from '../products/product-store';
import { productImage } from './product-image';

// Builds the contract's Subscription from the subscriptions table, always scoped to one
// customer: a subscription of someone else is simply not found.

export interface SubscriptionRow {
  id: string;
  customer_id: number;
  handle: string;
  sku: string;
  selling_plan_id: string | null;
  status: Subscription['status'];
  next_delivery: string;
}
type JoinedRow = SubscriptionRow & { variant_id: number; variant_title: string; price_cents: number };

const SELECT = `SELECT s.*, v.id AS variant_id, v.title AS variant_title, v.price_cents FROM subscriptions s
                JOIN variants v ON v.sku = s.sku WHERE s.customer_id = ?`;

function toSubscription(db: Db, s: JoinedRow): Subscription | null {
  const product = productImage(db, s.handle);
  if (!product) return null;
  return {
    id: s.id,
    status: s.status,
    nextDelivery: s.next_delivery,
    product: { handle: s.handle, ...product },
    variant: {
      id: gid('ProductVariant', s.variant_id),
      sku: s.sku,
      title: s.variant_title,
      price: dollars(s.price_cents),
    },
    sellingPlan: s.selling_plan_id ? sellingPlanById(db, s.selling_plan_id) : null,
  };
}

export function subscriptionsFor(db: Db, customerId: number): Subscription[] {
  const rows = sql(db, `${SELECT} ORDER BY s.next_delivery`).all(customerId) as JoinedRow[];
  return rows.flatMap((r) => toSubscription(db, r) ?? []);
}

export function subscriptionFor(db: Db, customerId: number, id: string): Subscription | null {
  const row = sql(db, `${SELECT} AND s.id = ?`).get(customerId, id) as JoinedRow | undefined;
  return row ? toSubscription(db, row) : null;
}

/** Whether the subscription's product offers that selling plan. */
export function productOffersPlan(db: Db, handle: string, planId: string): boolean {
  return Boolean(
    sql(
      db,
      `SELECT 1 FROM product_selling_plans ps JOIN products p ON p.id = ps.product_id
                          WHERE p.handle = ? AND ps.plan_id = ?`,
    ).get(handle, planId),
  );
}
