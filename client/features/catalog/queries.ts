import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../../shared/contract/api-client';
import { facetTag } from '../../../shared/catalog/taxonomy';
import type { Plp } from '../../../shared/contract/content-models';
import type { Product } from '../../../shared/contract/models';
import { RELATED_PRODUCTS_LIMIT } from '../../../shared/contract/catalog-values';
import type { CallInput, CallOutput } from '../../../shared/contract/registry';
import { toProductSummary } from '../../components/commerce/product-summary';

// One factory per catalog call: loaders ensure them, components read the same factories.

/** The product alone: what the product page cannot render without. */
export const productQuery = (api: ApiClient, handle: string) =>
  queryOptions({
    queryKey: ['product', handle],
    queryFn: ({ signal }) => api.call('get-product-by-handle', { handle }, { signal }),
  });

/**
 * Related products: up to RELATED_PRODUCTS_LIMIT others of the product's primary category,
 * best sellers first, as the backend's `relatedProducts` extra field answers. Asked as a list
 * call so the product page fetches the product itself once; one more than needed is asked
 * because the product is in its own category. Read under Suspense, so it streams after the shell.
 */
export const relatedProductsQuery = (api: ApiClient, product: Pick<Product, 'handle' | 'categories'>) =>
  queryOptions({
    queryKey: ['product', product.handle, 'related'],
    queryFn: async ({ signal }) => {
      const category = product.categories[0];
      if (!category) return [];
      const { products } = await api.call('get-products-by-tags', {
        tags: [facetTag('category', category)], sort: 'best-selling', limit: RELATED_PRODUCTS_LIMIT + 1,
      }, { signal });
      return products.filter((p) => p.handle !== product.handle).slice(0, RELATED_PRODUCTS_LIMIT).map((p) => toProductSummary(p));
    },
  });

export type ProductListInput = CallInput<'get-products-by-tags'>;

type ProductPage = CallOutput<'get-products-by-tags'>;
const listingOf = (page: ProductPage) => ({ ...page, products: page.products.map((p) => toProductSummary(p)) });

// The server's shared cache hands every page the same answer object until it renews it: its
// cards are made once, and the page's script writes that same object's text once
// (sharedScriptJson) rather than on every render of a listing.
const listings = new WeakMap<ProductPage, ReturnType<typeof listingOf>>();

/** A listing page: card data only (see product-summary.ts). */
export const productListQuery = (api: ApiClient, input: ProductListInput) =>
  queryOptions({
    queryKey: ['products', input],
    queryFn: async ({ signal }) => {
      const page = await api.call('get-products-by-tags', input, { signal });
      let listing = listings.get(page);
      if (listing === undefined) listings.set(page, (listing = listingOf(page)));
      return listing;
    },
  });

async function productsByHandles(api: ApiClient, handles: readonly string[], signal: AbortSignal) {
  if (handles.length === 0) return [];
  const { products } = await api.call('get-products-by-handles', { handles: [...handles] }, { signal });
  const byHandle = new Map(products.map((p) => [p.handle, p]));
  return handles.flatMap((h) => byHandle.get(h) ?? []);
}

/** Full products in the order of the handles given; unknown handles are left out by the API. */
export const productsByHandlesQuery = (api: ApiClient, handles: readonly string[]) =>
  queryOptions({
    queryKey: ['products', 'by-handles', [...handles]],
    queryFn: ({ signal }) => productsByHandles(api, handles, signal),
  });

/** The same, as card data, for grids that are written into the page. */
export const productCardsByHandlesQuery = (api: ApiClient, handles: readonly string[]) =>
  queryOptions({
    queryKey: ['products', 'cards-by-handles', [...handles]],
    queryFn: async ({ signal }) => (await productsByHandles(api, handles, signal)).map((p) => toProductSummary(p)),
  });

export const allProductsQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ['products', 'all'],
    queryFn: async ({ signal }) => (await api.call('get-all-products', {}, { signal })).products,
    staleTime: 5 * 60_000,
  });

/**
 * A filter group as the filter panel draws it. A value's CMS tag is left out: it is always
 * `${facet}:${value}` (facetTag), and listings build their tags from the URL's filters.
 */
export interface FilterGroup {
  facet: Plp['filters'][number]['facet'];
  label: string;
  values: { value: string; label: string }[];
}

const filterGroups = (filters: Plp['filters']): FilterGroup[] =>
  filters.map(({ facet, label, values }) => ({ facet, label, values: values.map(({ value, label: name }) => ({ value, label: name })) }));

// The listing content queries keep what the shop page reads (they are written into the page).

/** The main /shop listing's content and the filter groups (labels come from the CMS). */
export const shopPlpQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ['plp', ''],
    queryFn: async ({ signal }) => {
      const { title, description, filters } = (await api.call('get-plp', { fields: ['title', 'description', 'filters'] }, { signal })).plp;
      return { title, description, filters: filters && filterGroups(filters) };
    },
    staleTime: 5 * 60_000,
  });

/**
 * A single-filter listing's heading and text (handle is the filter value); null when the CMS has
 * none. Its filters are the main listing's (shopPlpQuery), its hero image and tag unused.
 */
export const categoryPlpQuery = (api: ApiClient, handle: string) =>
  queryOptions({
    queryKey: ['plp', handle],
    queryFn: async ({ signal }) => {
      const { plp } = await api.call('get-category-plp', { handle }, { signal });
      return plp && { title: plp.title, description: plp.description };
    },
    staleTime: 5 * 60_000,
  });
