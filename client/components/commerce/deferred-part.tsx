import { createElement, use, useSyncExternalStore, type ComponentType } from 'react';
import { browserScheduleIdle } from '../../lib/app/idle-queue';

// A part of a page below the fold (reviews, related products) whose code is not in the page's
// first load. The server renders it as usual; the browser keeps that markup while it hydrates the
// rest (the part suspends inside its Suspense boundary, which React leaves as the server wrote
// it) and hydrates the part in a task of its own once the main thread is first idle: nothing
// flashes or moves. Links in it work meanwhile (plain links), and so do its forms (real forms).
// A client navigation's loader waits for the code with the data, so the part renders at once.

export interface DeferredPart<P> {
  /**
   * The part, inside a Suspense boundary in a component of its own (memo) whose props keep their
   * identity: a render reaching a boundary that still waits for its code makes React give up the
   * server's markup for the fallback.
   */
  Part: ComponentType<P>;
  /** Loads the code (once): a route's loader awaits it, on the server and on a client navigation. */
  load(): Promise<void>;
}

const subscribeNever = () => () => {};

export function deferredPart<P extends object>(
  importPart: () => Promise<ComponentType<P>>,
  /** 'idle' (below the fold) or 'at once' (a page's main part that one route shares with another) */
  hydrate: 'idle' | 'at once' = 'idle',
): DeferredPart<P> {
  let component: ComponentType<P> | null = null;
  let loading: Promise<void> | null = null;
  let afterIdle: Promise<void> | null = null;
  const load = () => {
    loading ??= importPart().then(
      (loaded) => {
        component = loaded;
      },
      (error: unknown) => {
        loading = null;
        afterIdle = null;
        throw error;
      },
    );
    return loading;
  };
  // Hydrating: the code is asked for once the page's own hydration has left the thread idle.
  const loadWhenIdle = () =>
    (afterIdle ??= new Promise<void>((resolve) => browserScheduleIdle(1000)(() => resolve())).then(load));

  function DeferredPart(props: P) {
    const hydrating = useSyncExternalStore(
      subscribeNever,
      () => false,
      () => true,
    );
    // Suspends until the code is here (a failure is the boundary's above to show).
    if (!component) use(typeof window === 'undefined' || !hydrating || hydrate === 'at once' ? load() : loadWhenIdle());
    return createElement(component!, props);
  }
  return { Part: DeferredPart, load };
}
