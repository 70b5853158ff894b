import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { ApiClient } from '../../shared/contract/api-client';
import type { LayoutEntry, LayoutSnapshot, MakeLayout } from '../../shared/layout-data';
import { layoutQueries, loadLayoutQueries } from '../components/layout/queries';
import { createRenderQueryClient } from '../lib/query/query-client';

// The layout's data on the server: fetched once into an entry the server keeps for every page
// (server/cache/layout-entry.ts), put into each page's query client as fetched, and named by
// the page as a file instead of carried (shared/layout-data.ts).

export const layoutQueryKeys = (api: ApiClient): QueryKey[] => layoutQueries(api).map((q) => q.queryKey);

/** The layout's four answers, fetched through `api`; a failure rejects (the server keeps none). */
export const makeLayout: MakeLayout = async (api) => {
  const at = Date.now();
  const own = createRenderQueryClient();
  await loadLayoutQueries(own, api);
  const entries: LayoutEntry[] = [];
  for (const q of layoutQueries(api)) {
    const data = own.getQueryData(q.queryKey);
    if (data !== undefined) entries.push([q.queryKey as unknown[], data]);
  }
  return { entries, at };
};

/** The kept answers into a page's query client, settled at the time they were fetched. */
export function putLayout(queryClient: QueryClient, layout: LayoutSnapshot): void {
  for (const [key, data] of layout.entries) queryClient.setQueryData(key, data, { updatedAt: layout.at });
}
