import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../../shared/contract/api-client';
import { layoutQueries } from '../components/layout/queries';
import { createQueryClient } from '../lib/query-client';
import { createSharedLayout } from './shared-layout';

/** An API whose layout answers are new objects on every call, counting the calls. */
function fakeApi(fail = { now: false }) {
  const asked: string[] = [];
  const api = {
    call: async (name: string, input: { handle?: string }) => {
      asked.push(name + (input.handle ? `:${input.handle}` : ''));
      if (fail.now) throw new Error('upstream down');
      if (name === 'get-globals') return { globals: { site_legal_copy: '© Lumen' } };
      if (name === 'get-navigation') return { navigation: { handle: input.handle, items: [] } };
      return { announcements: [{ id: 'a1', text: 'Free shipping' }] };
    },
  } as unknown as ApiClient;
  return { api, asked };
}

const keys = (api: ApiClient) => layoutQueries(api).map((q) => q.queryKey);

describe('createSharedLayout', () => {
  it('asks the four layout calls once for many pages, and gives each page the same answers', async () => {
    let t = 1_000;
    const load = createSharedLayout(15_000, () => t);
    const { api, asked } = fakeApi();
    const first = createQueryClient();
    const second = createQueryClient();
    await load(first, api);
    t += 14_000;
    await load(second, api);
    expect(asked.sort()).toEqual(['get-announcements', 'get-globals', 'get-navigation:footer', 'get-navigation:main']);
    for (const key of keys(api)) {
      expect(second.getQueryData(key)).toBeDefined();
      expect(second.getQueryData(key)).toBe(first.getQueryData(key));
      // settled, as fetched: the page's layout file and its hydration treat it as a fetch's answer
      expect(second.getQueryState(key)).toMatchObject({ status: 'success', dataUpdatedAt: 1_000 });
    }
  });

  it('asks again once the time is up', async () => {
    let t = 0;
    const load = createSharedLayout(15_000, () => t);
    const { api, asked } = fakeApi();
    await load(createQueryClient(), api);
    t = 15_000;
    const later = createQueryClient();
    await load(later, api);
    expect(asked).toHaveLength(8);
    expect(later.getQueryState(keys(api)[0]!)?.dataUpdatedAt).toBe(15_000);
  });

  it('keeps no failure: the page fails as before and the next page asks again', async () => {
    const fail = { now: true };
    const load = createSharedLayout(15_000, () => 0);
    const { api, asked } = fakeApi(fail);
    await expect(load(createQueryClient(), api)).rejects.toThrow('upstream down');
    fail.now = false;
    const next = createQueryClient();
    await load(next, api);
    expect(asked.length).toBeGreaterThan(4);
    expect(next.getQueryData(['announcements'])).toEqual([{ id: 'a1', text: 'Free shipping' }]);
  });
});
