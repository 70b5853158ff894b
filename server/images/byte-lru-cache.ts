// A least-recently-used cache bounded by total bytes rather than entry count: optimised
// images range from 1 KB thumbnails to 500 KB heroes, so a count says nothing about memory.
// Holds only public data (SPEC images), so any replica may keep its own.

export class ByteLruCache<V> {
  private readonly entries = new Map<string, { value: V; bytes: number }>();
  private used = 0;

  constructor(
    private readonly maxBytes: number,
    private readonly sizeOf: (value: V) => number,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  get bytes(): number {
    return this.used;
  }

  /** Presence without touching recency. */
  has(key: string): boolean {
    return this.entries.has(key);
  }

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    // Re-insert so Map order (oldest first) tracks recency.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: string, value: V): void {
    const bytes = this.sizeOf(value);
    this.delete(key);
    // An entry larger than a quarter of the budget would evict most of the cache for one image.
    if (bytes > this.maxBytes / 4) return;
    this.entries.set(key, { value, bytes });
    this.used += bytes;
    for (const [oldest, entry] of this.entries) {
      if (this.used <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.used -= entry.bytes;
    }
  }

  delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.used -= entry.bytes;
  }
}
