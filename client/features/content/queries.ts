import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../../shared/contract/api-client';

export const homeQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ['home'],
    queryFn: async ({ signal }) => (await api.call('get-home', {}, { signal })).home,
  });

export const contentPageQuery = (api: ApiClient, path: string) =>
  queryOptions({
    queryKey: ['content-page', path],
    queryFn: async ({ signal }) => (await api.call('get-content-page', { path }, { signal })).page,
  });

export const blogPageQuery = (api: ApiClient, categorySlug: string) =>
  queryOptions({
    queryKey: ['blog-page', categorySlug],
    queryFn: ({ signal }) => api.call('get-blog-page-data', { categorySlug }, { signal }),
  });

export const blogPostQuery = (api: ApiClient, slug: string) =>
  queryOptions({
    queryKey: ['blog-post', slug],
    queryFn: ({ signal }) => api.call('get-blog-by-blog-slug', { slug }, { signal }),
  });

/**
 * Products a blog post links to. Keyed apart from the catalog's own product queries so a
 * different shape can never land under the same key.
 */
export const blogProductsQuery = (api: ApiClient, handles: readonly string[]) =>
  queryOptions({
    queryKey: ['blog-products', [...handles]],
    queryFn: async ({ signal }) =>
      handles.length === 0
        ? []
        : (await api.call('get-products-by-handles', { handles: [...handles] }, { signal })).products,
  });
