import { useQuery } from '@tanstack/react-query';
import { useSuspenseQuery } from '../lib/query/use-suspense-query';
import { useLocation, useParams, type LoaderFunctionArgs } from 'react-router-dom';
import { facetLabel } from '../../shared/catalog/taxonomy';
import { FACET_ORDER } from '../../shared/routes/shop-filters';
import { ActiveFilters } from '../features/catalog/components/ActiveFilters';
import { FilterPanel } from '../features/catalog/components/FilterPanel';
import { FilterSheet } from '../features/catalog/components/FilterSheet';
import { Pagination } from '../features/catalog/components/Pagination';
import { ProductGrid } from '../components/commerce/ProductGrid';
import { SortForm } from '../features/catalog/components/SortForm';
import { categoryPlpQuery, productListQuery, shopPlpQuery } from '../features/catalog/queries';
import { readShopListing, shopHref, singleFilterValue, type ShopListing } from '../features/catalog/shop-listing';
import { CompareBarSlot } from '../features/compare/components/CompareBarSlot';
import type { LoaderDeps } from '../lib/routing/loader-deps';
import { useApp } from '../lib/app/app-context';
import { pageNotFound } from '../lib/routing/route-errors';
import type { MetaArgs, PageMeta, ScreenModule } from './types';
import { formatCount } from '../../shared/format/number';

const SHOP_HEADING = 'Shop all skincare';

function useListing(): ShopListing {
  const params = useParams();
  const location = useLocation();
  // The loader already answered 404 for an invalid path, so this is never null here.
  return readShopListing(params['*'], location.search) ?? pageNotFound(location.pathname);
}

/** Heading and text: the CMS listing for a single filter (or /shop), else the filters' names. */
function useListingContent(listing: ShopListing) {
  const { api } = useApp();
  const single = singleFilterValue(listing.filters);
  const { data: shop } = useSuspenseQuery(shopPlpQuery(api));
  const { data: category } = useQuery({ ...categoryPlpQuery(api, single ?? ''), enabled: single !== null });
  const names = FACET_ORDER.flatMap((f) => (listing.filters[f] ? [facetLabel(listing.filters[f]!)] : []));
  if (single)
    return {
      title: category?.title ?? names[0]!,
      description: category?.description ?? '',
      groups: shop.filters ?? [],
    };
  if (names.length) return { title: names.join(' · '), description: '', groups: shop.filters ?? [] };
  return { title: shop.title ?? SHOP_HEADING, description: shop.description ?? '', groups: shop.filters ?? [] };
}

function Shop() {
  const { api } = useApp();
  const listing = useListing();
  const { filters, sort, page } = listing;
  const { data } = useSuspenseQuery(productListQuery(api, listing.input));
  const content = useListingContent(listing);
  const { pathname } = useLocation();
  const lastPage = Math.max(1, Math.ceil(data.total / data.limit));

  return (
    <section className="page page-shop">
      <header className="page-heading shop-heading">
        <h1>{content.title}</h1>
        {content.description && <p className="lead">{content.description}</p>}
      </header>
      <div className="shop-layout">
        <FilterSheet activeCount={Object.values(filters).filter(Boolean).length} total={data.total}>
          <FilterPanel groups={content.groups} filters={filters} sort={sort} />
        </FilterSheet>
        <div className="shop-results">
          <div className="shop-toolbar">
            <p className="result-count" aria-live="polite">
              {data.total === 1 ? '1 product' : `${formatCount(data.total)} products`}
            </p>
            <SortForm sort={sort} />
          </div>
          <ActiveFilters filters={filters} sort={sort} />
          {data.products.length === 0 ? (
            <div className="empty-state">
              {/* Only a first page can be empty: a later one past the last is the 404 page (the loader). */}
              <p>No products match these filters.</p>
              <a className="btn btn-outlined btn-primary" href="/shop">
                Clear all filters
              </a>
            </div>
          ) : (
            <ProductGrid
              top
              products={data.products}
              headingLevel="h2"
              label={`${content.title}, page ${page}`}
              list={{ id: pathname, name: content.title }}
            />
          )}
          <Pagination page={page} lastPage={lastPage} href={(p) => shopHref(filters, sort, p)} />
        </div>
      </div>
      <CompareBarSlot />
    </section>
  );
}

function shopLoader({ queryClient, api }: LoaderDeps) {
  return async ({ params, request }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    const listing = readShopListing(params['*'], url.search);
    if (!listing) pageNotFound(url.pathname);
    const single = singleFilterValue(listing.filters);
    const [list] = await Promise.all([
      queryClient.ensureQueryData(productListQuery(api, listing.input)),
      queryClient.ensureQueryData(shopPlpQuery(api)),
      single ? queryClient.ensureQueryData(categoryPlpQuery(api, single)) : null,
    ]);
    // A page past the last is no page (a crawler must not index an empty one): the 404 page.
    if (listing.page > 1 && list.products.length === 0) pageNotFound(`${url.pathname}${url.search}`);
    return null;
  };
}

/** Each filtered view is its own page for search engines: its own title and description. */
function shopMeta({ params, search, queryClient, api }: MetaArgs): PageMeta {
  const listing = readShopListing(params['*'], search);
  if (!listing) return {};
  const single = singleFilterValue(listing.filters);
  const shop = queryClient.getQueryData(shopPlpQuery(api).queryKey);
  const category = single ? queryClient.getQueryData(categoryPlpQuery(api, single).queryKey) : undefined;
  const names = FACET_ORDER.flatMap((f) => (listing.filters[f] ? [facetLabel(listing.filters[f]!)] : []));
  const title = single ? (category?.title ?? names[0]) : names.length ? names.join(' · ') : undefined;
  const description = single ? category?.description : shop?.description;
  return { ...(title && { title }), ...(description && { description }) };
}

const shopScreen: ScreenModule = { loader: shopLoader, meta: shopMeta, Component: Shop };

export default shopScreen;
