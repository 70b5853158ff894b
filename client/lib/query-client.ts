import { hashKey, QueryClient, type QueryKey } from '@tanstack/react-query';

// Defaults made once per module, not per client or per query (docs/performance.md).
const DEFAULT_OPTIONS = {
  queries: { staleTime: 60_000, retry: false, refetchOnWindowFocus: false, queryKeyHashFn: hashQueryKey },
  mutations: { retry: false },
} as const;

/** One per request on the server and one per page on the client; never shared between customers. */
export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: DEFAULT_OPTIONS });
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
