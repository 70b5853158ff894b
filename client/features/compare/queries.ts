import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../../shared/contract/api-client';

/** Just handle and title of every product, for the "add a product" picker; small in the page. */
export const productPickerQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ['products', 'picker'],
    queryFn: async ({ signal }) =>
      (await api.call('get-all-products', {}, { signal })).products
        .map((p) => ({ handle: p.handle, title: p.title }))
        .sort((a, b) => a.title.localeCompare(b.title, 'en')),
    staleTime: 5 * 60_000,
  });
