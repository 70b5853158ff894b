import { randomBytes, randomUUID } from 'node:crypto';
import { MAX_LINE_QUANTITY } from '../../../shared/cart-constants';
import type { CallParsedInput } from '../../../shared/contract/registry';
import type { Db } from '../db/open-database';
import { parseJson, sql } from '../db/statements';
import { gid } from '../ids';
import { unprocessable } from '../http/http-error';
import { attributeKey, refuseGiftSoldAlone, resolvePlan, resolveVariant } from './line-resolution';

// Every cart write. Each public function runs in one transaction and either applies every
// change or none (a bad line in a batch leaves the cart as it was).

type LineInput = CallParsedInput<'add-cart-line-items'>['lineItems'][number];
type LineUpdate = CallParsedInput<'update-cart-line-items'>['lineItems'][number];
type BuyerIdentityInput = CallParsedInput<'create-cart'>['buyerIdentity'];
type Attr = { key: string; value: string };

const MAX_QUANTITY = MAX_LINE_QUANTITY;

function touch(db: Db, cartId: string, now: Date) {
  sql(db, 'UPDATE carts SET updated_at = ? WHERE id = ?').run(now.toISOString(), cartId);
}

function insertLines(db: Db, cartId: string, lines: LineInput[]) {
  lines.forEach((line, i) => {
    const variantId = resolveVariant(db, line.variantId, `lineItems.${i}.variantId`);
    refuseGiftSoldAlone(db, variantId, line.customAttributes, `lineItems.${i}.variantId`);
    const planId = resolvePlan(db, variantId, line.sellingPlanId, `lineItems.${i}.sellingPlanId`);
    const key = attributeKey(line.customAttributes);
    const existing = (
      sql(
        db,
        'SELECT id, quantity, attributes FROM cart_lines WHERE cart_id = ? AND variant_id = ? AND selling_plan_id IS ?',
      ).all(cartId, variantId, planId) as { id: string; quantity: number; attributes: string }[]
    ).find((l) => attributeKey(parseJson<Attr[]>(l.attributes, [])) === key);
    if (existing) {
      sql(db, 'UPDATE cart_lines SET quantity = ? WHERE id = ?').run(
        Math.min(MAX_QUANTITY, existing.quantity + line.quantity),
        existing.id,
      );
      return;
    }
    const { next } = sql(db, 'SELECT COALESCE(MAX(position), 0) + 1 AS next FROM cart_lines WHERE cart_id = ?').get(
      cartId,
    ) as { next: number };
    sql(
      db,
      'INSERT INTO cart_lines (id, cart_id, position, variant_id, quantity, selling_plan_id, attributes) VALUES (?, ?, ?, ?, ?, ?, ?)',
    ).run(
      gid('CartLine', randomUUID()),
      cartId,
      next,
      variantId,
      line.quantity,
      planId,
      JSON.stringify(line.customAttributes),
    );
  });
}

function identityColumns(identity: BuyerIdentityInput, customerId: number | null) {
  const address = identity.deliveryAddressPreferences?.deliveryAddress ?? null;
  return {
    customer_id: customerId,
    email: identity.email ?? null,
    phone: identity.phone ?? null,
    country_code: identity.countryCode,
    delivery_address: address ? JSON.stringify(address) : null,
  };
}

/** The signed-in customer's e-mail fills an empty buyer e-mail (as Shopify does). */
function customerEmail(db: Db, customerId: number | null): string | null {
  if (customerId == null) return null;
  return (
    (sql(db, 'SELECT email FROM customers WHERE id = ?').get(customerId) as { email: string } | undefined)?.email ??
    null
  );
}

/**
 * A cart that gets a signed-in customer as its buyer becomes that customer's cart, the one a
 * sign-in in another browser picks up.
 */
function recordCustomerCart(db: Db, customerId: number | null, cartId: string) {
  if (customerId != null) sql(db, 'UPDATE customers SET cart_id = ? WHERE id = ?').run(cartId, customerId);
}

