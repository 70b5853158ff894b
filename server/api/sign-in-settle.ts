import type { ApiClient } from '../../shared/contract/api-client';
import type { Cart, User } from '../../shared/contract/models';
import { applyCustomerCartSettings } from '../cart/customer-cart-settings';
import { followCustomerCart } from '../cart/follow-customer-cart';
import { loggerFor } from './api-response';
import type { CallContext } from './call-context';
import { clearAllSessionState, setCartCookie } from './session-cookies';
import { setSubscriptionCookieFrom } from './subscription-handlers';

// What the BFF does once a sign-in gave a token and an expiry (user-login, activate-account,
// reset-password; SPEC section 4 "Authentication"), in this order:
//   1. user-info with the new token: no user (or a failed lookup) undoes the sign-in;
//   2. the cart follows the customer (server/cart/follow-customer-cart);
//   3. buyer identity on that cart (SPEC section 5: only with an e-mail and a token) and
//   4. the chosen professional as the cart attribute (server/cart/customer-cart-settings);
//   5. og_auth for the subscription widget.
// Steps 2 to 5 never fail the sign-in: each failure is logged and swallowed (SPEC section 8).

export type SignInOutcome = 'signed-in' | 'undone';

/** A client acting as the customer who just signed in: the new token, this request's headers, no cart from the cookie. */
function signedInClient(ctx: CallContext, token: string): ApiClient {
  // No abort signal: like a cart change, the sign-in's follow-ups run to their end even if
  // the browser leaves, so a cart is never left half merged.
  return ctx.context.upstreamWith(token);
}

/**
 * Steps 1 to 5 above. On 'undone' the browser's session, og_auth and cart cookies are
 * already cleared; on 'signed-in' the caller sets the session cookies.
 */
export async function settleSignIn(
  ctx: CallContext,
  session: { token: string; expiresAt: string },
): Promise<SignInOutcome> {
  const log = loggerFor(ctx.req, ctx.deps.logger);
  const failed = (step: string, err: unknown) =>
    log.warn({ call: ctx.call.name, step, err }, 'sign-in follow-up failed; signed in anyway');
  const client = signedInClient(ctx, session.token);
  const config = ctx.deps.config;

  let user: User | null;
  try {
    user = (await client.call('user-info', {})).user;
    if (!user) log.info({ call: ctx.call.name, step: 'user-info' }, 'sign-in undone: no user for the new token');
  } catch (err) {
    // SPEC section 8: a failed user-info lookup signs out silently.
    log.warn({ call: ctx.call.name, step: 'user-info', err }, 'sign-in undone: user-info failed');
    user = null;
  }
  if (!user) {
    clearAllSessionState(ctx.res, config);
    return 'undone';
  }

  const hook = ctx.deps.afterCartChange;
  const settle = async (cart: Cart): Promise<Cart> => {
    if (!hook) return cart;
    try {
      return (await hook(cart, { call: ctx.call.name, req: ctx.req, client, log })) ?? cart;
    } catch (err) {
      failed('gift rules', err);
      return cart;
    }
  };
  const following = await followCustomerCart(ctx.context.cartId, user.cartId, { client, settle, failed });
  if (following.cartId !== null) {
    if (following.changedCookie) setCartCookie(ctx.res, following.cartId, config);
    await applyCustomerCartSettings(following.cartId, user, session.token, client, failed);
  }

  try {
    setSubscriptionCookieFrom(ctx.res, await client.call('generate-ordergroove-cookie', {}), config);
  } catch (err) {
    failed('generate-ordergroove-cookie', err);
  }
  return 'signed-in';
}
