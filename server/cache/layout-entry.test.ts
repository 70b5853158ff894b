import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../../shared/contract/api-client';
import { makeLayout, putLayout } from '../../client/server/layout-file';
import { createRenderQueryClient } from '../../client/lib/query/query-client';
import { AnswerCache } from './answer-cache';
import { createCacheLayer } from './cache-layer';
import { createLayoutEntry } from './layout-entry';

// The layout's data as one entry of the answer cache: asked once for many pages, put into each
// page's query client as fetched, tagged with what its answers show, forgotten by a purge.

/** An API whose layout answers are new objects on every call, counting the calls. */
function fakeApi(fail = { now: false }) {
  const asked: string[] = [];
  const api = {
    call: async (name: string, input: { handle?: string }) => {
      asked.push(name + (input.handle ? `:${input.handle}` : ''));
      if (fail.now) throw new Error('upstream down');
      if (name === 'get-globals') return { globals: { site_legal_copy: '© Lumen' } };
      if (name === 'get-navigation') return { navigation: [{ title: input.handle, items: [] }] };
      return { announcements: [{ id: 'a1', text: 'Free shipping' }] };
    },
  } as unknown as ApiClient;
  return { api, asked };
}

function setup(ttlMs = 60_000) {
  const cache = createCacheLayer(new AnswerCache());
  const files = new Map<string, string>();
  const layout = createLayoutEntry({
    answers: cache.answers,
    ttlMs,
    files: {
      put: (text) => {
        files.set(`id${files.size}`, text);
        return `id${files.size - 1}`;
      },
    },
  });
  return { cache, files, layout };
}

describe('the layout entry', () => {
  it('asks the four layout calls once for many pages, and gives each page the same answers and file', async () => {
    const { layout, files } = setup();
    const { api, asked } = fakeApi();
    const first = await layout.forRequest(api).current(makeLayout);
    const second = await layout.forRequest(api).current(makeLayout);
    expect(asked.sort()).toEqual(['get-announcements', 'get-globals', 'get-navigation:footer', 'get-navigation:main']);
    expect(second).toBe(first);
    expect([...files.keys()]).toEqual([first.id]);
    expect(JSON.parse(files.get(first.id!)!)).toEqual(first.entries);
    const page = createRenderQueryClient();
    putLayout(page, second);
    for (const [key, data] of first.entries) {
      expect(page.getQueryData(key)).toBe(data);
      // settled, as fetched: the page's hydration treats it as a fetch's answer
      expect(page.getQueryState(key)).toMatchObject({ status: 'success', dataUpdatedAt: first.at });
    }
  });

  it('gives a page kept by the page cache the tags of what the layout shows', async () => {
    const { layout } = setup();
    const { api } = fakeApi();
    await layout.forRequest(api).current(makeLayout);
    const tags = new Set<string>();
    await layout.forRequest(api).current(makeLayout);
    await layout.forRequest(api, tags).current(makeLayout);
    expect(tags).toEqual(
      new Set([
        'call:get-globals',
        'globals',
        'call:get-navigation',
        'navigation',
        'navigation:main',
        'navigation:footer',
        'call:get-announcements',
        'announcements',
      ]),
    );
  });

  it('is asked again once its time is up, or once a purge forgets what it shows', async () => {
    const { layout } = setup(20);
    const { api, asked } = fakeApi();
    await layout.forRequest(api).current(makeLayout);
    await new Promise((r) => setTimeout(r, 30));
    await layout.forRequest(api).current(makeLayout);
    expect(asked).toHaveLength(8);
    const long = setup();
    const counted = fakeApi();
    await long.layout.forRequest(counted.api).current(makeLayout);
    long.cache.purgeTags(['discounts']);
    await long.layout.forRequest(counted.api).current(makeLayout);
    expect(counted.asked).toHaveLength(4);
    long.cache.purgeTags(['navigation:footer']);
    await long.layout.forRequest(counted.api).current(makeLayout);
    expect(counted.asked).toHaveLength(8);
  });

  it('keeps no failure: the page fails as before and the next page asks again', async () => {
    const { layout } = setup();
    const fail = { now: true };
    const { api, asked } = fakeApi(fail);
    await expect(layout.forRequest(api).current(makeLayout)).rejects.toThrow('upstream down');
    fail.now = false;
    const next = await layout.forRequest(api).current(makeLayout);
    expect(asked.length).toBeGreaterThan(4);
    expect(next.entries).toContainEqual([['announcements'], [{ id: 'a1', text: 'Free shipping' }]]);
  });
});
