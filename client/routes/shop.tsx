import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, useLocation, useParams } from 'react-router-dom';
import { SORTS } from '../../shared/contract/fields';
import { filterTags, parseShopFilters } from '../../shared/routes/shop-filters';
import { facetLabel } from '../../shared/catalog/taxonomy';
import { formatMoney } from '../../shared/format/money';
import { productListQuery, type ProductListInput } from '../features/catalog/queries';
import { useApp } from '../lib/app-context';
import { pageNotFound } from '../lib/route-errors';
import type { ScreenModule } from './types';

function listInput(splat: string | undefined, search: string, pathname: string): ProductListInput {
  const filters = parseShopFilters(splat ?? '');
  if (!filters) pageNotFound(pathname);
  const q = new URLSearchParams(search);
  const sort = (SORTS as readonly string[]).includes(q.get('sort') ?? '') ? (q.get('sort') as (typeof SORTS)[number]) : 'best-selling';
  const page = Math.min(Math.max(Number.parseInt(q.get('page') ?? '1', 10) || 1, 1), 1000);
  return { tags: filterTags(filters), sort, page, limit: 24, logicalOr: false };
}

function Shop() {
  const { api } = useApp();
  const params = useParams();
  const location = useLocation();
  const input = listInput(params['*'], location.search, location.pathname);
  const { data } = useSuspenseQuery(productListQuery(api, input));
  const heading = input.tags?.length ? input.tags.map((t) => facetLabel(t.split(':')[1]!)).join(' · ') : 'Shop all';
  return (
    <section className="page page-shop">
      <h1>{heading}</h1>
      <p>{data.total} products</p>
      <ul className="product-grid">
        {data.products.map((p) => (
          <li key={p.handle}>
            <Link to={`/products/${p.handle}`}>{p.title}</Link> <span>{formatMoney(p.priceRange.min)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

export const shopScreen: ScreenModule = {
  loader: ({ queryClient, api }) => async ({ params, request }) => {
    const url = new URL(request.url);
    await queryClient.ensureQueryData(productListQuery(api, listInput(params['*'], url.search, url.pathname)));
    return null;
  },
  Component: Shop,
};
