import type { Cart } from '../../shared/contract/models';
import { CART_NOT_FOUND_MESSAGE } from '../../shared/constants';
import { loggerFor, sendFailure, sendJson } from './api-response.server';
import { fetchForRequest, type CallContext, type CallHandler } from './call-context.server';
import { requestIdOf } from './forward-headers.server';
import { clearCartCookie, readCartId, setCartCookie } from './session-cookies.server';
import { createUpstreamClientForRequest } from './upstream.server';

// Cart calls the BFF acts on (SPEC section 4, Cart): the cart id cookie, 'Cart not found',
// and the after-change hook where gift-with-purchase runs.

/** Calls that change a cart and answer `{cart}`; each runs the afterCartChange hook. */
export const CART_CHANGING_CALLS: ReadonlySet<string> = new Set([
  'add-cart-line-items',
  'remove-cart-line-items',
  'update-cart-line-items',
  'update-cart-attributes',
  'update-cart-buyer-identity',
  'update-cart-discount-codes',
  'update-cart-note',
]);

type CartAnswer = { cart: Cart | null };

/** Runs the hook; its failures never fail the customer's own change (SPEC section 8). */
async function afterChange(ctx: CallContext, cart: Cart): Promise<Cart> {
  const hook = ctx.deps.afterCartChange;
  if (!hook) return cart;
  const log = loggerFor(ctx.req, ctx.deps.logger);
  try {
    const client = createUpstreamClientForRequest(ctx.req, ctx.deps.config, ctx.deps.fetchImpl);
    const next = await hook(cart, { call: ctx.call.name, req: ctx.req, client, log });
    return next ?? cart;
  } catch (err) {
    log.warn({ reqId: requestIdOf(ctx.req), call: ctx.call.name, err }, 'afterCartChange failed; cart answered unchanged');
    return cart;
  }
}

export const createCartHandler: CallHandler = async (ctx) => {
  const answer = (await fetchForRequest(ctx)) as { cart: Cart };
  setCartCookie(ctx.res, answer.cart.id, ctx.deps.config);
  sendJson(ctx.res, 200, { ...answer, cart: await afterChange(ctx, answer.cart) });
};

export const getCartHandler: CallHandler = async (ctx) => {
  const answer = (await fetchForRequest(ctx)) as CartAnswer;
  if (answer.cart) return sendJson(ctx.res, 200, answer);
  // Forget the id only if it is the one the cookie holds: another tab's stale id must not
  // drop the current cart.
  const { cartId } = ctx.input as { cartId: string };
  if (readCartId(ctx.req) === cartId) clearCartCookie(ctx.res, ctx.deps.config);
  sendFailure(ctx.req, ctx.res, ctx.deps.logger, 404, { error: CART_NOT_FOUND_MESSAGE }, { call: ctx.call.name });
};

export const cartChangeHandler: CallHandler = async (ctx) => {
  const answer = (await fetchForRequest(ctx)) as CartAnswer;
  if (!answer.cart) return sendJson(ctx.res, 200, answer);
  sendJson(ctx.res, 200, { ...answer, cart: await afterChange(ctx, answer.cart) });
};
