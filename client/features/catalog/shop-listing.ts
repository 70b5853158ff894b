import { SORTS, type SortKey } from '../../../shared/contract/catalog-values';
import { filterTags, parseShopFilters, shopPath, type ShopFilters } from '../../../shared/routes/shop-filters';
import type { ProductListInput } from './queries';

// What a /shop URL asks for: filters in the path, sort and page in the query.

export const SHOP_PAGE_SIZE = 24;
/** The contract's page bound (shared/contract/fields.ts Page). */
const MAX_PAGE = 1000;
export const DEFAULT_SORT: SortKey = 'best-selling';

export const SORT_LABELS: Record<SortKey, string> = {
  'best-selling': 'Best selling',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
  newest: 'Newest',
  title: 'Name: A to Z',
};

export interface ShopListing {
  filters: ShopFilters;
  sort: SortKey;
  page: number;
  input: ProductListInput;
}

/** null when the path names no valid filter combination (the route answers 404). */
export function readShopListing(splat: string | undefined, search: string): ShopListing | null {
  const filters = parseShopFilters(splat ?? '');
  if (!filters) return null;
  const q = new URLSearchParams(search);
  const rawSort = q.get('sort') ?? '';
  const sort = (SORTS as readonly string[]).includes(rawSort) ? (rawSort as SortKey) : DEFAULT_SORT;
  const page = Math.min(Math.max(Number.parseInt(q.get('page') ?? '1', 10) || 1, 1), MAX_PAGE);
  return {
    filters,
    sort,
    page,
    input: { tags: filterTags(filters), sort, page, limit: SHOP_PAGE_SIZE, logicalOr: false },
  };
}

/** A listing URL; the default sort and the first page stay out of it, so each view has one URL. */
export function shopHref(filters: ShopFilters, sort: SortKey, page = 1): string {
  const q = new URLSearchParams();
  if (sort !== DEFAULT_SORT) q.set('sort', sort);
  if (page > 1) q.set('page', String(page));
  const query = q.toString();
  return `${shopPath(filters)}${query ? `?${query}` : ''}`;
}

/** The single active filter value, whose CMS listing page (get-category-plp) describes it. */
export function singleFilterValue(filters: ShopFilters): string | null {
  const values = Object.values(filters).filter((v): v is string => Boolean(v));
  return values.length === 1 ? values[0]! : null;
}
