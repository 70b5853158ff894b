import { LRUCache } from 'lru-cache';

// A bounded LRU whose entries carry tags: what each entry shows (a product's handle, the
// navigation, a content key...). purge(tags) forgets every entry that carries one of them.
// Both the public answer cache and the anonymous page cache are one of these, so one call
// (cache-layer.ts) can forget everything that shows a product that changed.

export type { Tag } from '../../shared/contract/change-tags';
import type { Tag } from '../../shared/contract/change-tags';

interface Kept<V> {
  value: V;
  tags: readonly Tag[];
}

export interface TaggedCacheOptions<V> {
  /** At most this many entries, or: */
  max?: number;
  /** at most this many bytes, by `sizeOf`. */
  maxSize?: number;
  sizeOf?(value: V, key: string): number;
  /** Milliseconds; Date.now-like. Only read for expiry (LRU's own clock). */
  now?: () => number;
}

export interface SetOptions {
  tags: Iterable<Tag>;
  /** Milliseconds the entry is kept; forever (until evicted or purged) when absent. */
  ttl?: number;
  /**
   * When the work that made the value started (begin()): a value made from data a purge has
   * since forgotten is not kept, so a render that read an old answer cannot outlive the purge.
   */
  since?: number;
}

export class TaggedCache<V extends NonNullable<unknown>> {
  private readonly lru: LRUCache<string, Kept<V>>;
  private readonly byTag = new Map<Tag, Set<string>>();
  /** The purge count, and when each tag was last purged (kept only while some work is running). */
  private epoch = 0;
  private readonly purgedAt = new Map<Tag, number>();
  private running = 0;

  constructor(o: TaggedCacheOptions<V>) {
    const sizeOf = o.sizeOf;
    const options: LRUCache.Options<string, Kept<V>, unknown> = {
      ...(o.max !== undefined && { max: o.max }),
      ...(o.maxSize !== undefined &&
        sizeOf && {
          maxSize: o.maxSize,
          sizeCalculation: (kept: Kept<V>, key: string) => Math.max(1, sizeOf(kept.value, key)),
        }),
      ttlAutopurge: false,
      ...(o.now && { ttlResolution: 0, perf: { now: o.now } }),
      // evicted, expired, replaced or deleted: the tag index forgets the key too
      dispose: (kept, key) => this.unindex(key, kept.tags),
    } as LRUCache.Options<string, Kept<V>, unknown>;
    this.lru = new LRUCache(options);
  }

  get size(): number {
    return this.lru.size;
  }

  get bytes(): number {
    return this.lru.calculatedSize;
  }

  get(key: string): V | undefined {
    return this.lru.get(key)?.value;
  }

  tagsOf(key: string): readonly Tag[] | undefined {
    return this.lru.peek(key)?.tags;
  }

  /** Marks the start of work whose result may be set later; pair with end(). */
  begin(): number {
    this.running++;
    return this.epoch;
  }

  end(): void {
    if (--this.running === 0) this.purgedAt.clear();
  }

  /** Keeps the value under its tags; false when a purge since `since` forgot one of them. */
  set(key: string, value: V, o: SetOptions): boolean {
    const tags = [...new Set(o.tags)];
    // (what is kept under the key now, if anything, came from work begun after the purge)
    if (o.since !== undefined && tags.some((tag) => (this.purgedAt.get(tag) ?? -1) >= o.since!)) return false;
    this.lru.set(key, { value, tags }, o.ttl === undefined ? {} : { ttl: o.ttl });
    for (const tag of tags) {
      let keys = this.byTag.get(tag);
      if (!keys) this.byTag.set(tag, (keys = new Set()));
      keys.add(key);
    }
    return true;
  }

  delete(key: string): void {
    this.lru.delete(key);
  }

  /** Forgets every entry carrying one of the tags; answers how many went. */
  purge(tags: Iterable<Tag>): number {
    const at = this.epoch++;
    const keys = new Set<string>();
    for (const tag of tags) {
      if (this.running > 0) this.purgedAt.set(tag, at);
      for (const key of this.byTag.get(tag) ?? []) keys.add(key);
    }
    for (const key of keys) this.lru.delete(key);
    return keys.size;
  }

  private unindex(key: string, tags: readonly Tag[]): void {
    for (const tag of tags) {
      const keys = this.byTag.get(tag);
      if (!keys) continue;
      keys.delete(key);
      if (keys.size === 0) this.byTag.delete(tag);
    }
  }
}
