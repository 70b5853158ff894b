import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../../shared/contract/api-client';
import type { CallInput } from '../../../shared/contract/registry';

export const productQuery = (api: ApiClient, handle: string) =>
  queryOptions({
    queryKey: ['product', handle],
    queryFn: ({ signal }) => api.call('get-product-by-handle', { handle, extraFields: ['relatedProducts'] }, { signal }),
  });

export type ProductListInput = CallInput<'get-products-by-tags'>;

export const productListQuery = (api: ApiClient, input: ProductListInput) =>
  queryOptions({
    queryKey: ['products', input],
    queryFn: ({ signal }) => api.call('get-products-by-tags', input, { signal }),
  });
