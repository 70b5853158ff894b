import { queryOptions } from '@tanstack/react-query';
import { ApiError, type ApiClient } from '../../../shared/contract/api-client';

/** Every cart answer replaces the entry under this key. */
export const CART_QUERY_KEY = ['cart'] as const;

// What the optimistic cart (optimistic-cart.ts) draws under that key before the BFF answers is
// known by these ids. They are here, with the page's first load, for a cart line to read at
// render; the optimistic cart's code comes with the first cart change.
/** Provisional lines carry this id prefix until the settled cart replaces them. */
export const PROVISIONAL_LINE_PREFIX = 'provisional:';
/** The id of a cart drawn before the BFF created it. */
export const PROVISIONAL_CART_ID = 'provisional:cart';

/**
 * The cart behind the httpOnly cart cookie; null when there is none yet or it is gone. The id
 * travels only in the cookie (the server fills it in); `mayExist` says whether to ask at all
 * (a cart cookie on the server, a loaded cart in the browser).
 */
export const cartQuery = (api: ApiClient, mayExist: boolean) =>
  queryOptions({
    queryKey: CART_QUERY_KEY,
    queryFn: async ({ signal }) => {
      if (!mayExist) return null;
      try {
        return (await api.call('get-cart', {}, { signal })).cart;
      } catch (err) {
        if (err instanceof ApiError && err.status === 404) return null;
        // A cart cookie that is not a cart id at all names no cart either (never a 500 page).
        if (err instanceof ApiError && err.status === 400 && err.field === 'cartId') return null;
        throw err;
      }
    },
    staleTime: 30_000,
  });