export function createCart(
  db: Db,
  input: CallParsedInput<'create-cart'>,
  customerId: number | null,
  now: Date,
): string {
  const id = gid('Cart', randomBytes(16).toString('hex'));
  const c = identityColumns(input.buyerIdentity, customerId);
  db.transaction(() => {
    sql(
      db,
      `INSERT INTO carts (id, customer_id, email, phone, country_code, delivery_address, created_at, updated_at)
             VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      id,
      c.customer_id,
      c.email ?? customerEmail(db, customerId),
      c.phone,
      c.country_code,
      c.delivery_address,
      now.toISOString(),
      now.toISOString(),
    );
    insertLines(db, id, input.lineItems);
    recordCustomerCart(db, customerId, id);
  })();
  return id;
}

export function addLines(db: Db, cartId: string, lines: LineInput[], now: Date) {
  db.transaction(() => {
    insertLines(db, cartId, lines);
    touch(db, cartId, now);
  })();
}

/** Idempotent, as a DELETE: a line already gone (a second press, another tab) is no error. */
export function removeLines(db: Db, cartId: string, lineIds: string[], now: Date) {
  db.transaction(() => {
    for (const id of lineIds) sql(db, 'DELETE FROM cart_lines WHERE id = ? AND cart_id = ?').run(id, cartId);
    touch(db, cartId, now);
  })();
}

export function updateLines(db: Db, cartId: string, updates: LineUpdate[], now: Date) {
  db.transaction(() => {
    updates.forEach((u, i) => {
      const line = sql(db, 'SELECT * FROM cart_lines WHERE id = ? AND cart_id = ?').get(u.lineId, cartId) as
        { variant_id: number; quantity: number; selling_plan_id: string | null; attributes: string } | undefined;
      if (!line) throw unprocessable(`lineItems.${i}.lineId: Unknown cart line`);
      const variantId =
        u.variantId === undefined ? line.variant_id : resolveVariant(db, u.variantId, `lineItems.${i}.variantId`);
      const planInput = u.sellingPlanId === undefined ? line.selling_plan_id : u.sellingPlanId;
      const planId = resolvePlan(db, variantId, planInput, `lineItems.${i}.sellingPlanId`);
      const attributes = u.customAttributes ? JSON.stringify(u.customAttributes) : line.attributes;
      refuseGiftSoldAlone(
        db,
        variantId,
        JSON.parse(attributes) as { key: string; value: string }[],
        `lineItems.${i}.variantId`,
      );
      sql(
        db,
        'UPDATE cart_lines SET variant_id = ?, quantity = ?, selling_plan_id = ?, attributes = ? WHERE id = ?',
      ).run(variantId, u.quantity ?? line.quantity, planId, attributes, u.lineId);
    });
    touch(db, cartId, now);
  })();
}

/** Merge by key; an empty value removes the attribute. Order of first appearance is kept. */
export function mergeAttributes(current: Attr[], changes: Attr[]): Attr[] {
  const merged = new Map(current.map((a) => [a.key, a.value]));
  for (const { key, value } of changes) {
    if (value === '') merged.delete(key);
    else merged.set(key, value);
  }
  return [...merged].map(([key, value]) => ({ key, value }));
}

export function updateAttributes(db: Db, cartId: string, changes: Attr[], now: Date) {
  db.transaction(() => {
    const row = sql(db, 'SELECT attributes FROM carts WHERE id = ?').get(cartId) as { attributes: string };
    const next = mergeAttributes(parseJson<Attr[]>(row.attributes, []), changes);
    sql(db, 'UPDATE carts SET attributes = ? WHERE id = ?').run(JSON.stringify(next), cartId);
    touch(db, cartId, now);
  })();
}

export function updateBuyerIdentity(
  db: Db,
  cartId: string,
  identity: BuyerIdentityInput,
  customerId: number | null,
  now: Date,
) {
  const c = identityColumns(identity, customerId);
  db.transaction(() => {
    sql(
      db,
      'UPDATE carts SET customer_id = ?, email = ?, phone = ?, country_code = ?, delivery_address = ? WHERE id = ?',
    ).run(c.customer_id, c.email ?? customerEmail(db, customerId), c.phone, c.country_code, c.delivery_address, cartId);
    recordCustomerCart(db, customerId, cartId);
    touch(db, cartId, now);
  })();
}

/** Replaces the codes, de-duplicated case-insensitively and kept upper case. */
export function updateDiscountCodes(db: Db, cartId: string, codes: string[], now: Date) {
  const unique = [...new Set(codes.map((c) => c.toUpperCase()))];
  db.transaction(() => {
    sql(db, 'UPDATE carts SET discount_codes = ? WHERE id = ?').run(JSON.stringify(unique), cartId);
    touch(db, cartId, now);
  })();
}

export function updateNote(db: Db, cartId: string, note: string, now: Date) {
  db.transaction(() => {
    sql(db, 'UPDATE carts SET note = ? WHERE id = ?').run(note, cartId);
    touch(db, cartId, now);
  })();
}
