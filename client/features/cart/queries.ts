import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../../shared/contract/api-client';

/** What kind of discount a code is (percentage or free shipping); type null for unknown codes. */
export const discountTypeQuery = (api: ApiClient, code: string) =>
  queryOptions({
    queryKey: ['discount-type', code],
    queryFn: async ({ signal }) => (await api.call('get-discount-type', { code }, { signal })).type,
    staleTime: 10 * 60_000,
  });

/** The gift-with-purchase rules, each with its summary; the cart picks those running now. */
export const giftRulesQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ['gift-rules'],
    queryFn: async ({ signal }) => (await api.call('get-discounts', {}, { signal })).discounts,
    staleTime: 60_000,
  });

/** The cart's product handles, as the recommendations are keyed. */
export const cartHandles = (cart: { lineItems: readonly { product: { handle: string } }[] }) =>
  cart.lineItems.map((l) => l.product.handle);

/**
 * "You may also like" for the products in the cart (recommendations.ts): the cart's products
 * (for their concerns and categories) and the best sellers sharing any of those, both public
 * cached reads. Keyed by the handles, so a quantity change asks nothing again.
 */
export const cartRecommendationsQuery = (api: ApiClient, handles: readonly string[]) =>
  queryOptions({
    queryKey: ['cart-recommendations', [...handles].sort()],
    // The picking code comes with the first fetch (the server's render, a client navigation):
    // a page that hydrates them has their data streamed, and never runs it.
    queryFn: async ({ signal }) => (await import('./recommendations')).fetchCartRecommendations(api, handles, signal),
    staleTime: 5 * 60_000,
  });
