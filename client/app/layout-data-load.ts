import { hydrate, type QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../shared/contract/api-client';
import { layoutDataPath, parseLayoutData } from '../../shared/layout-data';
import { loadLayoutQueries } from '../components/layout/queries';
import { layoutDehydratedState } from './layout-state';

/**
 * Puts the layout's data into the browser's query cache before the page hydrates: from the
 * layout file the page names (asked for with the chunks, kept by the browser for later pages),
 * or, when that file cannot be had (a newer layout was published since the page was rendered,
 * a network error), by the layout's own calls, as a navigation would make them. Never throws:
 * a layout left without data hydrates what the server sent and fetches again when it is used.
 */
export async function loadLayoutData(
  queryClient: QueryClient,
  api: ApiClient,
  id: string | undefined,
  fetchFile: (url: string) => Promise<Response> = (url) => fetch(url),
  now: () => number = Date.now,
): Promise<void> {
  if (id === undefined) return;
  try {
    const response = await fetchFile(layoutDataPath(id));
    const entries = response.ok ? parseLayoutData(await response.json()) : null;
    if (entries) {
      hydrate(queryClient, layoutDehydratedState(entries, now()));
      return;
    }
  } catch {
    // the calls below stand in
  }
  await loadLayoutQueries(queryClient, api).catch(() => undefined);
}
