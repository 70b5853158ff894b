import { queryOptions } from '@tanstack/react-query';
import { ApiError, type ApiClient } from '../../../shared/contract/api-client';

/** Every cart answer replaces the entry under this key. */
export const CART_QUERY_KEY = ['cart'] as const;

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
