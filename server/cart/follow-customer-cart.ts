import type { ApiClient } from '../../shared/contract/api-client';
import type { Cart } from '../../shared/contract/models';
import { planCartMerge } from '../../shared/rules/cart-merge';

// The cart follows the customer: at sign-in the browser's
// cart and the cart the upstream keeps for the customer (User.cartId) become one. The
// merged cart is settled like every other cart change (gift rules), so gifts are recomputed.

/** The contract's batch limit for line inputs (add / update-cart-line-items). */
const BATCH = 50;

export interface CartFollowing {
  /** The cart the signed-in browser goes on with; null when neither side has one. */
  cartId: string | null;
  /** True when it is not the cart the browser's cookie named: the cookie must be set. */
  changedCookie: boolean;
}

export interface FollowDeps {
  /** The signed-in client (the new token, this request's forwarded headers). */
  client: ApiClient;
  /** Gift-with-purchase on a changed cart; never throws. */
  settle(cart: Cart): Promise<Cart>;
  /** Told of a step that failed; the sign-in goes on (SPEC section 8). */
  failed(step: string, err: unknown): void;
}

async function openCart(client: ApiClient, cartId: string | null | undefined): Promise<Cart | null> {
  if (!cartId) return null;
  // A cart the upstream no longer has answers null: nothing to follow.
  return (await client.call('get-cart', { cartId })).cart;
}

function batches<T>(items: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += BATCH) out.push(items.slice(i, i + BATCH));
  return out;
}

/** The customer's lines added to the visitor's cart, then the gift rules; answers the settled cart. */
async function mergeInto(visitor: Cart, customer: Cart, deps: FollowDeps): Promise<Cart> {
  const plan = planCartMerge(visitor, customer);
  let cart = visitor;
  for (const lineItems of batches(plan.update)) {
    cart = (await deps.client.call('update-cart-line-items', { cartId: visitor.id, lineItems })).cart ?? cart;
  }
  for (const lineItems of batches(plan.add)) {
    cart = (await deps.client.call('add-cart-line-items', { cartId: visitor.id, lineItems })).cart ?? cart;
  }
  return deps.settle(cart);
}

/**
 * Which cart the browser keeps after signing in:
 * - no (live) visitor cart: the customer's stored cart, if it still exists;
 * - a visitor cart and another stored one: the customer's lines join the visitor's cart,
 *   which becomes the customer's cart (its buyer identity is set next);
 * - otherwise the visitor's cart as it is.
 * A failure on the customer's side keeps the visitor's cart: it is never lost.
 */
export async function followCustomerCart(
  visitorCartId: string | undefined,
  storedCartId: string | null | undefined,
  deps: FollowDeps,
): Promise<CartFollowing> {
  let visitor: Cart | null;
  try {
    visitor = await openCart(deps.client, visitorCartId);
  } catch (err) {
    deps.failed('get-cart (visitor)', err);
    return { cartId: visitorCartId ?? null, changedCookie: false };
  }
  if (!storedCartId || storedCartId === visitor?.id) return { cartId: visitor?.id ?? null, changedCookie: false };
  try {
    const stored = await openCart(deps.client, storedCartId);
    if (!stored) return { cartId: visitor?.id ?? null, changedCookie: false };
    if (!visitor) return { cartId: stored.id, changedCookie: true };
    await mergeInto(visitor, stored, deps);
  } catch (err) {
    deps.failed('merge the customer cart', err);
  }
  return { cartId: visitor?.id ?? null, changedCookie: false };
}
