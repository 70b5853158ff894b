import { SEARCH_PARAM } from '../../../shared/routes/route-table';
import { cleanSearchQuery } from '../../lib/query/search-query';

/** The query of a results page URL ('' when absent or blank). */
export function searchParam(search: string): string {
  return cleanSearchQuery(new URLSearchParams(search).get(SEARCH_PARAM));
}

/** The page title: the query in it, so tabs and history tell searches apart. */
export function searchTitle(q: string): string {
  return q ? `Search results for “${q}”` : 'Search';
}
