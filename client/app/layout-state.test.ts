import { dehydrate, hydrate, QueryClient, type DehydratedState } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { layoutDehydratedState, splitLayoutState } from './layout-state';

const LAYOUT_KEYS = [['globals'], ['navigation', 'main'], ['navigation', 'footer'], ['announcements']];

async function stateOf(entries: Array<[unknown[], unknown]>, failed: unknown[][] = []): Promise<DehydratedState> {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  for (const [key, data] of entries) client.setQueryData(key, data);
  for (const key of failed)
    await client.prefetchQuery({ queryKey: key, queryFn: () => Promise.reject(new Error('down')) });
  return dehydrate(client, { shouldDehydrateQuery: () => true });
}

describe('splitLayoutState', () => {
  it.each([
    [
      'layout and page queries',
      [
        [['globals'], { a: 1 }],
        [['navigation', 'main'], [{ title: 'Main' }]],
        [['products', { page: 1 }], { products: [] }],
      ],
      ['["products",{"page":1}]'],
      ['["globals"]', '["navigation","main"]'],
    ],
    [
      'only page queries',
      [
        [['cart'], null],
        [['user'], null],
      ],
      ['["cart"]', '["user"]'],
      [],
    ],
    ['only layout queries', LAYOUT_KEYS.map((k) => [k, { k }]), [], LAYOUT_KEYS.map((k) => JSON.stringify(k))],
    [
      'a key that starts like a layout key',
      [
        [['navigation', 'side'], []],
        [['globals', 'extra'], {}],
      ],
      ['["navigation","side"]', '["globals","extra"]'],
      [],
    ],
  ] as const)('%s', async (_name, entries, page, layout) => {
    const split = splitLayoutState(await stateOf(entries as never), LAYOUT_KEYS);
    expect(split.page.queries.map((q) => q.queryHash)).toEqual(page);
    expect(split.layout.map(([key]) => JSON.stringify(key))).toEqual(layout);
  });

  it('keeps a failed layout query with the page, where the browser retries it', async () => {
    const split = splitLayoutState(await stateOf([[['globals'], { a: 1 }]], [['announcements']]), LAYOUT_KEYS);
    expect(split.layout.map(([key]) => key)).toEqual([['globals']]);
    expect(split.page.queries.map((q) => [q.queryHash, q.state.status])).toEqual([['["announcements"]', 'error']]);
  });
});

describe('layoutDehydratedState', () => {
  it('hydrates each entry as a settled query with its data, fresh from `now`', () => {
    const client = new QueryClient();
    const menu = [{ title: 'Main', nav: [{ url: '/shop', label: 'Shop' }] }];
    hydrate(
      client,
      layoutDehydratedState(
        [
          [['navigation', 'main'], menu],
          [['globals'], { free_shipping_threshold: 50 }],
        ],
        1_700_000_000_000,
      ),
    );
    expect(client.getQueryData(['navigation', 'main'])).toEqual(menu);
    expect(client.getQueryData(['globals'])).toEqual({ free_shipping_threshold: 50 });
    const state = client.getQueryState(['navigation', 'main'])!;
    expect([state.status, state.fetchStatus, state.dataUpdatedAt, state.error]).toEqual([
      'success',
      'idle',
      1_700_000_000_000,
      null,
    ]);
  });

  it('round-trips what splitLayoutState takes out', async () => {
    const entries: Array<[unknown[], unknown]> = LAYOUT_KEYS.map((k, i) => [k, { i, nested: [k] }]);
    const { layout } = splitLayoutState(await stateOf(entries), LAYOUT_KEYS);
    const client = new QueryClient();
    hydrate(client, layoutDehydratedState(JSON.parse(JSON.stringify(layout)), 1));
    for (const [key, data] of entries) expect(client.getQueryData(key)).toEqual(data);
  });
});
