import { dehydrate, hydrate, QueryClient, type DehydratedState } from '@tanstack/react-query';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type CompactQueryState,
  compactQueryState,
  expandQueryState,
  queryStateScript,
  SETTLED,
} from './boot-query-state';
import { createQueryClient } from '../lib/query/query-client';
import { scriptJson } from '../lib/query/script-json';

// The page carries the compact state as JSON; the client entry expands what it reads back.
const roundTrip = (state: DehydratedState) => expandQueryState(JSON.parse(JSON.stringify(compactQueryState(state))));

const settled = {
  data: { title: 'Serum' },
  dataUpdateCount: 1,
  dataUpdatedAt: 1700000000000,
  error: null,
  errorUpdateCount: 0,
  errorUpdatedAt: 0,
  fetchFailureCount: 0,
  fetchFailureReason: null,
  fetchMeta: null,
  isInvalidated: false,
  status: 'success',
  fetchStatus: 'idle',
} as const;
type Query = DehydratedState['queries'][number];
const query = (state: object, over: Partial<Query> = {}) =>
  ({
    queryKey: ['product', 'serum'],
    queryHash: '["product","serum"]',
    dehydratedAt: 1700000000001,
    state,
    ...over,
  }) as Query;

/** Not a plain object: React Query hashes its keys in their order, the browser reads back a plain one. */
class Unsorted {
  b = 1;
  a = 2;
}

describe('the boot query state', () => {
  it("leaves out the settled fields, the page's dehydration time and the key's own hash; keeps the data, times and keys", () => {
    const compact = compactQueryState({
      mutations: [],
      queries: [query(settled), query(settled, { queryKey: ['cart'], queryHash: '["cart"]' })],
    });
    expect(compact).toEqual({
      dehydratedAt: 1700000000001,
      queries: [
        { queryKey: ['product', 'serum'], state: { data: { title: 'Serum' }, dataUpdatedAt: 1700000000000 } },
        { queryKey: ['cart'], state: { data: { title: 'Serum' }, dataUpdatedAt: 1700000000000 } },
      ],
    });
    expect(JSON.stringify(compact)).not.toMatch(/queryHash|mutations/);
  });

  it.each([
    ['settled', [query(settled)]],
    [
      'a failed refetch',
      [query({ ...settled, error: { message: 'down' }, errorUpdateCount: 2, status: 'error', fetchFailureCount: 1 })],
    ],
    ['no data', [query({ ...settled, data: undefined, status: 'pending', dataUpdateCount: 0 })]],
    ['no queries', []],
    [
      'queries dehydrated a millisecond apart',
      [query(settled), query(settled, { queryKey: ['cart'], queryHash: '["cart"]', dehydratedAt: 1700000000002 })],
    ],
    [
      'queries dehydrated before the first one (a clock set back)',
      [query(settled), query(settled, { queryKey: ['cart'], queryHash: '["cart"]', dehydratedAt: 1699999999000 })],
    ],
    ["a hash that is not the key's (another hash function)", [query(settled, { queryHash: 'product/serum' })]],
    [
      'a key with an object (hashed with its keys sorted)',
      [
        query(settled, {
          queryKey: ['plp', { sort: 'title', page: 2 }],
          queryHash: '["plp",{"page":2,"sort":"title"}]',
        }),
      ],
    ],
    [
      'a key with a date (its JSON hashed)',
      [query(settled, { queryKey: ['at', new Date(0)], queryHash: '["at","1970-01-01T00:00:00.000Z"]' })],
    ],
    [
      'a key with a class instance (hashed unsorted, read back as a plain object)',
      [query(settled, { queryKey: ['x', new Unsorted()], queryHash: '["x",{"b":1,"a":2}]' })],
    ],
    ['meta and a query type', [query(settled, { meta: { source: 'loader' }, queryType: 'infinite' })]],
  ] as const)('gives the client the same state it was given: %s', (_name, queries) => {
    const original: DehydratedState = { mutations: [], queries: [...queries] };
    expect(roundTrip(original)).toEqual(JSON.parse(JSON.stringify(original)));
  });

  it('keeps a hash the browser would not work out from the key it reads back', () => {
    const [own, other] = compactQueryState({
      mutations: [],
      queries: [
        query(settled, { queryKey: ['x', new Unsorted()], queryHash: '["x",{"b":1,"a":2}]' }),
        query(settled, { queryHash: 'product/serum' }),
      ],
    }).queries;
    expect([own!.queryHash, other!.queryHash]).toEqual(['["x",{"b":1,"a":2}]', 'product/serum']);
  });

  it("writes a query dehydrated in another millisecond by its milliseconds after the page's time", () => {
    const compact = compactQueryState({
      mutations: [],
      queries: [
        query(settled),
        query(settled, { queryKey: ['cart'], queryHash: '["cart"]', dehydratedAt: 1700000000002 }),
      ],
    });
    expect(compact.dehydratedAt).toBe(1700000000001);
    expect(compact.queries.map((q) => q.after)).toEqual([undefined, 1]);
  });

  it('keeps mutations when there are any', () => {
    const mutations = [{ mutationKey: ['add'], state: { status: 'idle' } }] as unknown as DehydratedState['mutations'];
    expect(roundTrip({ mutations, queries: [query(settled)] }).mutations).toEqual(mutations);
  });

  it('round-trips any values of a full state (react-query always writes every field)', () => {
    const value = fc.oneof(
      fc.constant(null),
      fc.constant(0),
      fc.constant(1),
      fc.constant(false),
      fc.constant('idle'),
      fc.constant('success'),
      fc.integer(),
      fc.string(),
    );
    fc.assert(
      fc.property(fc.record(Object.fromEntries(Object.keys(settled).map((k) => [k, value]))), (state) => {
        const original: DehydratedState = { mutations: [], queries: [query(state)] };
        expect(roundTrip(original)).toEqual(original);
      }),
    );
  });

  it('round-trips any JSON keys, hashes and dehydration times', () => {
    const key = fc.array(fc.jsonValue(), { minLength: 1, maxLength: 4 });
    const entry = fc.record({
      key,
      ownHash: fc.option(fc.string(), { nil: undefined }),
      at: fc.integer({ min: 1700000000000, max: 1700000000003 }),
    });
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 5 }), (entries) => {
        const queries = entries.map(({ key: queryKey, ownHash, at }) => {
          // React Query's hash of the key (the page leaves it out), or some other text (the page keeps it)
          const queryHash =
            ownHash ?? expandQueryState({ queries: [{ queryKey, state: {} }], dehydratedAt: 0 }).queries[0]!.queryHash;
          return query(settled, { queryKey, queryHash, dehydratedAt: at });
        });
        const original = JSON.parse(JSON.stringify({ mutations: [], queries })) as DehydratedState;
        expect(roundTrip(original)).toEqual(original);
      }),
    );
  });
});

