import { lazy, type ComponentType } from 'react';

// A page's body that the browser loads beside the page rather than in its first load. The route's
// loader awaits `load()`; once it has the module the component renders at once (React reads a
// thenable that settles in `then` synchronously), so the server's render and a client navigation
// never suspend on it, and the server needs no static import of it. On a page load it is not
// there when the page hydrates: the component suspends, and React keeps the server's markup of
// its Suspense boundary as it is until the code arrives, then hydrates it.

export interface LazyBody<P> {
  load(): Promise<unknown>;
  Component: ComponentType<P>;
}

export function lazyBody<M, P extends object>(
  importer: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
): LazyBody<P> {
  let loaded: ComponentType<P> | undefined;
  const load = () =>
    importer().then((m) => {
      loaded = pick(m);
      return loaded;
    });
  const Component = lazy(() => {
    if (!loaded) return load().then((c) => ({ default: c }));
    const ready = { default: loaded };
    return { then: (resolve: (m: typeof ready) => void) => resolve(ready) } as PromiseLike<typeof ready> as Promise<
      typeof ready
    >;
  });
  return { load, Component };
}
