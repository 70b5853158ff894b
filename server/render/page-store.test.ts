import { describe, expect, it } from 'vitest';
import { PageStore, UNCACHEABLE, type CachedPage, type RenderForCache } from './page-store';

// The page cache's memory on a clock of its own (no timers, no sleeping): fresh, stale with
// one refresh, gone; one render per key at a time; bounded by bytes.

const FRESH = 60_000;
const STALE = 30_000;

function setup(
  options: {
    maxBytes?: number;
    render?: (key: string, n: number) => CachedPage | typeof UNCACHEABLE | Promise<never>;
  } = {},
) {
  let clock = 1_000;
  const renders: string[] = [];
  const refreshErrors: string[] = [];
  let gate: Promise<void> = Promise.resolve();
  const render: RenderForCache = async (key, now) => {
    renders.push(key);
    await gate;
    if (options.render) return options.render(key, renders.length);
    return {
      status: 200,
      parts: [Buffer.from(`<p>${key} #${renders.length}</p>`)],
      freshMs: FRESH,
      staleMs: STALE,
      storedAt: now(),
      tags: [`page:${key}`, 'layout'],
    };
  };
  const store = new PageStore({
    maxBytes: options.maxBytes ?? 1_000_000,
    render,
    now: () => clock,
    onRefreshError: (key) => refreshErrors.push(key),
  });
  return {
    store,
    renders,
    refreshErrors,
    advance: (ms: number) => {
      clock += ms;
    },
    hold: () => {
      let release!: () => void;
      gate = new Promise((r) => {
        release = r;
      });
      return () => {
        release();
        gate = Promise.resolve();
      };
    },
  };
}

const text = (found: Awaited<ReturnType<PageStore['lookup']>>) => found?.page.parts.map(String).join('');
const settle = () => new Promise((r) => setImmediate(r));

describe('PageStore', () => {
  it.each([
    ['within its freshness', FRESH - 1, 'HIT', 1],
    ['past freshness, within the stale window', FRESH + 1, 'STALE', 2],
    ['past fresh + stale', FRESH + STALE + 1, 'MISS', 2],
  ])('%s the second lookup is %s (%i renders)', async (_name, later, state, renders) => {
    const s = setup();
    expect((await s.store.lookup('/a'))?.state).toBe('MISS');
    s.advance(later);
    expect((await s.store.lookup('/a'))?.state).toBe(state);
    await settle();
    expect(s.renders).toHaveLength(renders);
  });

  it('a stale entry is served while one refresh runs, then the refreshed page is fresh', async () => {
    const s = setup();
    await s.store.lookup('/a');
    s.advance(FRESH + 1);
    const release = s.hold();
    const during = await Promise.all([s.store.lookup('/a'), s.store.lookup('/a'), s.store.lookup('/a')]);
    expect(during.map((f) => f?.state)).toEqual(['STALE', 'STALE', 'STALE']);
    expect(during.map(text)).toEqual(['<p>/a #1</p>', '<p>/a #1</p>', '<p>/a #1</p>']);
    release();
    await settle();
    const after = await s.store.lookup('/a');
    expect([after?.state, text(after)]).toEqual(['HIT', '<p>/a #2</p>']);
    expect(s.renders).toEqual(['/a', '/a']);
  });

  it('concurrent misses for one key render once', async () => {
    const s = setup();
    const release = s.hold();
    const waiting = Promise.all([s.store.lookup('/b'), s.store.lookup('/b'), s.store.lookup('/c')]);
    release();
    const found = await waiting;
    expect(found.map((f) => f?.state)).toEqual(['MISS', 'MISS', 'MISS']);
    expect(s.renders).toEqual(['/b', '/c']);
  });

  it('a failed refresh keeps the stale page (and says so); a failed miss rejects', async () => {
    let fail = false;
    const s = setup({
      render: (key, n) =>
        fail
          ? Promise.reject(new Error('upstream down'))
          : { status: 200, parts: [Buffer.from(`${key}${n}`)], freshMs: FRESH, staleMs: STALE, storedAt: 0, tags: [] },
    });
    await s.store.lookup('/a');
    fail = true;
    s.advance(FRESH + 1);
    expect((await s.store.lookup('/a'))?.state).toBe('STALE');
    await settle();
    expect(s.refreshErrors).toEqual(['/a']);
    expect((await s.store.lookup('/a'))?.state).toBe('STALE');
    await expect(s.store.lookup('/new')).rejects.toThrow('upstream down');
  });

  it('an uncacheable page is not kept, and drops what was kept under its key', async () => {
    let uncacheable = false;
    const s = setup({
      render: (key) =>
        uncacheable
          ? UNCACHEABLE
          : { status: 200, parts: [Buffer.from(key)], freshMs: 1, staleMs: STALE, storedAt: 1_000, tags: [] },
    });
    await s.store.lookup('/a');
    uncacheable = true;
    s.advance(2);
    expect((await s.store.lookup('/a'))?.state).toBe('STALE');
    await settle();
    expect(await s.store.lookup('/a')).toBeUndefined();
    expect(s.store.size.entries).toBe(0);
  });

  it('is bounded by bytes: the least recently used pages go first', async () => {
    const big = (): CachedPage => ({
      status: 200,
      parts: [Buffer.alloc(400, 'x')],
      freshMs: FRESH,
      staleMs: STALE,
      storedAt: 1_000,
      tags: [],
    });
    const s = setup({ maxBytes: 1_000, render: () => big() });
    await s.store.lookup('/1');
    await s.store.lookup('/2');
    await s.store.lookup('/1');
    await s.store.lookup('/3');
    expect(s.store.size.bytes).toBeLessThanOrEqual(1_000);
    expect((await s.store.lookup('/1'))?.state).toBe('HIT');
    expect((await s.store.lookup('/2'))?.state).toBe('MISS');
  });

  it('a purge forgets the pages showing its tags; the next lookup renders them, the others stay', async () => {
    const s = setup();
    await Promise.all(['/a', '/b'].map((key) => s.store.lookup(key)));
    expect(s.store.purge(['page:/a'])).toBe(1);
    expect((await s.store.lookup('/a'))?.state).toBe('MISS');
    expect((await s.store.lookup('/b'))?.state).toBe('HIT');
    expect(s.store.purge(['layout'])).toBe(2);
    expect(s.store.size.entries).toBe(0);
  });

  it('a page whose render began before a purge of what it shows is served but not kept', async () => {
    const s = setup();
    const release = s.hold();
    const during = s.store.lookup('/a');
    await settle();
    s.store.purge(['page:/a']);
    release();
    expect((await during)?.state).toBe('MISS');
    expect((await s.store.lookup('/a'))?.state).toBe('MISS');
    expect((await s.store.lookup('/a'))?.state).toBe('HIT');
    expect(s.renders).toEqual(['/a', '/a']);
  });
});