// The compact state relies on how React Query dehydrates: which fields a query's state has after
// one successful fetch and their values (SETTLED), one dehydration time a query, its hash by the
// client's hash function. These tests take React Query's own dehydrate and hydrate, so an upgrade
// that changes any of that fails here rather than in the browser.
describe("React Query's dehydrated shape, as the compact state relies on it", () => {
  async function settledClient() {
    const client = createQueryClient();
    await client.prefetchQuery({ queryKey: ['product', 'serum'], queryFn: () => ({ title: 'Serum' }) });
    await client.prefetchQuery({ queryKey: ['plp', { sort: 'title', page: 2 }], queryFn: () => [1, 2] });
    await client.prefetchQuery({ queryKey: ['cart'], queryFn: () => null });
    return client;
  }

  it('a query settled by one fetch has exactly the settled fields, its data and its time', async () => {
    const [query] = dehydrate(await settledClient()).queries;
    expect(Object.keys(query!).sort()).toEqual(['dehydratedAt', 'queryHash', 'queryKey', 'state']);
    const { data, dataUpdatedAt, ...fields } = query!.state;
    expect(fields).toEqual(SETTLED);
    expect([data, typeof dataUpdatedAt]).toEqual([{ title: 'Serum' }, 'number']);
  });

  it('the page carries only the data and its time of such queries', async () => {
    const compact = compactQueryState(dehydrate(await settledClient()));
    for (const q of compact.queries) expect(Object.keys(q.state).sort()).toEqual(['data', 'dataUpdatedAt']);
    expect(JSON.stringify(compact)).not.toMatch(/queryHash|fetchStatus|"status"/);
  });

  it("a client hydrated from the page holds what a client hydrated from React Query's own state holds", async () => {
    const server = await settledClient();
    await server.prefetchQuery({ queryKey: ['failed'], queryFn: () => Promise.reject(new Error('down')) });
    const own = dehydrate(server, { shouldDehydrateQuery: () => true });
    const fromPage = new QueryClient();
    const fromOwn = new QueryClient();
    hydrate(fromPage, expandQueryState(JSON.parse(JSON.stringify(compactQueryState(own))) as CompactQueryState));
    hydrate(fromOwn, JSON.parse(JSON.stringify(own)) as DehydratedState);
    const view = (c: QueryClient) =>
      c
        .getQueryCache()
        .getAll()
        .map((q) => ({ hash: q.queryHash, key: q.queryKey, state: q.state }));
    expect(view(fromPage)).toEqual(view(fromOwn));
    expect(view(fromPage)).toHaveLength(4);
  });
});

