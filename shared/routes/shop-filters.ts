import { FACETS, facetTag, type Facet } from '../catalog/taxonomy';

// Shop filters live in the path so every filtered view has its own crawlable URL:
// /shop/{facet}/{value}[/{facet}/{value}…], facets in a fixed order, each at most once.
export const FACET_ORDER: readonly Facet[] = ['skin-type', 'concern', 'category'];

export type ShopFilters = Partial<Record<Facet, string>>;

/** Parses the part of the path after /shop/; null when it names no valid filter combination. */
export function parseShopFilters(splat: string): ShopFilters | null {
  if (splat === '') return {};
  const parts = splat.split('/');
  if (parts.length % 2 !== 0) return null;
  const filters: ShopFilters = {};
  let lastIndex = -1;
  for (let i = 0; i < parts.length; i += 2) {
    const facet = parts[i] as Facet;
    const value = parts[i + 1]!;
    const index = FACET_ORDER.indexOf(facet);
    // Unknown facet, repeated facet, or out of canonical order: not a page.
    if (index < 0 || index <= lastIndex) return null;
    if (!(FACETS[facet] as readonly string[]).includes(value)) return null;
    filters[facet] = value;
    lastIndex = index;
  }
  return filters;
}

export function shopPath(filters: ShopFilters): string {
  const parts = FACET_ORDER.flatMap((f) => (filters[f] ? [f, filters[f]] : []));
  return parts.length ? `/shop/${parts.join('/')}` : '/shop';
}

export function filterTags(filters: ShopFilters): string[] {
  return FACET_ORDER.flatMap((f) => (filters[f] ? [facetTag(f, filters[f])] : []));
}
