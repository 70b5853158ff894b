import type { Request, Response } from 'express';
import { CART_NOT_FOUND_MESSAGE } from '../../shared/constants';
import type { ApiClient } from '../../shared/contract/api-client';
import type { CallDef } from '../../shared/contract/define';
import type { Cart } from '../../shared/contract/models';
import { calls } from '../../shared/contract/registry';
import { answer, failure, loggerFor, type ApiAnswer } from '../api/api-response.server';
import { clientForRequest, type ApiDeps, type CallContext, type CallHandler } from '../api/call-context.server';
import { clearCartCookie, setCartCookie } from '../api/session-cookies.server';
import { readCartId } from '../http/session-cookie-read.server';
import { syncAttribution, syncsAttribution } from './attribution-sync.server';
import { browserCartId } from './cart-id.server';
import { changeCart, type CartCookie, type CartServiceDeps } from './cart-service.server';
import { prepareNewCustomerCart } from './customer-cart-settings.server';
import type { UpstreamClient } from '../upstream/upstream-client.server';

// The browser's cart (SPEC section 4, Cart): the cart id comes from the httpOnly cookie, and
// every change goes through the cart service, which answers with the settled cart. The /api
// cart calls below and the cart action's intents (cart-action-intents.server.ts) both use it;
// on /api a body cartId that is not the cookie's is refused.

/** The cart the request acts on, or the 400 answer when the body names another. */
function cartIdOf(ctx: CallContext): { cartId: string | undefined; input: Record<string, unknown> } | { refused: ApiAnswer } {
  const { cartId: bodyCartId, ...input } = ctx.input as Record<string, unknown> & { cartId?: string };
  const resolved = browserCartId(bodyCartId, readCartId(ctx.req, ctx.deps.config));
  if (resolved.ok) return { cartId: resolved.cartId, input };
  return { refused: failure(ctx.req, ctx.deps.logger, resolved.problem.status, resolved.problem, { call: ctx.call.name }) };
}

/** One browser request acting on its cart: what the /api cart calls and the cart action share. */
export interface CartRequest {
  req: Request;
  res: Response;
  deps: Pick<ApiDeps, 'config' | 'logger' | 'upstream' | 'afterCartChange'>;
  /** Session token from the cookie; undefined when signed out. */
  token: string | undefined;
}

const requestOf = (ctx: CallContext): CartRequest => ({ req: ctx.req, res: ctx.res, deps: ctx.deps, token: ctx.token });

function applyCookie(r: CartRequest, cookie: CartCookie): void {
  if (cookie === 'keep') return;
  if (cookie === 'clear') {
    if (readCartId(r.req, r.deps.config) !== undefined) clearCartCookie(r.res, r.deps.config);
    return;
  }
  setCartCookie(r.res, cookie.set, r.deps.config);
}

/** This request's client, for the cart service and its follow-up calls. */
export const cartClientOf = (r: CartRequest): UpstreamClient => r.deps.upstream.forRequest(r.req);

/** The cart of that id; null when there is none or it is gone upstream (a stale cookie is cleared). */
export async function readBrowserCart(r: CartRequest, cartId: string | undefined, client: ApiClient = cartClientOf(r)): Promise<Cart | null> {
  // No cart yet: nothing to ask the upstream.
  if (cartId === undefined) return null;
  const { cart } = await client.call('get-cart', { cartId });
  if (!cart) applyCookie(r, 'clear');
  return cart;
}

export const getCartHandler: CallHandler = async (ctx) => {
  const target = cartIdOf(ctx);
  if ('refused' in target) return target.refused;
  if (target.cartId === undefined) return answer(200, { cart: null });
  const cart = await readBrowserCart(requestOf(ctx), target.cartId, clientForRequest(ctx));
  if (cart) return answer(200, { cart });
  return failure(ctx.req, ctx.deps.logger, 404, { error: CART_NOT_FOUND_MESSAGE }, { call: ctx.call.name });
};

/**
 * The cart service's dependencies for this request: its client, the gift rules and, with a session, what a new cart
 * of the signed-in customer carries. Any BFF code changing the cart for a browser uses this.
 */
export function cartServiceDeps(r: CartRequest, call: string, client: UpstreamClient = cartClientOf(r)): CartServiceDeps {
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
  const token = r.token;
  return { client, settle, newCart: () => prepareNewCustomerCart(client, token, failed) };
}

/** A settled change: the cart answered, or the refusal; the cart cookie already written. */
export type BrowserCartChange = { ok: true; cart: Cart | null } | { ok: false; status: 400 | 422; error: string; field: string };

/**
 * One change on the browser's cart (a contract call with `changesCart`, the input without its
 * cartId): through the cart service (gift rules, the customer's new cart), then the cookie, then
 * on add or remove the attribution attribute (SPEC section 4). It runs to its settled end even
 * if the browser leaves, so a change never lands without its gift rules.
 */
export async function changeBrowserCart(r: CartRequest, call: CallDef, input: Record<string, unknown>, cartId: string | undefined, client?: UpstreamClient): Promise<BrowserCartChange> {
  const deps = cartServiceDeps(r, call.name, client);
  const outcome = await changeCart({ call, input, cartId }, deps);
  applyCookie(r, outcome.cookie);
  if (!outcome.ok) return outcome;
  if (!outcome.cart || !syncsAttribution(call.name, input)) return outcome;
  const log = loggerFor(r.req, r.deps.logger);
  const failed = (err: unknown) => log.warn({ call: call.name, err }, 'attribution sync failed; cart answered unchanged');
  return { ok: true, cart: await syncAttribution(deps.client, r.req, outcome.cart, failed) };
}

/** Every cart change of /api (the contract's `changesCart` calls). */
export const cartChangeHandler: CallHandler = async (ctx) => {
  const target = cartIdOf(ctx);
  if ('refused' in target) return target.refused;
  const outcome = await changeBrowserCart(requestOf(ctx), ctx.call, target.input, target.cartId, clientForRequest(ctx));
  if (outcome.ok) return answer(200, { cart: outcome.cart });
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
