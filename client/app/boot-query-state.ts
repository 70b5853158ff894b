import { hashKey, type DehydratedState, type QueryKey } from '@tanstack/react-query';
import { hashQueryKey } from '../lib/query/query-client';
import { scriptJson, sharedScriptJson } from '../lib/query/script-json';

// The dehydrated query state goes into every page. After a successful server fetch most of a
// query's state fields hold the same values on every query (no error, one update, idle), about
// 200 bytes a query; each query's dehydration time is the page's, and its hash is its key's. The
// page leaves all of that out, and the client entry puts it back before it hydrates
// (expandQueryState), so react-query gets its own dehydrated shape, the same as the server made.
// This is the one module that knows React Query's dehydrated fields; boot-query-state.test.ts
// checks them against React Query's own dehydrate and hydrate, so an upgrade that changes them
// fails there.

type DehydratedQuery = DehydratedState['queries'][number];

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

/** A query as the page carries it: without its settled state fields, its time if the page's, its hash if its key's. */
export type CompactQuery = Omit<DehydratedQuery, 'state' | 'queryHash' | 'dehydratedAt'> & {
  state: Partial<DehydratedQuery['state']>;
  queryHash?: string;
  /**
   * How many milliseconds after the page's dehydratedAt the query was dehydrated; absent when at
   * that time. React Query stamps each query as it goes (Date.now(), whole milliseconds), so now
   * and then a page's queries straddle a millisecond: a digit rather than a thirteen-digit time
   * keeps the page's size steady.
   */
  after?: number;
};

/** The page's query state as it carries it (compactQueryState); expandQueryState makes it whole. */
export interface CompactQueryState {
  queries: CompactQuery[];
  /** Absent when there are none (a page's render makes none). */
  mutations?: DehydratedState['mutations'];
  /** The dehydration time of the page's queries (the first one's): a query's own is this one plus its `after`. */
  dehydratedAt?: number;
}

/**
 * The hash the browser works out for a key it reads back from the page's JSON: a key the page can
 * leave its hash out of is one whose hash this gives back (only plain JSON values survive the page).
 */
function hashOnArrival(queryKey: QueryKey): string {
  return hashQueryKey(JSON.parse(JSON.stringify(queryKey)) as QueryKey);
}

function compactQuery(query: DehydratedQuery, pageTime: number): CompactQuery {
  const { state, queryHash, dehydratedAt, ...rest } = query;
  const kept: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(state)) if (!Object.hasOwn(SETTLED, k) || SETTLED[k] !== v) kept[k] = v;
  const compact: CompactQuery = { ...rest, state: kept as CompactQuery['state'] };
  if (dehydratedAt !== pageTime) compact.after = dehydratedAt - pageTime;
  if (queryHash !== hashOnArrival(query.queryKey)) compact.queryHash = queryHash;
  return compact;
}

/** The state as the page carries it: what expandQueryState puts back is left out. */
export function compactQueryState(state: DehydratedState): CompactQueryState {
  const compact: CompactQueryState = { queries: [] };
  const first = state.queries[0];
  if (first) {
    compact.queries = state.queries.map((q) => compactQuery(q, first.dehydratedAt));
    compact.dehydratedAt = first.dehydratedAt;
  }
  if (state.mutations.length > 0) compact.mutations = state.mutations;
  return compact;
}

/** The page's query state made whole again: react-query's dehydrated state as the server made it. */
export function expandQueryState(compact: CompactQueryState): DehydratedState {
  return {
    mutations: compact.mutations ?? [],
    queries: compact.queries.map(({ state, queryHash, after = 0, ...rest }) => ({
      ...rest,
      state: { ...SETTLED, ...state } as DehydratedQuery['state'],
      // React Query's own hash in the browser: the same string as the server's faster one.
      queryHash: queryHash ?? hashKey(rest.queryKey),
      dehydratedAt: compact.dehydratedAt! + after,
    })),
  };
}

/** A query state to write: the page's compact one, or react-query's own for a streamed boundary. */
interface ScriptQueryState {
  queries: readonly { state: { data?: unknown } }[];
  dehydratedAt?: number;
  mutations?: readonly unknown[];
}

/** An object's text opened again for one more key: `{"a":1}` → `{"a":1,"key":`. */
const withKey = (objectText: string, key: string) =>
  `${objectText.slice(0, -1)}${objectText === '{}' ? '' : ','}"${key}":`;

/**
 * The compact state as a script expression (scriptJson's): each query's data is written by
 * sharedScriptJson, so a cached answer's text is made once, not on every page that shows it.
 */
export function queryStateScript(state: ScriptQueryState): string {
  const queries = state.queries.map(({ state: { data, ...fields }, ...query }) => {
    const fieldsText = scriptJson(fields);
    const stateText = data === undefined ? fieldsText : `${withKey(fieldsText, 'data')}${sharedScriptJson(data)}}`;
    return `${withKey(scriptJson(query), 'state')}${stateText}}`;
  });
  const time = state.dehydratedAt === undefined ? '' : `,"dehydratedAt":${scriptJson(state.dehydratedAt)}`;
  const mutations = state.mutations === undefined ? '' : `,"mutations":${scriptJson(state.mutations)}`;
  return `{"queries":[${queries.join(',')}]${time}${mutations}}`;
}
