import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../../shared/contract/api-client';
import { ApiError } from '../../../shared/contract/api-client';

/** Every cart response replaces the entry under this key. */
export const CART_QUERY_KEY = ['cart'] as const;

/** The cart behind the cart cookie; null when there is none yet or it is gone. */
export const cartQuery = (api: ApiClient, cartId: string | null) =>
  queryOptions({
    queryKey: CART_QUERY_KEY,
    queryFn: async ({ signal }) => {
      if (!cartId) return null;
      try {
        return (await api.call('get-cart', { cartId }, { signal })).cart;
      } catch (err) {
        if (err instanceof ApiError && err.status === 404) return null;
        throw err;
      }
    },
    staleTime: 30_000,
  });

/** What kind of discount a code is (percentage or free shipping); type null for unknown codes. */
export const discountTypeQuery = (api: ApiClient, code: string) =>
  queryOptions({
    queryKey: ['discount-type', code],
    queryFn: async ({ signal }) => (await api.call('get-discount-type', { code }, { signal })).type,
    staleTime: 10 * 60_000,
  });
