import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../../shared/contract/api-client';
import { toProductSummary } from '../../components/commerce/product-summary';
import { ACCOUNT_QUERY_ROOT } from '../../lib/session/session-change';

// The account's own reads. Every key starts with 'account', so signing in or out can drop
// them all at once; the user itself (orders list, subscriptions, addresses) is ['user'].

export { ACCOUNT_QUERY_ROOT };

/** One order of the signed-in customer; null when it is not theirs. */
export const orderQuery = (api: ApiClient, orderId: string) =>
  queryOptions({
    queryKey: [...ACCOUNT_QUERY_ROOT, 'order', orderId],
    queryFn: async ({ signal }) => (await api.call('order-detail', { orderId }, { signal })).order,
    staleTime: 60_000,
  });

/** One subscription of the signed-in customer; null when it is not theirs. */
export const subscriptionQuery = (api: ApiClient, subscriptionId: string) =>
  queryOptions({
    queryKey: [...ACCOUNT_QUERY_ROOT, 'subscription', subscriptionId],
    queryFn: async ({ signal }) => (await api.call('subscription-detail', { subscriptionId }, { signal })).subscription,
    staleTime: 60_000,
  });

/** The account's saved favorites as product cards, in the saved order. */
export const favoriteCardsQuery = (api: ApiClient, handles: readonly string[]) =>
  queryOptions({
    queryKey: [...ACCOUNT_QUERY_ROOT, 'favorites', [...handles]],
    queryFn: async ({ signal }) => {
      if (handles.length === 0) return [];
      const { products } = await api.call('get-products-by-handles', { handles: [...handles] }, { signal });
      const byHandle = new Map(products.map((p) => [p.handle, p]));
      return handles.flatMap((h) => {
        const p = byHandle.get(h);
        return p ? [toProductSummary(p)] : [];
      });
    },
    staleTime: 60_000,
  });

/** The delivery schedules a subscription's product offers (its selling plans); [] when it is gone. */
export const productPlansQuery = (api: ApiClient, handle: string) =>
  queryOptions({
    queryKey: [...ACCOUNT_QUERY_ROOT, 'plans', handle],
    queryFn: async ({ signal }) =>
      (await api.call('get-product-by-handle', { handle }, { signal })).product?.sellingPlans ?? [],
    staleTime: 60_000,
  });
