import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../../shared/contract/api-client';
import { facetTag } from '../../../shared/catalog/taxonomy';
import type { Plp } from '../../../shared/contract/content-models';
import type { Product } from '../../../shared/contract/models';
import { RELATED_PRODUCTS_LIMIT } from '../../../shared/contract/catalog-values';
import type { CallInput, CallOutput } from '../../../shared/contract/registry';
import { toProductSummary } from '../../components/commerce/product-summary';
import { memoByAnswer } from '../../lib/query/answer-memo';

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
      const page = await api.call(
        'get-products-by-tags',
        {
          tags: [facetTag('category', category)],
          sort: 'best-selling',
          limit: RELATED_PRODUCTS_LIMIT + 1,
        },
        { signal },
      );
      return relatedOf(page, product.handle);
    },
  });

export type ProductListInput = CallInput<'get-products-by-tags'>;

type ProductPage = CallOutput<'get-products-by-tags'>;
type ProductsAnswer = CallOutput<'get-products-by-handles'>;

// Cards are made once per answer (answer-memo.ts): a listing's page script then writes the same
// object's text once too (sharedScriptJson), rather than on every render of a listing.
const listingOf = memoByAnswer((page: ProductPage) => ({
  ...page,
  products: page.products.map((p) => toProductSummary(p)),
}));
const relatedOf = memoByAnswer(({ products }: ProductPage, handle: string) =>
  products
    .filter((p) => p.handle !== handle)
    .slice(0, RELATED_PRODUCTS_LIMIT)
    .map((p) => toProductSummary(p)),
);
const inHandleOrder = memoByAnswer(({ products }: ProductsAnswer, handles: string) => {
  const byHandle = new Map(products.map((p) => [p.handle, p]));
  return (JSON.parse(handles) as string[]).flatMap((h) => byHandle.get(h) ?? []);
});
const cardsOf = memoByAnswer((answer: ProductsAnswer, handles: string) =>
  inHandleOrder(answer, handles).map((p) => toProductSummary(p)),
);

/** A listing page: card data only (see product-summary.ts). */
export const productListQuery = (api: ApiClient, input: ProductListInput) =>
  queryOptions({
    queryKey: ['products', input],
    queryFn: async ({ signal }) => listingOf(await api.call('get-products-by-tags', input, { signal })),
  });

async function productsAnswer(
  api: ApiClient,
  handles: readonly string[],
  signal: AbortSignal,
): Promise<ProductsAnswer> {
  return handles.length === 0
    ? { products: [] }
    : api.call('get-products-by-handles', { handles: [...handles] }, { signal });
}

async function productsByHandles(api: ApiClient, handles: readonly string[], signal: AbortSignal) {
  return inHandleOrder(await productsAnswer(api, handles, signal), JSON.stringify(handles));
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
    queryFn: async ({ signal }) => cardsOf(await productsAnswer(api, handles, signal), JSON.stringify(handles)),
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
  filters.map(({ facet, label, values }) => ({
    facet,
    label,
    values: values.map(({ value, label: name }) => ({ value, label: name })),
  }));

// The listing content queries keep what the shop page reads (they are written into the page).

/** The main /shop listing's content and the filter groups (labels come from the CMS). */
export const shopPlpQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ['plp', ''],
    queryFn: async ({ signal }) => {
      const { title, description, filters } = (
        await api.call('get-plp', { fields: ['title', 'description', 'filters'] }, { signal })
      ).plp;
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
