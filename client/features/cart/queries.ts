import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../../shared/contract/api-client';
import { ApiError } from '../../../shared/contract/api-client';

/** The cart behind the cart cookie; null when there is none yet or it is gone. */
export const cartQuery = (api: ApiClient, cartId: string | null) =>
  queryOptions({
    queryKey: ['cart'],
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
