import { hashKey, type DehydratedState, type QueryKey } from '@tanstack/react-query';
import type { LayoutEntry } from '../../shared/layout-data';
import { hashQueryKey } from '../lib/query/query-client';
import { SETTLED } from './boot-query-state';

/**
 * A page's dehydrated queries parted in two (shared/layout-data.ts): the layout's, which every
 * page shares and the browser fetches once as a file, and the page's own, written into it. Only
 * settled answers leave the page: a query that failed or has no data stays with the page, where
 * the browser retries it as before.
 */
export function splitLayoutState(
  state: DehydratedState,
  layoutKeys: readonly QueryKey[],
): { page: DehydratedState; layout: LayoutEntry[] } {
  const hashes = new Set(layoutKeys.map(hashQueryKey));
  const layout: LayoutEntry[] = [];
  const queries = state.queries.filter((q) => {
    const shared = hashes.has(q.queryHash) && q.state.status === 'success' && q.state.data !== undefined;
    if (shared) layout.push([q.queryKey as unknown[], q.state.data]);
    return !shared;
  });
  return { page: { ...state, queries }, layout };
}

/** The layout's entries as react-query's dehydrated state, fetched at `now`, for hydrate(). */
export function layoutDehydratedState(entries: readonly LayoutEntry[], now: number): DehydratedState {
  return {
    mutations: [],
    queries: entries.map(([queryKey, data]) => ({
      queryKey,
      queryHash: hashKey(queryKey), // the browser's: React Query's own hash
      dehydratedAt: now,
      // A settled fetch: the same state the server's boot script gives a query it wrote.
      state: { ...SETTLED, data, dataUpdatedAt: now } as DehydratedState['queries'][number]['state'],
    })),
  };
}
