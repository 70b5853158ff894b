import type { Request } from 'express';
import { ATTRIBUTION_COOKIE_NAME } from '../../shared/constants';
import { ATTRIBUTION_ATTRIBUTE_KEY } from '../../shared/cart-constants';
import type { ApiClient } from '../../shared/contract/api-client';
import type { Cart } from '../../shared/contract/models';
import { parseAttributionRecord, planAttributionAttributes } from '../../shared/rules/attribution';

// SPEC section 4 "Attribution": on cart add or remove the click id in the attribution cookie
// (written by the browser once consent allows, client/features/consent) is synced into the
// cart attributes; no valid record → the attribute is removed. Done here, in the cart
// handler every add/remove passes (the /api call and the cart action alike), so it holds with
// JavaScript off too.

/** The changes that sync attribution: add, remove, and an update that sets a line to 0. */
export function syncsAttribution(call: string, input: Record<string, unknown>): boolean {
  if (call === 'add-cart-line-items' || call === 'remove-cart-line-items') return true;
  if (call !== 'update-cart-line-items' || !Array.isArray(input.lineItems)) return false;
  return input.lineItems.some((l) => (l as { quantity?: unknown }).quantity === 0);
}

/** The attribution record of the request's cookie; null when absent or malformed. */
export function attributionOf(req: Request) {
  const raw = (req.cookies as Record<string, unknown> | undefined)?.[ATTRIBUTION_COOKIE_NAME];
  return raw === undefined ? null : parseAttributionRecord(raw);
}

/**
 * The cart with its attribution attribute in line with the cookie: one update-cart-attributes
 * only when the attribute would change. The upstream merges attributes by key, an empty value
 * removing one, so only the one key is sent. A failure keeps the cart as it was: attribution
 * never fails the shopper's own change.
 */
export async function syncAttribution(
  client: ApiClient,
  req: Request,
  cart: Cart,
  onError: (err: unknown) => void,
  now: Date = new Date(),
): Promise<Cart> {
  const record = attributionOf(req);
  const plan = planAttributionAttributes(cart.attributes, record, now);
  if (plan === null) return cart;
  const value = plan.find((a) => a.key === ATTRIBUTION_ATTRIBUTE_KEY)?.value ?? '';
  try {
    const { cart: next } = await client.call('update-cart-attributes', {
      cartId: cart.id,
      attributes: [{ key: ATTRIBUTION_ATTRIBUTE_KEY, value }],
    });
    return next ?? cart;
  } catch (err) {
    onError(err);
    return cart;
  }
}
