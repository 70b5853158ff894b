import { dehydrate, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from './query-client';
import { scriptJson } from './script-json';
import { freshOnArrival, QUERY_STREAM_GLOBAL, queryStreamScript, receiveStreamedQueries } from './query-stream';

// The browser half of decision 007: scripts that ran before the client entry queue their data,
// scripts that run after it hand it over at once; both end in the QueryClient.

function streamedState(key: string, data: unknown) {
  const server = new QueryClient();
  server.setQueryData([key], data);
  return scriptJson(dehydrate(server));
}

/** Runs a streamed script as the browser would, against `target` as `self`. */
const run = (target: object, script: string) => new Function('self', script)(target);

describe('streamed query data', () => {
  it('hydrates what was queued before the entry ran, then what arrives later', () => {
    const target: Record<string, unknown> = {};
    run(target, queryStreamScript(streamedState('early', { n: 1 })));
    run(target, queryStreamScript(streamedState('also-early', ['a'])));
    const client = createQueryClient();
    receiveStreamedQueries(client, target);
    expect(client.getQueryData(['early'])).toEqual({ n: 1 });
    expect(client.getQueryData(['also-early'])).toEqual(['a']);
    run(target, queryStreamScript(streamedState('late', 'x')));
    expect(client.getQueryData(['late'])).toBe('x');
    expect(Array.isArray(target[QUERY_STREAM_GLOBAL])).toBe(false);
  });

  it('data from an old page (a cached copy) counts as fetched on arrival: not stale, nothing asked again', () => {
    const server = new QueryClient();
    server.setQueryData(['product'], { title: 'Serum' }, { updatedAt: 1_000 });
    const old = dehydrate(server);
    const arrivedAt = 1_000 + 10 * 60_000;
    const fresh = freshOnArrival(old, arrivedAt);
    expect(fresh.queries[0]!.state.dataUpdatedAt).toBe(arrivedAt);
    expect(old.queries[0]!.state.dataUpdatedAt).toBe(1_000);
    const target: Record<string, unknown> = {};
    run(target, queryStreamScript(scriptJson(old)));
    const client = createQueryClient();
    receiveStreamedQueries(client, target, () => arrivedAt);
    expect(client.getQueryState(['product'])!.dataUpdatedAt).toBe(arrivedAt);
  });

  it('leaves a query that did not succeed as it was', () => {
    const state = {
      mutations: [],
      queries: [{ queryKey: ['x'], queryHash: '["x"]', state: { status: 'pending', dataUpdatedAt: 0 } }],
    } as never;
    expect(freshOnArrival(state, 5)).toEqual(state);
  });

  it('works when nothing was streamed', () => {
    const target = {};
    const client = createQueryClient();
    receiveStreamedQueries(client, target);
    expect(client.getQueryCache().getAll()).toEqual([]);
  });

  it('keeps text that would close the script element out of the script', () => {
    const script = queryStreamScript(streamedState('evil', '</script><script>alert(1)</script>'));
    expect(script).not.toContain('</script');
    const target = {};
    run(target, script);
    const client = createQueryClient();
    receiveStreamedQueries(client, target);
    expect(client.getQueryData(['evil'])).toBe('</script><script>alert(1)</script>');
  });
});
