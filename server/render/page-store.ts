import { TaggedCache, type Tag } from '../cache/tagged-cache';
import type { PageTiming } from '../telemetry/server-timing';

// The memory of the anonymous page cache: rendered pages by key, bounded by bytes,
// fresh for a while, then served stale while one render refreshes them, then gone. Knows
// nothing of HTTP; page-cache.ts decides what is asked and how an entry is sent.

export interface CachedPage {
  status: number;
  /** The HTML split where the nonce goes: this response's nonce between each two parts. */
  parts: readonly Buffer[];
  /** How long it is fresh, then how long it may still be served stale while it refreshes. */
  freshMs: number;
  staleMs: number;
  /** When it was rendered (the store's clock). */
  storedAt: number;
  /** What it shows: the tags of every upstream answer read while rendering it (server/cache). */
  tags: readonly Tag[];
  /** Its render's loaders and shell times: the Server-Timing of the request it was rendered for. */
  timing?: PageTiming;
}

/** HIT: fresh; STALE: past its freshness, one refresh under way; MISS: rendered for this request. */
export type CacheState = 'HIT' | 'STALE' | 'MISS';

/** A render that worked but must not be kept (a redirect, a status other than 200/404). */
export const UNCACHEABLE = 'uncacheable';

/** Fills an entry; a thrown error (upstream down, a render error) keeps a stale entry as it is. */
export type RenderForCache = (key: string, now: () => number) => Promise<CachedPage | typeof UNCACHEABLE>;

export interface PageStoreOptions {
  maxBytes: number;
  render: RenderForCache;
  /** A background refresh failed; the stale entry stays until its end. */
  onRefreshError(key: string, error: unknown): void;
  /** Milliseconds; performance.now by default (tests pass their own clock). */
  now?: () => number;
}

export function pageBytes(key: string, page: CachedPage): number {
  let bytes = key.length * 2 + 64;
  for (const part of page.parts) bytes += part.length;
  return bytes;
}

export class PageStore {
  private readonly lru: TaggedCache<CachedPage>;
  /** One render per key at a time: concurrent misses, and a stale entry's one refresh, share it. */
  private readonly inflight = new Map<string, Promise<CachedPage | typeof UNCACHEABLE>>();
  private readonly now: () => number;

  constructor(private readonly o: PageStoreOptions) {
    this.now = o.now ?? (() => performance.now());
    // An entry is gone once it is past fresh + stale; the store's clock decides.
    this.lru = new TaggedCache<CachedPage>({
      maxSize: o.maxBytes,
      sizeOf: (page, key) => pageBytes(key, page),
      now: this.now,
    });
  }

  /** The page for `key`: kept, or rendered now. Undefined: this page is not kept (the caller renders it itself). */
  async lookup(key: string): Promise<{ page: CachedPage; state: CacheState } | undefined> {
    const kept = this.peek(key);
    if (kept) return kept;
    const page = await this.fill(key);
    return page === UNCACHEABLE ? undefined : { page, state: 'MISS' };
  }

  /** The page for `key` if one is kept (a stale one starts its refresh); never renders. */
  peek(key: string): { page: CachedPage; state: 'HIT' | 'STALE' } | undefined {
    const kept = this.lru.get(key);
    if (!kept) return undefined;
    if (this.now() - kept.storedAt < kept.freshMs) return { page: kept, state: 'HIT' };
    if (!this.inflight.has(key)) this.fill(key).catch((error: unknown) => this.o.onRefreshError(key, error));
    return { page: kept, state: 'STALE' };
  }

  get size(): { entries: number; bytes: number } {
    return { entries: this.lru.size, bytes: this.lru.bytes };
  }

  /** Forgets every page showing one of the tags: the next request renders it afresh. */
  purge(tags: readonly Tag[]): number {
    // a render under way may have read what the purge forgets: the next request starts its own
    this.inflight.clear();
    return this.lru.purge(tags);
  }

  private fill(key: string): Promise<CachedPage | typeof UNCACHEABLE> {
    const running = this.inflight.get(key);
    if (running) return running;
    const since = this.lru.begin();
    const started = this.o.render(key, this.now).then((page) => {
      if (page === UNCACHEABLE) this.lru.delete(key);
      // not kept when a purge since the render began forgot something it shows
      else this.lru.set(key, page, { tags: page.tags, ttl: page.freshMs + page.staleMs, since });
      return page;
    });
    const done = started.finally(() => {
      this.lru.end();
      if (this.inflight.get(key) === done) this.inflight.delete(key);
    });
    this.inflight.set(key, done);
    return done;
  }
}

/** The page as sent: its parts joined by this response's nonce. */
export function fillPage(page: CachedPage, nonce: string): Buffer {
  const nonceBytes = Buffer.from(nonce, 'utf8');
  const chunks: Buffer[] = [];
  page.parts.forEach((part, i) => {
    if (i > 0) chunks.push(nonceBytes);
    chunks.push(part);
  });
  return Buffer.concat(chunks);
}
