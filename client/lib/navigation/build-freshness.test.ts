import { describe, expect, it } from 'vitest';
import { RELOAD_GUARD_MS } from '../../../shared/constants';
import { claimReload, createBuildFreshness, metaOutcome, RELOAD_AT_KEY } from './build-freshness';
import { isChunkLoadError } from './chunk-load-error';

describe('metaOutcome', () => {
  it.each<[string, number, unknown, string]>([
    ['same id', 200, { id: 'b1', timestamp: 1 }, 'same'],
    ['another id', 200, { id: 'b2', timestamp: 2 }, 'changed'],
    ['404 is ignored', 404, { id: 'b2' }, 'unknown'],
    ['403 is ignored', 403, { id: 'b2' }, 'unknown'],
    ['a server error says nothing', 503, null, 'unknown'],
    ['not metadata (an HTML page)', 200, null, 'unknown'],
    ['an empty id', 200, { id: '' }, 'unknown'],
    ['an id that is no string', 200, { id: 7 }, 'unknown'],
  ])('%s → %s', (_label, status, body, expected) => {
    expect(metaOutcome(status, body, 'b1')).toBe(expected);
  });
});

function memory(initial: Record<string, string> = {}) {
  const map = new Map(Object.entries(initial));
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), map };
}

describe('claimReload (10 s guard)', () => {
  const now = 1_000_000;
  it.each<[string, string | undefined, boolean]>([
    ['never reloaded', undefined, true],
    ['reloaded 1 s ago', String(now - 1_000), false],
    ['reloaded just under 10 s ago', String(now - RELOAD_GUARD_MS + 1), false],
    ['reloaded 10 s ago', String(now - RELOAD_GUARD_MS), true],
    ['reloaded a minute ago', String(now - 60_000), true],
    ['a stamp from the future (clock changed)', String(now + 5_000), true],
    ['garbage in storage', 'soon', true],
  ])('%s → %s', (_label, stored, allowed) => {
    const storage = memory(stored === undefined ? {} : { [RELOAD_AT_KEY]: stored });
    expect(claimReload(storage, now)).toBe(allowed);
    if (allowed) expect(storage.map.get(RELOAD_AT_KEY)).toBe(String(now));
  });

  it('refuses when storage throws (no guard, no reload)', () => {
    const throwing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => undefined,
    };
    expect(claimReload(throwing, now)).toBe(false);
  });
});

describe('createBuildFreshness', () => {
  function setup(answers: Array<{ status: number; body: unknown }>) {
    const loads: string[] = [];
    const urls: string[] = [];
    let clock = 5_000_000;
    const storage = memory();
    const freshness = createBuildFreshness({
      runningId: 'b1',
      fetchMeta: async (url) => {
        urls.push(url);
        return answers.shift() ?? { status: 200, body: { id: 'b1' } };
      },
      now: () => clock,
      storage,
      load: (url) => loads.push(url),
    });
    return { freshness, loads, urls, tick: (ms: number) => (clock += ms) };
  }

  it('asks with a timestamp query', async () => {
    const { freshness, urls } = setup([]);
    await freshness.check();
    expect(urls).toEqual(['/_build/meta.json?t=5000000']);
  });

  it.each<[string, Array<{ status: number; body: unknown }>, string[]]>([
    ['a new build: reloads the target once', [{ status: 200, body: { id: 'b2' } }], ['/professionals']],
    ['the same build: no reload (the error shows)', [{ status: 200, body: { id: 'b1' } }], []],
    ['metadata 404: ignored, no reload', [{ status: 404, body: null }], []],
    ['metadata 403: ignored, no reload', [{ status: 403, body: null }], []],
  ])('chunk failure, %s', async (_label, answers, expected) => {
    const { freshness, loads } = setup(answers);
    await freshness.chunkFailed('/professionals');
    expect(loads).toEqual(expected);
  });

  it('a second failure within 10 s does not reload again; after 10 s it may', async () => {
    const first = setup([{ status: 200, body: { id: 'b2' } }]);
    expect(await first.freshness.chunkFailed('/a')).toBe(true);
    // The reloaded page shares sessionStorage: a new page with the same storage.
    const storage = memory({ [RELOAD_AT_KEY]: '5000000' });
    const again = createBuildFreshness({
      runningId: 'b1',
      fetchMeta: async () => ({ status: 200, body: { id: 'b2' } }),
      now: () => 5_004_000,
      storage,
      load: () => {
        throw new Error('looped');
      },
    });
    expect(await again.chunkFailed('/a')).toBe(false);
    const later = createBuildFreshness({
      runningId: 'b1',
      fetchMeta: async () => ({ status: 200, body: { id: 'b2' } }),
      now: () => 5_010_000,
      storage,
      load: () => undefined,
    });
    expect(await later.chunkFailed('/a')).toBe(true);
  });

  it('a failed metadata request is no news', async () => {
    const freshness = createBuildFreshness({
      runningId: 'b1',
      fetchMeta: async () => {
        throw new TypeError('offline');
      },
      now: () => 1,
      storage: memory(),
      load: () => undefined,
    });
    expect(await freshness.check()).toBe('unknown');
  });
});

describe('isChunkLoadError', () => {
  it.each<[unknown, boolean]>([
    [new TypeError('Failed to fetch dynamically imported module: http://x/assets/professionals-abc.js'), true],
    [new TypeError('Importing a module script failed.'), true],
    [new TypeError('error loading dynamically imported module'), true],
    [new Error('Unable to preload CSS for /assets/a.css'), true],
    [new Error('Cannot read properties of undefined'), false],
    ['Failed to fetch', false],
  ])('%s → %s', (error, expected) => expect(isChunkLoadError(error)).toBe(expected));
});
