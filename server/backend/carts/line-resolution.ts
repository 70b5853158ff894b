import type { Db } from '../db/open-database';
import { sql } from '../db/statements';
import { parseGid } from '../ids';
import { unprocessable } from '../http/http-error';
import { variantById } from '../products/product-store';
import { GIFT_PRODUCT_TAG } from '../../../shared/cart-constants';
import { GIFT_SOLD_ALONE_MESSAGE } from '../../../shared/contract/cart-messages';
import { isGiftFlagged } from './cart-pricing';

// Checks a line's variant and selling plan against the catalog before anything is written.

export function resolveVariant(db: Db, variantId: string, field: string): number {
  const id = parseGid('ProductVariant', variantId);
  const variant = id === null ? null : variantById(db, id);
  if (!variant) throw unprocessable(`${field}: Unknown variant`);
  if (variant.inventory <= 0) throw unprocessable(`${field}: Variant is sold out`);
  return variant.id;
}

export function resolvePlan(
  db: Db,
  variantId: number,
  planId: string | null | undefined,
  field: string,
): string | null {
  if (planId == null) return null;
  const offered = sql(
    db,
    `SELECT 1 FROM product_selling_plans psp JOIN variants v ON v.product_id = psp.product_id
     WHERE v.id = ? AND psp.plan_id = ?`,
  ).get(variantId, planId);
  if (!offered) throw unprocessable(`${field}: Selling plan is not offered for this product`);
  return planId;
}

/**
 * A gift product (tagged GIFT_PRODUCT_TAG) goes into a cart only as a gift line, flagged by the
 * gift rules; as a paid line it is refused (it is not sold on its own).
 */
export function refuseGiftSoldAlone(
  db: Db,
  variantId: number,
  attributes: { key: string; value: string }[],
  field: string,
): void {
  if (isGiftFlagged(attributes)) return;
  const gift = sql(
    db,
    'SELECT 1 FROM variants v JOIN product_tags t ON t.product_id = v.product_id WHERE v.id = ? AND t.tag = ?',
  ).get(variantId, GIFT_PRODUCT_TAG);
  if (gift) throw unprocessable(`${field}: ${GIFT_SOLD_ALONE_MESSAGE}`);
}

/** Attributes in a canonical order, so equal sets compare equal when merging lines. */
export function attributeKey(attributes: { key: string; value: string }[]): string {
  return JSON.stringify(
    [...attributes].sort((a, b) => (a.key === b.key ? a.value.localeCompare(b.value) : a.key.localeCompare(b.key))),
  );
}
