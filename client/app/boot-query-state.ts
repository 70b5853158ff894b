import type { DehydratedState } from '@tanstack/react-query';

// The dehydrated query state goes into every page. After a successful server fetch most of a
// query's state fields hold the same values on every query (no error, one update, idle), about
// 200 bytes a query; the page leaves those out and its boot script puts them back before the
// client entry hydrates, so the client sees react-query's own dehydrated shape.

/** A query's state fields as they stand after one successful fetch. */
export const SETTLED: Readonly<Record<string, unknown>> = {
  dataUpdateCount: 1,
  error: null,
  errorUpdateCount: 0,
  errorUpdatedAt: 0,
  fetchFailureCount: 0,
  fetchFailureReason: null,
  fetchMeta: null,
  isInvalidated: false,
  status: 'success',
  fetchStatus: 'idle',
};

/** The state without the fields that hold their settled value (the rest stay as they are). */
export function compactQueryState(state: DehydratedState): DehydratedState {
  return {
    ...state,
    queries: state.queries.map((q) => {
      const kept = Object.fromEntries(Object.entries(q.state).filter(([k, v]) => !(k in SETTLED) || SETTLED[k] !== v));
      return { ...q, state: kept as typeof q.state };
    }),
  };
}

/**
 * A JavaScript function expression, run by the page's boot script on the boot data: puts the
 * settled fields back into every query state that lacks them. Plain ES5 over JSON values.
 */
export const EXPAND_QUERY_STATE_JS =
  `function(b){var d=${JSON.stringify(SETTLED)};b.queryState.queries.forEach(function(q){var s={},k;for(k in d)s[k]=d[k];for(k in q.state)s[k]=q.state[k];q.state=s});return b}`;
