import { Suspense, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { renderToReadableStream } from 'react-dom/server.edge';
import { describe, expect, it } from 'vitest';
import { deferredPart } from './deferred-part';

// On the server a deferred part is the page's markup like any other: a loader has awaited its
// code, so the part renders in place; a failed load is tried again by the next one.

const Greeting = ({ name }: { name: string }) => <p className="greeting">Hello {name}</p>;

const pageOf = (Part: ComponentType<{ name: string }>) => (
  <main>
    <Suspense fallback={<p>waiting</p>}>
      <Part name="Maya" />
    </Suspense>
  </main>
);

describe('deferredPart on the server', () => {
  it('renders the part in place once its loader has awaited the code', async () => {
    const part = deferredPart(() => Promise.resolve(Greeting));
    await part.load();
    expect(renderToStaticMarkup(pageOf(part.Part))).toBe('<main><p class="greeting">Hello Maya</p></main>');
  });

  it('waits for the code when no loader asked for it: the streamed page has the part, not the fallback', async () => {
    const part = deferredPart(() => new Promise<typeof Greeting>((resolve) => setTimeout(() => resolve(Greeting), 5)));
    const stream = await renderToReadableStream(pageOf(part.Part));
    await stream.allReady;
    const html = await new Response(stream).text();
    expect(html).toContain('<p class="greeting">Hello <!-- -->Maya</p>');
  });

  it('asks again after a failed load', async () => {
    let calls = 0;
    const part = deferredPart(() => {
      calls++;
      return calls === 1 ? Promise.reject(new Error('offline')) : Promise.resolve(Greeting);
    });
    await expect(part.load()).rejects.toThrow('offline');
    await part.load();
    expect(calls).toBe(2);
    expect(renderToStaticMarkup(pageOf(part.Part))).toContain('Hello Maya');
  });
});
