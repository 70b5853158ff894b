import type { CallName } from '../../shared/contract/registry';

// Public catalog and CMS answers are the same for every visitor, so the server transport may
// share them between requests for a short while (ARCHITECTURE: caches in memory hold only
// public data, bounded). Nothing that carries a token or changes state is ever listed here;
// the uncached product lookup stays uncached by name.
export const CACHEABLE_CALLS: ReadonlySet<CallName> = new Set<CallName>([
  'get-globals', 'get-navigation', 'get-announcements', 'get-plp', 'get-category-plp', 'get-discounts',
  'get-blog-page-data', 'get-blogs', 'get-featured-blogs', 'get-blog-by-blog-slug', 'get-blogs-by-category-slug',
  'get-blog-categories', 'get-content-page', 'get-content-pages', 'get-home',
  'get-product-by-handle', 'get-products-by-handles', 'get-products-by-tags', 'get-shopify-products-by-tags', 'get-all-products',
]);

interface Entry { value: Promise<unknown>; expires: number }

/** A small LRU of in-flight or settled answers; concurrent misses for one key share one call. */
export class PublicCallCache {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly maxEntries = 500, private readonly ttlMs = 30_000) {}

  get size(): number {
    return this.entries.size;
  }

  fetch(key: string, load: () => Promise<unknown>): Promise<unknown> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) {
      this.entries.delete(key);
      this.entries.set(key, hit); // most recently used last
      return hit.value;
    }
    const value = load();
    this.entries.set(key, { value, expires: now + this.ttlMs });
    // A failure is never cached: the next request tries again.
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    while (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    return value;
  }
}
