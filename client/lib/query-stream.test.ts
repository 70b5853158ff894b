import { dehydrate, QueryClient } from '@tanstack/react-query';
import { uneval } from 'devalue';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from './query-client';
import { QUERY_STREAM_GLOBAL, queryStreamScript, receiveStreamedQueries } from './query-stream';

// The browser half of decision 007: scripts that ran before the client entry queue their data,
// scripts that run after it hand it over at once; both end in the QueryClient.

function streamedState(key: string, data: unknown) {
  const server = new QueryClient();
  server.setQueryData([key], data);
  return uneval(dehydrate(server));
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
