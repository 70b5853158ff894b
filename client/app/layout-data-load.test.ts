import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../../shared/contract/api-client';
import { loadLayoutData } from './layout-data-load';

const ID = 'AbCdEfGh_-123456';

/** An api that answers the layout's calls and records them; or fails them all. */
function fakeApi(fail = false) {
  const calls: string[] = [];
  const api = {
    call: async (name: string) => {
      calls.push(name);
      if (fail) throw new Error('offline');
      switch (name) {
        case 'get-globals':
          return { globals: { free_shipping_threshold: 50 } };
        case 'get-navigation':
          return { navigation: [{ title: 'from the api', nav: [] }] };
        case 'get-announcements':
          return { announcements: [] };
        default:
          throw new Error(`unexpected ${name}`);
      }
    },
  } as unknown as ApiClient;
  return { api, calls };
}

const file =
  (body: unknown, status = 200) =>
  async (url: string) => {
    expect(url).toBe(`/_layout/${ID}.json`);
    return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status });
  };

describe('loadLayoutData', () => {
  it('fills the cache from the layout file, without a call', async () => {
    const client = new QueryClient();
    const { api, calls } = fakeApi();
    await loadLayoutData(
      client,
      api,
      ID,
      file([[['navigation', 'main'], [{ title: 'from the file', nav: [] }]]]),
      () => 5,
    );
    expect(client.getQueryData(['navigation', 'main'])).toEqual([{ title: 'from the file', nav: [] }]);
    expect(client.getQueryState(['navigation', 'main'])?.dataUpdatedAt).toBe(5);
    expect(calls).toEqual([]);
  });

  it.each([
    ['the file is gone', file('Not found', 404)],
    ['the body is not a layout file', file('<html>proxy error</html>')],
    ['the body has the wrong shape', file({ navigation: [] })],
    [
      'the network fails',
      async () => {
        throw new TypeError('Failed to fetch');
      },
    ],
  ])("makes the layout's calls when %s", async (_name, fetchFile) => {
    const client = new QueryClient();
    const { api, calls } = fakeApi();
    await loadLayoutData(client, api, ID, fetchFile);
    expect(calls.sort()).toEqual(['get-announcements', 'get-globals', 'get-navigation', 'get-navigation']);
    expect(client.getQueryData(['navigation', 'main'])).toEqual([{ title: 'from the api', nav: [] }]);
  });

  it('resolves, with the cache left empty, when the calls fail too', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await expect(loadLayoutData(client, fakeApi(true).api, ID, file('', 503))).resolves.toBeUndefined();
    expect(client.getQueryData(['globals'])).toBeUndefined();
  });

  it('does nothing for a page that carries its layout data (no id)', async () => {
    const { api, calls } = fakeApi();
    let fetched = false;
    await loadLayoutData(new QueryClient(), api, undefined, async () => {
      fetched = true;
      return new Response('[]');
    });
    expect([fetched, calls]).toEqual([false, []]);
  });
});
