import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { createContext } from 'react';

// Query data that resolves after the shell is written into the page inside the Suspense
// boundary that waited for it (decision 007): a small script pushes the dehydrated queries
// into a global queue, which the client entry drains into its QueryClient before hydrating.

export const QUERY_STREAM_GLOBAL = '__QUERY_STREAM__';

/** What the server render knows while it streams; absent in the browser. */
export interface ServerQueryStream {
  /** the request's CSP nonce: every inline script carries it */
  nonce: string;
  /** query hashes already in the page (the boot data and earlier streamed scripts) */
  written: Set<string>;
  /** the script text that hands `state` to the browser's QueryClient */
  scriptFor(state: DehydratedState): string;
}

export const QueryStreamContext = createContext<ServerQueryStream | null>(null);

interface StreamTarget {
  [QUERY_STREAM_GLOBAL]?: { push(state: DehydratedState): unknown } | DehydratedState[];
}

/**
 * The page's data as fetched when the page arrived. A page from the page cache (or a CDN) may be
 * minutes old: its queries' own fetch times would make them stale on arrival (staleTime), and the
 * hydrated page would ask the BFF again for everything it has just shown.
 */
export function freshOnArrival(state: DehydratedState, now: number): DehydratedState {
  return {
    ...state,
    queries: state.queries.map((q) =>
      q.state.status === 'success' ? { ...q, state: { ...q.state, dataUpdatedAt: now } } : q,
    ),
  };
}

/**
 * Takes what the streamed scripts queued so far, then answers later pushes at once: the
 * module script is async, so it may run before the stream has ended.
 */
export function receiveStreamedQueries(
  queryClient: QueryClient,
  target: StreamTarget,
  now: () => number = Date.now,
): void {
  const receive = (state: DehydratedState) => hydrate(queryClient, freshOnArrival(state, now()));
  const queued = target[QUERY_STREAM_GLOBAL];
  for (const state of Array.isArray(queued) ? queued : []) receive(state);
  target[QUERY_STREAM_GLOBAL] = { push: receive };
}

/** The script the server writes: works whether the queue is still an array or already the receiver. */
export function queryStreamScript(serialized: string): string {
  return `(self.${QUERY_STREAM_GLOBAL}=self.${QUERY_STREAM_GLOBAL}||[]).push(${serialized})`;
}
