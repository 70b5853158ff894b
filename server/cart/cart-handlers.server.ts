import { CART_NOT_FOUND_MESSAGE } from '../../shared/constants';
import type { Cart } from '../../shared/contract/models';
import { calls } from '../../shared/contract/registry';
import { answer, failure, loggerFor, type ApiAnswer } from '../api/api-response.server';
import type { CallContext, CallHandler } from '../api/call-context.server';
import { setCartCookie } from '../api/session-cookies.server';
import { syncAttribution, syncsAttribution } from './attribution-sync.server';
import { browserCartId } from './cart-id.server';
import { changeCart, type CartCookie, type CartServiceDeps } from './cart-service.server';
import { prepareNewCustomerCart } from './customer-cart-settings.server';

// The /api cart calls (SPEC section 4, Cart): the cart id comes from the httpOnly cookie, a
// body cartId that is not the cookie's is refused, and every change goes through the cart
// service, which answers with the settled cart.

/** The cart the request acts on, or the 400 answer when the body names another. */
function cartIdOf(ctx: CallContext): { cartId: string | undefined; input: Record<string, unknown> } | { refused: ApiAnswer } {
  const { cartId: bodyCartId, ...input } = ctx.input as Record<string, unknown> & { cartId?: string };
  const resolved = browserCartId(bodyCartId, ctx.context.cartId);
  if (resolved.ok) return { cartId: resolved.cartId, input };
  return { refused: failure(ctx.req, ctx.deps.logger, resolved.problem.status, resolved.problem, { call: ctx.call.name }) };
}

function applyCookie(ctx: CallContext, cookie: CartCookie): void {
  if (cookie === 'keep') return;
  // A cart gone upstream: the request context forgets the cookie's (server/http/request-context.ts).
  if (cookie === 'clear') return ctx.context.forgetCart();
  setCartCookie(ctx.res, cookie.set, ctx.deps.config);
}

export const getCartHandler: CallHandler = async (ctx) => {
  const target = cartIdOf(ctx);
  if ('refused' in target) return target.refused;
  // No cart yet: nothing to ask the upstream.
  if (target.cartId === undefined) return answer(200, { cart: null });
  // The context's client forgets the cookie of a cart that is gone.
  const found = await ctx.context.upstream.call('get-cart', { cartId: target.cartId });
  if (found.cart) return answer(200, found);
  return failure(ctx.req, ctx.deps.logger, 404, { error: CART_NOT_FOUND_MESSAGE }, { call: ctx.call.name });
};

/**
 * The cart service's dependencies for this request: its client, the gift rules and, with a session, what a new cart
 * of the signed-in customer carries. Any BFF code changing the cart for a browser uses this.
 */
export function cartServiceDeps(ctx: CallContext): CartServiceDeps {
  const client = ctx.context.upstream;
  const log = loggerFor(ctx.req, ctx.deps.logger);
  const hook = ctx.deps.afterCartChange;
  const settle = async (cart: Cart): Promise<Cart> => {
    if (!hook) return cart;
    try {
      return (await hook(cart, { call: ctx.call.name, req: ctx.req, client, log })) ?? cart;
    } catch (err) {
      // Gift rules never fail the customer's own change (SPEC section 8).
      log.warn({ call: ctx.call.name, err }, 'afterCartChange failed; cart answered unchanged');
      return cart;
    }
  };
  const failed = (step: string, err: unknown) =>
    log.warn({ call: ctx.call.name, step, err }, 'new customer cart: side step failed; cart created anyway');
  const token = ctx.context.token;
  return { client, settle, newCart: () => prepareNewCustomerCart(client, token, failed) };
}

/**
 * Every cart change (the contract's `changesCart` calls). It runs to its settled end even if
 * the browser leaves, so a change never lands without its gift rules.
 */
export const cartChangeHandler: CallHandler = async (ctx) => {
  const target = cartIdOf(ctx);
  if ('refused' in target) return target.refused;
  const deps = cartServiceDeps(ctx);
  const outcome = await changeCart({ call: ctx.call, input: target.input, cartId: target.cartId }, deps);
  applyCookie(ctx, outcome.cookie);
  if (outcome.ok) {
    if (!outcome.cart || !syncsAttribution(ctx.call.name, target.input)) return answer(200, { cart: outcome.cart });
    const log = loggerFor(ctx.req, ctx.deps.logger);
    const failed = (err: unknown) => log.warn({ call: ctx.call.name, err }, 'attribution sync failed; cart answered unchanged');
    return answer(200, { cart: await syncAttribution(deps.client, ctx.req, outcome.cart, failed) });
  }
  return failure(ctx.req, ctx.deps.logger, outcome.status, { error: outcome.error, field: outcome.field }, { call: ctx.call.name });
};

/** create-cart is a change like the others (the service sets the cookie). */
export const createCartHandler: CallHandler = cartChangeHandler;

/** The cart calls the /api router hands to this module, by name: reading the cart and every change. */
export const CART_CALL_HANDLERS: Readonly<Record<string, CallHandler>> = Object.freeze({
  ...Object.fromEntries(Object.values(calls).filter((c) => c.changesCart).map((c) => [c.name, cartChangeHandler])),
  'create-cart': createCartHandler,
  'get-cart': getCartHandler,
});
