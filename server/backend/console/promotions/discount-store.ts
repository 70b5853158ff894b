import { DISCOUNTS_TAG } from '../../../../shared/contract/change-tags';
import { timesUsed } from '../../carts/discount-lookup';
import type { Db } from '../../db/open-database';
import { sql } from '../../db/statements';
import { recordAudit, type Actor } from '../audit/audit-trail';
import { drawnVersion, STALE, type Stale } from '../ui/drawn-version';
import { DISCOUNT_MESSAGES, type DiscountErrors, type DiscountValues } from './discount-rules';

// Discount codes as the console lists and edits them. Each change is written with its audit
// entry in one transaction; the caller emits DISCOUNT_TAGS after it commits. The cart reads the
// same rows (carts/discount-lookup.ts), so a change applies to the next cart priced.

export const DISCOUNT_TAGS = [DISCOUNTS_TAG] as const;

export interface DiscountRow extends DiscountValues {
  timesUsed: number;
}

interface Stored {
  code: string;
  type: DiscountValues['type'];
  percentage: number | null;
  amount_cents: number | null;
  description: string;
  enabled: number;
  starts_at: string | null;
  ends_at: string | null;
  min_subtotal_cents: number;
  usage_limit: number | null;
  per_customer_limit: number | null;
}

const valuesOf = (r: Stored): DiscountValues => ({
  code: r.code,
  type: r.type,
  percentage: r.percentage,
  amountCents: r.amount_cents,
  description: r.description,
  startsAt: r.starts_at,
  endsAt: r.ends_at,
  minSubtotalCents: r.min_subtotal_cents,
  usageLimit: r.usage_limit,
  perCustomerLimit: r.per_customer_limit,
  enabled: r.enabled === 1,
});

export function listDiscounts(db: Db): DiscountRow[] {
  return (sql(db, 'SELECT * FROM discount_codes ORDER BY enabled DESC, code').all() as Stored[]).map((r) => ({
    ...valuesOf(r),
    timesUsed: timesUsed(db, r.code),
  }));
}

export function discountByCode(db: Db, code: string): DiscountRow | null {
  const r = sql(db, 'SELECT * FROM discount_codes WHERE code = ?').get(code) as Stored | undefined;
  return r ? { ...valuesOf(r), timesUsed: timesUsed(db, r.code) } : null;
}

/** The version an edit form carries: the code's stored terms (its uses change without an edit). */
export const discountVersion = ({ timesUsed: _used, ...stored }: DiscountRow) => drawnVersion(stored);

const COLUMNS = `type = ?, percentage = ?, amount_cents = ?, description = ?, enabled = ?, starts_at = ?, ends_at = ?,
  min_subtotal_cents = ?, usage_limit = ?, per_customer_limit = ?, updated_at = ?`;

const args = (v: DiscountValues, now: Date) => [
  v.type,
  v.percentage,
  v.amountCents,
  v.description,
  v.enabled ? 1 : 0,
  v.startsAt,
  v.endsAt,
  v.minSubtotalCents,
  v.usageLimit,
  v.perCustomerLimit,
  now.toISOString(),
];

export type DiscountResult = { ok: true; code: string } | { ok: false; errors: DiscountErrors };

export function createDiscount(db: Db, actor: Actor, values: DiscountValues, now: Date): DiscountResult {
  return db.transaction((): DiscountResult => {
    if (sql(db, 'SELECT 1 FROM discount_codes WHERE code = ?').get(values.code)) {
      return { ok: false, errors: { code: DISCOUNT_MESSAGES.codeTaken } };
    }
    sql(db, 'INSERT INTO discount_codes (code, type, description, enabled) VALUES (?, ?, ?, 0)').run(
      values.code,
      values.type,
      values.description,
    );
    sql(db, `UPDATE discount_codes SET ${COLUMNS} WHERE code = ?`).run(...args(values, now), values.code);
    recordAudit(
      db,
      actor,
      { action: 'discount.create', entity: 'discount', entityId: values.code, after: values },
      now,
    );
    return { ok: true, code: values.code };
  })();
}

/**
 * Changes a code's terms (its name stays: orders carry it), if they are still the `version`
 * the form was drawn from (else STALE, nothing written); null when no such code.
 */
export function updateDiscount(db: Db, actor: Actor, code: string, values: DiscountValues, version: string, now: Date) {
  return db.transaction((): DiscountResult | Stale | null => {
    const before = discountByCode(db, code);
    if (!before) return null;
    if (version !== discountVersion(before)) return STALE;
    const kept = { ...values, code: before.code };
    sql(db, `UPDATE discount_codes SET ${COLUMNS} WHERE code = ?`).run(...args(kept, now), before.code);
    const { timesUsed: _used, ...was } = before;
    recordAudit(
      db,
      actor,
      { action: 'discount.edit', entity: 'discount', entityId: before.code, before: was, after: kept },
      now,
    );
    return { ok: true, code: before.code };
  })();
}

/** Turns a code on or off; null when no such code. */
export function setDiscountEnabled(db: Db, actor: Actor, code: string, enabled: boolean, now: Date) {
  return db.transaction((): DiscountRow | null => {
    const before = discountByCode(db, code);
    if (!before) return null;
    sql(db, 'UPDATE discount_codes SET enabled = ?, updated_at = ? WHERE code = ?').run(
      enabled ? 1 : 0,
      now.toISOString(),
      before.code,
    );
    recordAudit(
      db,
      actor,
      {
        action: enabled ? 'discount.enable' : 'discount.disable',
        entity: 'discount',
        entityId: before.code,
        before: { enabled: before.enabled },
        after: { enabled },
      },
      now,
    );
    return { ...before, enabled };
  })();
}
