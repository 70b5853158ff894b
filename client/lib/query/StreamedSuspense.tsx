import { dehydrate, useQueryClient, type FetchQueryOptions, type QueryKey } from '@tanstack/react-query';
import { Suspense, useContext, useSyncExternalStore, type ReactNode } from 'react';
import { QueryStreamContext, type ServerQueryStream } from './query-stream';

/** Options from any queryOptions factory: the boundary only waits for them and writes them out. */
type AnyQuery = { queryKey: QueryKey };

/**
 * Suspense for data a page renders after its shell: the children read `queries` with
 * useSuspenseQuery, and when they resolve on the server their data goes out in the same
 * streamed chunk, so the browser hydrates the boundary from its cache and asks for nothing.
 */
export function StreamedSuspense({
  fallback,
  queries,
  children,
}: {
  fallback: ReactNode;
  queries: readonly AnyQuery[];
  children: ReactNode;
}) {
  const stream = useContext(QueryStreamContext);
  return (
    <Suspense fallback={fallback}>
      {children}
      {stream ? <ServerQueryScript queries={queries} stream={stream} /> : <HydratedQueryScript />}
    </Suspense>
  );
}

function ServerQueryScript({ queries, stream }: { queries: readonly AnyQuery[]; stream: ServerQueryStream }) {
  const queryClient = useQueryClient();
  const cache = queryClient.getQueryCache();
  const found = queries.map((options) => cache.find({ queryKey: options.queryKey, exact: true }));
  // Waits for the same queries as the children beside it (one fetch: the query client dedupes),
  // by suspending on their fetches: no query observers, which the server never subscribes
  // (useSuspenseQueries cost 2.3 % of a product page's render). A failed query is the
  // children's error to show; this script then writes the others.
  if (found.some((query) => query === undefined || query.state.status === 'pending')) {
    // (Factories of different data types share no narrower type than their key.)
    throw Promise.allSettled(queries.map((options) => queryClient.ensureQueryData(options as FetchQueryOptions)));
  }
  const hashes = new Set<string>();
  for (const query of found) {
    if (query?.state.status === 'success' && !stream.written.has(query.queryHash)) hashes.add(query.queryHash);
  }
  for (const hash of hashes) stream.written.add(hash);
  const text = hashes.size
    ? stream.scriptFor(dehydrate(queryClient, { shouldDehydrateQuery: (q) => hashes.has(q.queryHash) }))
    : '';
  // Always a script element, even empty, so the browser's hydration finds the same tree.
  return <script nonce={stream.nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: text }} />;
}

const subscribeNever = () => () => {};

/**
 * In the browser: matches the server's script while hydrating (its content left as the server
 * wrote it: inner HTML is not hydrated), then leaves the DOM; client navigations render nothing.
 */
function HydratedQueryScript() {
  const hydrating = useSyncExternalStore(
    subscribeNever,
    () => false,
    () => true,
  );
  return hydrating ? <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: '' }} /> : null;
}
