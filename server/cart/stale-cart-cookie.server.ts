import type { Response } from 'express';
import type { ApiClient } from '../../shared/contract/api-client';
import { clearCartCookie } from '../api/session-cookies.server';
import type { CookieFlags } from '../http/session-cookie-read.server';

// SPEC section 4 "Cart": a cart id the upstream no longer knows is 'Cart not found', and the
// visitor starts anew. The /api get-cart handler clears such a cookie; a PAGE reads the cart
// with the loaders' own client, so without this the stale cookie would stay until its 360
// minutes are up, every page asking the upstream for a cart that is gone.

/** The page's server-side client, which drops the cart cookie when the cookie's cart is gone. */
export function forgetStaleCart(api: ApiClient, cartId: string | undefined, res: Response, flags: CookieFlags): ApiClient {
  if (cartId === undefined) return api;
  return {
    call: (async (name, input, options) => {
      const answer = await api.call(name, input, options);
      const asked = (input as { cartId?: string } | undefined)?.cartId;
      const mine = asked === undefined || asked === cartId;
      // Loaders run before the first byte, so the cleared cookie still goes out with this page.
      if (name === 'get-cart' && mine && (answer as { cart: unknown }).cart === null && !res.headersSent) clearCartCookie(res, flags);
      return answer;
    }) as ApiClient['call'],
  };
}
