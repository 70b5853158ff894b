import {
  useQueryClient,
  useSuspenseQuery as useSuspenseQueryObserved,
  type QueryKey,
  type UseSuspenseQueryOptions,
} from '@tanstack/react-query';

// Every screen reads its data with useSuspenseQuery and uses only `data`. In the server's render
// nothing re-renders for a change, so the query observer each hook builds (options, result,
// subscription) is work thrown away: ~16 of them a product page. There the hook reads the
// request's query cache instead, suspending on the query's fetch until it settles, and throwing
// its error as React Query's hook does (to the nearest error boundary).

type Options<TData, TKey extends QueryKey> = UseSuspenseQueryOptions<TData, Error, TData, TKey>;

const settle = () => undefined;

function useServerSuspenseQuery<TData, TKey extends QueryKey>(options: Options<TData, TKey>): { data: TData } {
  const client = useQueryClient();
  const defaulted = client.defaultQueryOptions(options as Parameters<typeof client.defaultQueryOptions>[0]);
  const query = client.getQueryCache().build(client, defaulted);
  const { status, data, error } = query.state;
  if (status === 'success') return { data: (defaulted.select ? defaulted.select(data) : data) as TData };
  if (status === 'error') throw error;
  // Resolved or rejected, the render is tried again and reads the settled state.
  throw client.ensureQueryData(defaulted as Parameters<typeof client.ensureQueryData>[0]).then(settle, settle);
}

function useBrowserSuspenseQuery<TData, TKey extends QueryKey>(options: Options<TData, TKey>): { data: TData } {
  return useSuspenseQueryObserved(options);
}

/**
 * React Query's useSuspenseQuery for what screens read of it (`data`); fixed by the build, so hooks
 * keep their order and the browser's bundle leaves the server's variant out (Vitest runs as the
 * server: its tests render the server's).
 */
export const useSuspenseQuery: <TData, TKey extends QueryKey = QueryKey>(
  options: Options<TData, TKey>,
) => { data: TData } = import.meta.env.SSR ? useServerSuspenseQuery : useBrowserSuspenseQuery;
