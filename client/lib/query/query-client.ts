import { hashKey, QueryClient, skipToken, type QueryKey } from '@tanstack/react-query';

// Defaults made once per module, not per client or per query (docs/performance.md).
const DEFAULT_OPTIONS = {
  queries: { staleTime: 60_000, retry: false, refetchOnWindowFocus: false },
  mutations: { retry: false },
} as const;
const RENDER_OPTIONS = {
  ...DEFAULT_OPTIONS,
  queries: { ...DEFAULT_OPTIONS.queries, queryKeyHashFn: hashQueryKey },
} as const;

type DefaultQueryOptions = QueryClient['defaultQueryOptions'];
type QueryOptionsIn = Parameters<DefaultQueryOptions>[0] & { _defaulted?: boolean };

/**
 * React Query merges every hook's and fetch's options with three object spreads. In V8 a spread
 * onto keys already present takes a slow runtime path (about 1.4 µs, where Object.assign takes
 * 0.12 µs on Node 20), and a server render of /shop defaults options 45 times. Measured again
 * with React Query 5.108 by switching this method in one warm server: React Query's own costs
 * 4-20 % more CPU per uncached page (docs/decisions/029). The same steps as
 * QueryClient#defaultQueryOptions: query-client.test.ts holds it equal to that method for any
 * options and pins the method's text, so an upgrade that changes it fails a test.
 */
export class AppQueryClient extends QueryClient {
  override defaultQueryOptions: DefaultQueryOptions = ((options: QueryOptionsIn) => {
    if (options._defaulted) return options;
    const d = Object.assign(
      {},
      this.getDefaultOptions().queries,
      this.getQueryDefaults(options.queryKey),
      options,
    ) as QueryOptionsIn;
    d._defaulted = true;
    if (!d.queryHash) d.queryHash = (d.queryKeyHashFn || hashKey)(d.queryKey);
    if (d.refetchOnReconnect === undefined) d.refetchOnReconnect = d.networkMode !== 'always';
    if (d.throwOnError === undefined) d.throwOnError = !!d.suspense;
    if (!d.networkMode && d.persister) d.networkMode = 'offlineFirst';
    if (d.queryFn === skipToken) d.enabled = false;
    return d;
  }) as DefaultQueryOptions;
}

/**
 * The browser's client, one per page: React Query's own, with its own hash of keys (the same
 * strings as the server's). What the server saves per render is microseconds per page in the
 * browser, and the class and the hash were 0.3 KB gzip of every page's first load.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: DEFAULT_OPTIONS });
}

/** The server's client, one per request (never shared between customers): the render's defaults and hash. */
export function createRenderQueryClient(): QueryClient {
  return new AppQueryClient({ defaultOptions: RENDER_OPTIONS });
}

/**
 * React Query's own hash of a key, without its per-value replacer when the key holds no plain
 * object (our keys are mostly strings and arrays of them): JSON.stringify then equals hashKey
 * and takes V8's fast path. Hashes stay identical, so dehydrated queries match in the browser.
 */
export function hashQueryKey(queryKey: QueryKey): string {
  return hasObject(queryKey) ? hashKey(queryKey) : JSON.stringify(queryKey);
}

function hasObject(value: unknown): boolean {
  if (Array.isArray(value)) {
    for (const item of value) if (hasObject(item)) return true;
    return false;
  }
  return value !== null && typeof value === 'object';
}
