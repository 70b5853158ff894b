import { TaggedCache, type Tag } from './tagged-cache';

// The public upstream answers, shared between visitors (ARCHITECTURE: memory caches hold only
// public data, bounded, tagged). Which calls may be kept and for how long is written on their
// contract entries (cacheMs); what an answer shows (its tags) is answer-tags.ts's to say.

export const ANSWER_CACHE_MAX_ENTRIES = 500;

export class AnswerCache {
  readonly entries: TaggedCache<Promise<unknown>>;
  /** Concurrent misses for one key share one call. */
  private readonly inflight = new Map<string, Promise<unknown>>();
  /** Told of each lookup: kept (or already asked for) or not (server/telemetry/metrics). */
  onLookup: ((hit: boolean) => void) | undefined;

  constructor(maxEntries = ANSWER_CACHE_MAX_ENTRIES) {
    this.entries = new TaggedCache<Promise<unknown>>({ max: maxEntries });
  }

  get size(): number {
    return this.entries.size;
  }

  /** The kept answer for `key`, or `load`'s, kept `ttlMs` under `tagsOf(answer)`. A failure is never kept. */
  fetch<T>(key: string, ttlMs: number, load: () => Promise<T>, tagsOf: (answer: T) => Iterable<Tag>): Promise<T> {
    const kept = this.entries.get(key) ?? this.inflight.get(key);
    this.onLookup?.(kept !== undefined);
    if (kept) return kept as Promise<T>;
    const since = this.entries.begin();
    const value = load();
    this.inflight.set(key, value);
    value
      .then(
        (answer) => this.entries.set(key, value, { tags: tagsOf(answer), ttl: ttlMs, since }),
        () => undefined,
      )
      .finally(() => {
        if (this.inflight.get(key) === value) this.inflight.delete(key);
        this.entries.end();
      });
    return value;
  }

  purge(tags: Iterable<Tag>): number {
    // A call under way may answer with what the purge forgets: later callers start their own.
    this.inflight.clear();
    return this.entries.purge(tags);
  }
}
