import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../../shared/contract/api-client';
import { SEARCH_DEFAULT_LIMIT, SEARCH_QUERY_MAX } from '../../../shared/contract/search-limits';
import { SEARCH_PARAM, SEARCH_PATH } from '../../../shared/routes/paths';

// The search call's one query factory: the header's popup (few per group) and the results page
// (more per group) read it. Here in lib/ because the header (components/) and the results page
// (features/search) both need it.

/** A query as the search call accepts it: trimmed, cut to the contract's length. */
export function cleanSearchQuery(raw: string | null | undefined): string {
  return (raw ?? '').trim().slice(0, SEARCH_QUERY_MAX).trim();
}

/** The results page of a query. */
export function searchHref(q: string): string {
  return `${SEARCH_PATH}?${new URLSearchParams({ [SEARCH_PARAM]: q })}`;
}

export const searchQuery = (api: ApiClient, q: string, limit = SEARCH_DEFAULT_LIMIT) =>
  queryOptions({
    queryKey: ['search', { q, limit }],
    // The signal aborts this request when a newer query replaces it (React Query cancels a
    // query nobody observes any more, when its function took the signal).
    queryFn: ({ signal }) => api.call('search', { q, limit }, { signal }),
    staleTime: 60_000,
  });
