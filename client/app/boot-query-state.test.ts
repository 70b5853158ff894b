import type { DehydratedState } from '@tanstack/react-query';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compactQueryState, EXPAND_QUERY_STATE_JS } from './boot-query-state';

type Boot = { queryState: DehydratedState };
// The same text the page's boot script runs.
const expand = new Function(`return (${EXPAND_QUERY_STATE_JS})`)() as (b: Boot) => Boot;
const roundTrip = (state: DehydratedState) => expand({ queryState: structuredClone(compactQueryState(state)) }).queryState;

const settled = {
  data: { title: 'Serum' }, dataUpdateCount: 1, dataUpdatedAt: 1700000000000, error: null, errorUpdateCount: 0,
  errorUpdatedAt: 0, fetchFailureCount: 0, fetchFailureReason: null, fetchMeta: null, isInvalidated: false,
  status: 'success', fetchStatus: 'idle',
} as const;
const query = (state: object) => ({ queryKey: ['product', 'serum'], queryHash: '["product","serum"]', dehydratedAt: 1700000000001, state }) as DehydratedState['queries'][number];

describe('the boot query state', () => {
  it('leaves the settled fields out of the page and keeps the data, times and keys', () => {
    const compact = compactQueryState({ mutations: [], queries: [query(settled)] });
    expect(compact.queries[0]!.state).toEqual({ data: { title: 'Serum' }, dataUpdatedAt: 1700000000000 });
    expect(compact.queries[0]!.queryHash).toBe('["product","serum"]');
  });

  it.each([
    ['settled', settled],
    ['a failed refetch', { ...settled, error: { message: 'down' }, errorUpdateCount: 2, status: 'error', fetchFailureCount: 1 }],
    ['no data', { ...settled, data: undefined, status: 'pending', dataUpdateCount: 0 }],
  ])('gives the client the same state it was given: %s', (_name, state) => {
    const original: DehydratedState = { mutations: [], queries: [query(state)] };
    expect(roundTrip(original)).toEqual(original);
  });

  it('round-trips any values of a full state (react-query always writes every field)', () => {
    const value = fc.oneof(fc.constant(null), fc.constant(0), fc.constant(1), fc.constant(false), fc.constant('idle'), fc.constant('success'), fc.integer(), fc.string());
    fc.assert(fc.property(fc.record(Object.fromEntries(Object.keys(settled).map((k) => [k, value]))), (state) => {
      const original: DehydratedState = { mutations: [], queries: [query(state)] };
      expect(roundTrip(original)).toEqual(original);
    }));
  });
});
