import {
  QueryClientProvider,
  queryOptions,
  useSuspenseQuery as useReactQuerySuspense,
  type UseSuspenseQueryOptions,
} from '@tanstack/react-query';
import { Suspense } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from './query-client';
import { useSuspenseQuery } from './use-suspense-query';

// The server's variant (no window here): read from the request's query cache, suspend on the
// fetch, throw a failure to the boundary, as React Query's hook does in a server render.

/** The whole page once everything settled, and what React reported as errors. */
function renderAll(node: React.ReactNode): Promise<{ html: string; errors: unknown[] }> {
  return new Promise((resolve, reject) => {
    const errors: unknown[] = [];
    let html = '';
    const sink = new Writable({
      write(chunk, _enc, done) {
        html += String(chunk);
        done();
      },
    });
    sink.on('finish', () => resolve({ html, errors }));
    const stream = renderToPipeableStream(node, {
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: (e) => {
        errors.push(e);
      },
    });
  });
}

function Name({ options }: { options: UseSuspenseQueryOptions<string, Error, string, string[]> }) {
  return <p>{useSuspenseQuery(options).data}</p>;
}

describe('useSuspenseQuery in the server render', () => {
  it('reads what the loaders put in the cache, without fetching again', async () => {
    const client = createQueryClient();
    let fetched = 0;
    const options = queryOptions({
      queryKey: ['name'],
      queryFn: async () => {
        fetched++;
        return 'Serum';
      },
    });
    await client.ensureQueryData(options);
    const { html } = await renderAll(
      <QueryClientProvider client={client}>
        <Name options={options} />
      </QueryClientProvider>,
    );
    expect(html).toContain('<p>Serum</p>');
    expect(fetched).toBe(1);
  });

  it('suspends on a query not fetched yet and renders it once it arrives, fetched once', async () => {
    const client = createQueryClient();
    let fetched = 0;
    const options = queryOptions({
      queryKey: ['late'],
      queryFn: () =>
        new Promise<string>((ok) => {
          fetched++;
          setTimeout(() => ok('Cleanser'), 20);
        }),
    });
    const page = (
      <QueryClientProvider client={client}>
        <Suspense fallback={<p>loading</p>}>
          <Name options={options} />
          <Name options={options} />
        </Suspense>
      </QueryClientProvider>
    );
    const { html } = await renderAll(page);
    expect(html.match(/<p>Cleanser<\/p>/g)).toHaveLength(2);
    expect(fetched).toBe(1);
  });

  it('applies select', async () => {
    const client = createQueryClient();
    const options = {
      ...queryOptions({ queryKey: ['n'], queryFn: async () => 'toner' }),
      select: (s: string) => s.toUpperCase(),
    };
    const { html } = await renderAll(
      <QueryClientProvider client={client}>
        <Suspense fallback={null}>
          <Name options={options} />
        </Suspense>
      </QueryClientProvider>,
    );
    expect(html).toContain('<p>TONER</p>');
  });

  it('throws a failed query to the boundary: its fallback goes out and the error is reported', async () => {
    const client = createQueryClient();
    const failure = new Error('upstream down');
    const options = queryOptions({
      queryKey: ['broken'],
      queryFn: async (): Promise<string> => {
        throw failure;
      },
    });
    const { html, errors } = await renderAll(
      <QueryClientProvider client={client}>
        <Suspense fallback={<p>later</p>}>
          <Name options={options} />
        </Suspense>
      </QueryClientProvider>,
    );
    expect(html).toContain('<p>later</p>');
    expect(errors).toContain(failure);
  });

  it("writes what React Query's own hook writes, in each of these cases", async () => {
    const cases = [
      queryOptions({ queryKey: ['a'], queryFn: async () => 'Mask' }),
      queryOptions({ queryKey: ['b'], queryFn: () => new Promise<string>((ok) => setTimeout(() => ok('Balm'), 10)) }),
      queryOptions({
        queryKey: ['c'],
        queryFn: async (): Promise<string> => {
          throw new Error('gone');
        },
      }),
    ];
    for (const options of cases) {
      const Ours = () => <p>{useSuspenseQuery(options).data}</p>;
      const Theirs = () => <p>{useReactQuerySuspense(options).data}</p>;
      const page = (Probe: () => React.ReactNode) => (
        <QueryClientProvider client={createQueryClient()}>
          <Suspense fallback={<p>later</p>}>
            <Probe />
          </Suspense>
        </QueryClientProvider>
      );
      const [ours, theirs] = await Promise.all([renderAll(page(Ours)), renderAll(page(Theirs))]);
      // (React's development build writes the error's stack into the page: the callers differ)
      const unstacked = (html: string) => html.replace(/ data-c?stck="[^"]*"/g, '');
      expect(unstacked(ours.html)).toBe(unstacked(theirs.html));
      expect(ours.errors.map(String)).toEqual(theirs.errors.map(String));
    }
  });
});
