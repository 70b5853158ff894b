import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../shared/contract/api-client';
import type { CartAction, CartActionAnswer, CartNotice } from '../../../shared/contract/cart-action';

/** What every route loader gets, on the server (per request) and in the browser. */
export interface LoaderDeps {
  queryClient: QueryClient;
  api: ApiClient;
  isServer: boolean;
  /**
   * The cart id: from the cart cookie on the server, from the loaded cart in the browser. Only
   * whether there is one is used (to skip asking for no cart); requests never carry it.
   */
  cartId(): string | null;
  /**
   * The cart action's one-time notice (a cart form posted without JavaScript, then 303 here):
   * from its cookie on the server; always null in the browser, where the enhanced forms show
   * their own. Optional so deps made for tests need not name it.
   */
  notice?(): CartNotice | null;
  /**
   * The server's, for a form posted without JavaScript: the cart action's intent run in the BFF
   * for this request (a refusal is an ApiError). Absent in the browser, where a route action
   * posts /cart itself (cartActionOf), and on a page GET.
   */
  cart?(action: CartAction): Promise<CartActionAnswer>;
  /**
   * The server's: puts the layout's answers, one entry of its tagged cache (server/cache/layout-entry.ts),
   * into this request's query client. Absent: the root loader asks for them itself.
   */
  loadLayout?(): Promise<void>;
  /**
   * The server's, when the request carries no session token: the visitor is nobody, and the
   * root loader puts that in without a query fetch. Absent: the user is asked for.
   */
  signedOut?: boolean;
}

/** The cart action a route action uses: the server's in-process one, or POST /cart from the browser. */
export function cartActionOf(deps: LoaderDeps): ((action: CartAction) => Promise<CartActionAnswer>) | null {
  if (deps.cart) return deps.cart;
  if (deps.isServer) return null;
  // Its client loads with the first route action that changes the cart.
  return async (action) => (await import('../cart/cart-action-client')).postCartAction(action);
}

/**
 * A loader's deps from its `context` argument: on the server the request context the static
 * handler was given (one handler serves every request); in the browser the app's one set.
 */
export type DepsOf = (context: unknown) => LoaderDeps;
