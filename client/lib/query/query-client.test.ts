import { hashKey, QueryClient, skipToken } from '@tanstack/react-query';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AppQueryClient, createQueryClient, createRenderQueryClient, hashQueryKey } from './query-client';

// The dehydrated page names its queries by hash: the browser must compute the same hash, so
// the fast hash must equal React Query's own for every key.

const keyPart = fc.letrec((tie) => ({
  part: fc.oneof(
    { depthSize: 'small' },
    fc.oneof(fc.string(), fc.integer(), fc.boolean(), fc.constant(null), fc.constant(undefined)),
    fc.array(tie('part'), { maxLength: 3 }),
    fc.dictionary(fc.string({ maxLength: 4 }), tie('part'), { maxKeys: 3 }),
  ),
})).part;

describe('hashQueryKey', () => {
  it('equals hashKey for any key', () => {
    fc.assert(
      fc.property(fc.array(keyPart, { maxLength: 4 }), (key) => {
        expect(hashQueryKey(key)).toBe(hashKey(key));
      }),
    );
  });

  it.each([
    [['product', 'vitamin-c']],
    [['products', 'by-handles', ['a', 'b']]],
    [['search', { q: 'serum', limit: 5 }]],
    [['search', { limit: 5, q: 'serum' }]],
  ])('%j hashes as React Query does', (key) => {
    expect(hashQueryKey(key)).toBe(hashKey(key));
  });

  // The server's client hashes with it, the browser's with React Query's own: a page's queries
  // must carry the same names in both.
  it.each([
    ['the server', createRenderQueryClient],
    ['the browser', createQueryClient],
  ])("names the queries of %s's client as React Query does", async (_where, create) => {
    const client = create();
    await client.prefetchQuery({ queryKey: ['search', { q: 'a', limit: 2 }], queryFn: () => 1 });
    await client.prefetchQuery({ queryKey: ['product', 'vitamin-c'], queryFn: () => 2 });
    expect(
      client
        .getQueryCache()
        .getAll()
        .map((q) => q.queryHash),
    ).toEqual([hashKey(['search', { limit: 2, q: 'a' }]), hashKey(['product', 'vitamin-c'])]);
  });
});

describe('AppQueryClient#defaultQueryOptions', () => {
  // React Query's own method, on a client with the same defaults and per-key defaults
  const pair = () => {
    const ours = createRenderQueryClient();
    const theirs = new QueryClient({ defaultOptions: ours.getDefaultOptions() });
    for (const c of [ours, theirs]) c.setQueryDefaults(['user'], { staleTime: 5, gcTime: 7 });
    return { ours, theirs };
  };
  const queryFn = () => 1;
  const persister = () => Promise.resolve(1);

  it.each<[string, Record<string, unknown>]>([
    ['a plain hook', { queryKey: ['product', 'a'], queryFn }],
    ['its own stale time and hash', { queryKey: ['product', 'a'], queryFn, staleTime: 1, queryHash: 'h' }],
    ['per-key defaults', { queryKey: ['user', 'orders'], queryFn }],
    ['suspense', { queryKey: ['x'], queryFn, suspense: true }],
    ['throwOnError given', { queryKey: ['x'], queryFn, suspense: true, throwOnError: false }],
    ['network mode always', { queryKey: ['x'], queryFn, networkMode: 'always' }],
    ['a persister', { queryKey: ['x'], queryFn, persister }],
    ['a persister and a network mode', { queryKey: ['x'], queryFn, persister, networkMode: 'online' }],
    ['skipToken', { queryKey: ['x'], queryFn: skipToken }],
    ['an object key', { queryKey: ['search', { q: 'a', limit: 2 }], queryFn }],
    ['its own hash function', { queryKey: ['x'], queryFn, queryKeyHashFn: () => 'mine' }],
  ])('gives what React Query gives: %s', (_name, options) => {
    const { ours, theirs } = pair();
    const expected = QueryClient.prototype.defaultQueryOptions.call(theirs, { ...options } as never);
    expect(ours.defaultQueryOptions({ ...options } as never)).toEqual(expected);
  });

  it('returns options already defaulted as they are', () => {
    const { ours } = pair();
    const once = ours.defaultQueryOptions({ queryKey: ['a'], queryFn });
    expect(ours.defaultQueryOptions(once)).toBe(once);
  });

  it('agrees with React Query for any mix of options', () => {
    const { ours, theirs } = pair();
    const options = fc.record(
      {
        queryKey: fc.oneof(fc.constant(['user', 'x']), fc.array(keyPart, { minLength: 1, maxLength: 3 })),
        staleTime: fc.option(fc.nat(), { nil: undefined }),
        suspense: fc.option(fc.boolean(), { nil: undefined }),
        throwOnError: fc.option(fc.boolean(), { nil: undefined }),
        networkMode: fc.option(fc.constantFrom('online', 'always', 'offlineFirst'), { nil: undefined }),
        refetchOnReconnect: fc.option(fc.boolean(), { nil: undefined }),
        retry: fc.option(fc.boolean(), { nil: undefined }),
        persister: fc.option(fc.constant(persister), { nil: undefined }),
        queryFn: fc.constantFrom(queryFn, skipToken),
      },
      { requiredKeys: ['queryKey', 'queryFn'] },
    );
    fc.assert(
      fc.property(options, (o) => {
        expect(ours.defaultQueryOptions({ ...o } as never)).toEqual(
          QueryClient.prototype.defaultQueryOptions.call(theirs, { ...o } as never),
        );
      }),
    );
  });

  // The copy follows React Query's method step for step. Its text is pinned here, so an upgrade
  // that changes the method fails this test: bring AppQueryClient in line (or drop it), then
  // update the text.
  it('copies the React Query method it was made from (its text, whitespace aside)', () => {
    const text = (f: { toString(): string }) => f.toString().replace(/\s+/g, ' ').trim();
    expect(text(QueryClient.prototype.defaultQueryOptions)).toBe(
      text(`defaultQueryOptions(options) {
      if (options._defaulted) return options;
      const defaultedOptions = {
        ...this.#defaultOptions.queries,
        ...this.getQueryDefaults(options.queryKey),
        ...options,
        _defaulted: true
      };
      if (!defaultedOptions.queryHash) defaultedOptions.queryHash = hashQueryKeyByOptions(defaultedOptions.queryKey, defaultedOptions);
      if (defaultedOptions.refetchOnReconnect === void 0) defaultedOptions.refetchOnReconnect = defaultedOptions.networkMode !== "always";
      if (defaultedOptions.throwOnError === void 0) defaultedOptions.throwOnError = !!defaultedOptions.suspense;
      if (!defaultedOptions.networkMode && defaultedOptions.persister) defaultedOptions.networkMode = "offlineFirst";
      if (defaultedOptions.queryFn === skipToken) defaultedOptions.enabled = false;
      return defaultedOptions;
    }`),
    );
  });

  it("is the class of the server's clients, and the browser's have the same defaults", () => {
    expect(createRenderQueryClient()).toBeInstanceOf(AppQueryClient);
    const { queryKeyHashFn: _hash, ...render } = createRenderQueryClient().getDefaultOptions().queries!;
    expect(createQueryClient().getDefaultOptions()).toEqual({
      ...createRenderQueryClient().getDefaultOptions(),
      queries: render,
    });
  });
});
