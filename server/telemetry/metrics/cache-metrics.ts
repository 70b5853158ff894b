import type { CacheLayer } from '../../cache/cache-layer';
import type { CacheRecorder } from './bff-metrics';

// The shared answer cache and every purge, reported to the cache metrics. The page cache
// reports its own lookups and size where it is made (server/render/page-cache.ts), as it
// exists only when PAGE_CACHE is on.

/** Starts reporting; answers a function that stops. */
export function watchCaches(cache: CacheLayer, recorder: CacheRecorder): () => void {
  const { answers } = cache;
  answers.onLookup = (hit) => recorder.lookup('answer', hit ? 'hit' : 'miss');
  recorder.watch('answer', () => ({ entries: answers.size, bytes: 0 }));
  const stop = cache.onPurge((event) => recorder.purged(event.tags, event.forgotten));
  return () => {
    answers.onLookup = undefined;
    stop();
  };
}
