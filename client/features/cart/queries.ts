import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../../shared/contract/api-client';
import { facetTag } from '../../../shared/catalog/taxonomy';
import { toProductSummary } from '../../components/commerce/product-summary';
import { recommendForCart } from './recommendations';

/** Best sellers read to pick the cart's recommendations from. */
const RECOMMENDATION_CANDIDATES = 48;

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
    queryFn: async ({ signal }) => {
      if (handles.length === 0) return [];
      const { products: inCart } = await api.call(
        'get-products-by-handles',
        { handles: [...new Set(handles)] },
        { signal },
      );
      const tags = [...new Set(inCart.flatMap((p) => p.concerns.map((c) => facetTag('concern', c))))];
      if (tags.length === 0) return [];
      const { products } = await api.call(
        'get-products-by-tags',
        { tags, logicalOr: true, sort: 'best-selling', limit: RECOMMENDATION_CANDIDATES },
        { signal },
      );
      return recommendForCart(inCart, products).map((p) => toProductSummary(p));
    },
    staleTime: 5 * 60_000,
  });
