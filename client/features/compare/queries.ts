import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../../shared/contract/api-client';
import { COMPARE_PICKER_SUGGESTIONS } from './compare-store';

/**
 * The picker's suggestions before anything is typed: the best sellers, handle and title only.
 * Never the whole catalog: a select of every product was half a megabyte of page at 10,000.
 */
export const comparePopularQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ['products', 'compare-popular'],
    queryFn: async ({ signal }) => {
      const { products } = await api.call(
        'get-products-by-tags',
        { tags: [], sort: 'best-selling', limit: COMPARE_PICKER_SUGGESTIONS },
        { signal },
      );
      return products.map((p) => ({ handle: p.handle, title: p.title }));
    },
    staleTime: 5 * 60_000,
  });
