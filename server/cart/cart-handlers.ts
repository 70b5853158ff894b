import type { Request, Response } from 'express';
import { CART_NOT_FOUND_MESSAGE } from '../../shared/messages';
import type { CallDef } from '../../shared/contract/define';
import type { Cart } from '../../shared/contract/models';
import { calls } from '../../shared/contract/registry';
import { answer, failure, loggerFor, type ApiAnswer } from '../api/api-response';
import type { ApiDeps, CallContext, CallHandler } from '../api/call-context';
import { setCartCookie } from '../api/session-cookies';
import { contextOf } from '../http/request-context';
import type { UpstreamClient } from '../upstream/upstream-client';
import { syncAttribution, syncsAttribution } from './attribution-sync';
import { browserCartId } from './cart-id';
import { changeCart, type CartCookie, type CartServiceDeps } from './cart-service';
import { prepareNewCustomerCart } from './customer-cart-settings';

// The browser's cart (SPEC section 4, Cart): the cart id comes from the httpOnly cookie (read
// once, by the request context), and every change goes through the cart service, which answers
// with the settled cart. The /api cart calls below and the cart action's intents
// (browser-cart.ts) both use it; on /api a body cartId that is not the cookie's is refused.

/** The cart the request acts on, or the 400 answer when the body names another. */
function cartIdOf(
  ctx: CallContext,
): { cartId: string | undefined; input: Record<string, unknown> } | { refused: ApiAnswer } {
  const { cartId: bodyCartId, ...input } = ctx.input as Record<string, unknown> & { cartId?: string };
  const resolved = browserCartId(bodyCartId, ctx.context.cartId);
  if (resolved.ok) return { cartId: resolved.cartId, input };
  return {
    refused: failure(ctx.req, ctx.deps.logger, resolved.problem.status, resolved.problem, { call: ctx.call.name }),
  };
}

/** One browser request acting on its cart: what the /api cart calls and the cart action share. */
export interface CartRequest {
  req: Request;
  res: Response;
  deps: Pick<ApiDeps, 'config' | 'logger' | 'afterCartChange' | 'onCartChange'>;
}

const requestOf = (ctx: CallContext): CartRequest => ({ req: ctx.req, res: ctx.res, deps: ctx.deps });

function applyCookie(r: CartRequest, cookie: CartCookie): void {
  if (cookie === 'keep') return;
  // A cart gone upstream: the request context forgets the cookie's (server/http/request-context.ts).
  if (cookie === 'clear') return contextOf(r.req).forgetCart();
  setCartCookie(r.res, cookie.set, r.deps.config);
}

/** This request's client (the request context's), for the cart service and its follow-up calls. */
export const cartClientOf = (r: CartRequest): UpstreamClient => contextOf(r.req).upstream;

/** The cart of that id; null when there is none or it is gone upstream (the context forgets a stale cookie). */
export async function readBrowserCart(r: CartRequest, cartId: string | undefined): Promise<Cart | null> {
  // No cart yet: nothing to ask the upstream.
  if (cartId === undefined) return null;
  const { cart } = await cartClientOf(r).call('get-cart', { cartId });
  return cart;
}

export const getCartHandler: CallHandler = async (ctx) => {
  const target = cartIdOf(ctx);
  if ('refused' in target) return target.refused;
  const cart = await readBrowserCart(requestOf(ctx), target.cartId);
  if (cart || target.cartId === undefined) return answer(200, { cart });
  return failure(ctx.req, ctx.deps.logger, 404, { error: CART_NOT_FOUND_MESSAGE }, { call: ctx.call.name });
};

/**
 * The cart service's dependencies for this request: its client, the gift rules and, with a session, what a new cart
 * of the signed-in customer carries. Any BFF code changing the cart for a browser uses this.
 */
export function cartServiceDeps(r: CartRequest, call: string): CartServiceDeps {
  const client = cartClientOf(r);
  const log = loggerFor(r.req, r.deps.logger);
  const hook = r.deps.afterCartChange;
  const settle = async (cart: Cart): Promise<Cart> => {
    if (!hook) return cart;
    try {
      return (await hook(cart, { call, req: r.req, client, log })) ?? cart;
    } catch (err) {
      // Gift rules never fail the customer's own change (SPEC section 8).
      log.warn({ call, err }, 'afterCartChange failed; cart answered unchanged');
      return cart;
    }
  };
  const failed = (step: string, err: unknown) =>
    log.warn({ call, step, err }, 'new customer cart: side step failed; cart created anyway');
  const token = contextOf(r.req).token;
  return { client, settle, newCart: () => prepareNewCustomerCart(client, token, failed) };
}

/** A settled change: the cart answered, or the refusal; the cart cookie already written. */
export type BrowserCartChange =
  { ok: true; cart: Cart | null } | { ok: false; status: 400 | 422; error: string; field: string };

/**
 * One change on the browser's cart (a contract call with `changesCart`, the input without its
 * cartId): through the cart service (gift rules, the customer's new cart), then the cookie, then
 * on add or remove the attribution attribute (SPEC section 4). It runs to its settled end even
 * if the browser leaves, so a change never lands without its gift rules.
 */
export async function changeBrowserCart(
  r: CartRequest,
  call: CallDef,
  input: Record<string, unknown>,
  cartId: string | undefined,
): Promise<BrowserCartChange> {
  const deps = cartServiceDeps(r, call.name);
  const outcome = await changeCart({ call, input, cartId }, deps).catch((err: unknown) => {
    r.deps.onCartChange?.(call.name, 'error');
    throw err;
  });
  r.deps.onCartChange?.(call.name, outcome.ok ? 'ok' : 'refused');
  applyCookie(r, outcome.cookie);
  if (!outcome.ok) return outcome;
  if (!outcome.cart || !syncsAttribution(call.name, input)) return outcome;
  const log = loggerFor(r.req, r.deps.logger);
  const failed = (err: unknown) =>
    log.warn({ call: call.name, err }, 'attribution sync failed; cart answered unchanged');
  return { ok: true, cart: await syncAttribution(deps.client, r.req, outcome.cart, failed) };
}

/** Every cart change of /api (the contract's `changesCart` calls). */
export const cartChangeHandler: CallHandler = async (ctx) => {
  const target = cartIdOf(ctx);
  if ('refused' in target) return target.refused;
  const outcome = await changeBrowserCart(requestOf(ctx), ctx.call, target.input, target.cartId);
  if (outcome.ok) return answer(200, { cart: outcome.cart });
  return failure(
    ctx.req,
    ctx.deps.logger,
    outcome.status,
    { error: outcome.error, field: outcome.field },
    { call: ctx.call.name },
  );
};

/** create-cart is a change like the others (the service sets the cookie). */
export const createCartHandler: CallHandler = cartChangeHandler;

/** The cart calls the /api router hands to this module, by name: reading the cart and every change. */
export const CART_CALL_HANDLERS: Readonly<Record<string, CallHandler>> = Object.freeze({
  ...Object.fromEntries(
    Object.values(calls)
      .filter((c) => c.changesCart)
      .map((c) => [c.name, cartChangeHandler]),
  ),
  'create-cart': createCartHandler,
  'get-cart': getCartHandler,
});