describe('queryStateScript', () => {
  const read = (text: string) => new Function(`return (${text})`)() as unknown;
  const compact = (
    queries: CompactQueryState['queries'],
    more: Partial<CompactQueryState> = {},
  ): CompactQueryState => ({ queries, ...more });

  it.each([
    ['no queries', compact([])],
    ['no data, no fields', compact([{ queryKey: ['a'], state: {} }])],
    [
      'data alone',
      compact([{ queryKey: ['a'], state: { data: { title: 'Serum' } } }], { dehydratedAt: 1700000000000 }),
    ],
    [
      'data after fields',
      compact([{ queryKey: ['a'], queryHash: 'h', after: 1, state: { dataUpdatedAt: 5, data: [1, 2] } }]),
    ],
    [
      'a field whose value is an empty object, then data',
      compact([{ queryKey: ['a'], state: { fetchMeta: {}, data: 'x' } as never }]),
    ],
    [
      'data that is null or a number',
      compact([
        { queryKey: ['a'], state: { data: null } },
        { queryKey: ['b'], state: { data: 3 } },
      ]),
    ],
    ['a "</script>" in the data', compact([{ queryKey: ['a'], state: { data: { s: '</script><!--' } } }])],
    [
      'mutations',
      compact([], {
        mutations: [{ mutationKey: ['m'], state: { status: 'idle' } }] as unknown as CompactQueryState['mutations'],
      }),
    ],
  ])("%s: reads back as scriptJson's text", (_name, state) => {
    const text = queryStateScript(state);
    expect(text).not.toContain('<');
    expect(read(text)).toEqual(read(scriptJson(state)));
  });

  it('writes the same data object once, and its text each time it is asked', () => {
    const data = { title: 'Serum' };
    const state = compact([{ queryKey: ['a'], state: { data } }]);
    const first = queryStateScript(state);
    expect(queryStateScript(state)).toBe(first);
    expect(read(first)).toEqual({ queries: [{ queryKey: ['a'], state: { data: { title: 'Serum' } } }] });
  });

  it("reads back as scriptJson's text for any keys, fields and data", () => {
    const query = fc.record(
      {
        queryKey: fc.array(fc.jsonValue(), { maxLength: 3 }),
        queryHash: fc.option(fc.string(), { nil: undefined }),
        after: fc.option(fc.nat(), { nil: undefined }),
        state: fc.dictionary(
          fc.oneof(fc.string(), fc.constantFrom('data', '__proto__', 'status')),
          fc.jsonValue({ maxDepth: 2 }),
        ),
      },
      { requiredKeys: ['queryKey', 'state'] },
    );
    fc.assert(
      fc.property(
        fc.array(query, { maxLength: 4 }),
        fc.option(fc.nat(), { nil: undefined }),
        (queries, dehydratedAt) => {
          const state = compact(
            queries as CompactQueryState['queries'],
            dehydratedAt === undefined ? {} : { dehydratedAt },
          );
          expect(read(queryStateScript(state))).toEqual(read(scriptJson(state)));
        },
      ),
    );
  });
});
