// The one in-memory cache of public answers (ARCHITECTURE: memory caches hold only public
// data, bounded). Which calls may be cached and for how long is written on their contract
// entries (cacheMs); this class only keeps what it is given, least recently used first out.

interface Entry { value: Promise<unknown>; expires: number }

export const PUBLIC_CACHE_MAX_ENTRIES = 500;

/** A small LRU of in-flight or settled answers; concurrent misses for one key share one call. */
export class PublicCallCache {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly maxEntries = PUBLIC_CACHE_MAX_ENTRIES) {}

  get size(): number {
    return this.entries.size;
  }

  fetch<T>(key: string, ttlMs: number, load: () => Promise<T>): Promise<T> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) {
      this.entries.delete(key);
      this.entries.set(key, hit); // most recently used last
      return hit.value as Promise<T>;
    }
    const value = load();
    this.entries.set(key, { value, expires: now + ttlMs });
    // A failure is never cached: the next request tries again.
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    while (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    return value;
  }
}
