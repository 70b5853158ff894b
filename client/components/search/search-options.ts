import type { SearchResults } from '../../../shared/contract/search';
import { formatMoney } from '../../../shared/format/money';
import { searchHref } from '../../lib/query/search-query';

// The popup's options, flattened in display order so the arrow keys walk them as one list;
// each knows its group (for the group headings) and where Enter takes the visitor.

export type SearchGroup = 'products' | 'posts' | 'pages' | 'all';

export interface SearchOption {
  group: SearchGroup;
  href: string;
  label: string;
  detail?: string;
}

export const GROUP_LABELS: Record<SearchGroup, string> = {
  products: 'Products',
  posts: 'Articles',
  pages: 'Pages',
  all: '',
};

/** Results as options, then "See all results" (the results page) last. */
export function searchOptions(results: SearchResults, q: string): SearchOption[] {
  return [
    ...results.products.map((p): SearchOption => ({
      group: 'products',
      href: `/products/${p.handle}`,
      label: p.title,
      // several sizes at several prices read "From", as on the product cards
      detail: `${p.maxPrice !== undefined && p.maxPrice > p.price ? 'From ' : ''}${formatMoney(p.price)}`,
    })),
    ...results.posts.map((p): SearchOption => ({ group: 'posts', href: `/blog/${p.slug}`, label: p.title })),
    ...results.pages.map((p): SearchOption => ({ group: 'pages', href: p.path, label: p.title })),
    { group: 'all', href: searchHref(q), label: `See all results for “${q}”` },
  ];
}

/** Arrow keys wrap around; from "nothing active" Down goes to the first, Up to the last. */
export function nextActive(current: number, count: number, step: 1 | -1): number {
  if (count === 0) return -1;
  if (current < 0) return step === 1 ? 0 : count - 1;
  return (current + step + count) % count;
}
