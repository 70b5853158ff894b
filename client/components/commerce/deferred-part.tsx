import { createElement, memo, Suspense, use, type ComponentType } from 'react';
import { browserScheduleIdle } from '../../lib/app/idle-queue';
import { codeInFlight } from '../../lib/navigation/code-in-flight';
import { firstNavigation, onServerDocument } from '../../lib/routing/first-navigation';

// A part of a page below the fold (reviews, related products) whose code is not in the page's
// first load. The server renders it as usual; the browser keeps that markup while it hydrates the
// rest (the part suspends inside its Suspense boundary, which React leaves as the server wrote
// it) and hydrates the part in a task of its own once the main thread is first idle, or, for a
// part that names its element (`inView`), once that element comes near the viewport or a pointer
// or the focus reaches it: nothing flashes or moves. A visit that never scrolls down never runs
// the part's render (on a phone's product page, its reviews and related products: about a third
// of the page's hydration). Its code is asked for when the page's first render reaches the component
// around the boundary (`preload`, or `Boundary`), so it is there when something reaches the part
// sooner: a click in it (React hydrates the part at once and the click lands on it), or a
// navigation, even to a #hash (React would otherwise give up the server's markup for the fallback
// until the code came; a link to a fragment of the page waits for the code: code-in-flight.ts).
// Links and forms work meanwhile as plain ones.
// Its screen lists it (ScreenModule.parts): the route loads the code with the data on a client
// navigation, so the part renders at once.

export interface DeferredPart<P> {
  /**
   * The part, inside a Suspense boundary in a component of its own (memo) whose props keep their
   * identity: a render reaching a boundary that still waits for its code makes React give up the
   * server's markup for the fallback.
   */
  Part: ComponentType<P>;
  /** Loads the code (once): a route's loader awaits it, on the server and on a client navigation. */
  load(): Promise<void>;
  /**
   * In the browser, asks for the code without waiting for it: called by the component around the
   * boundary, which hydrates with the page (React leaves the boundary itself for later).
   */
  preload(): void;
  /** The part in a Suspense boundary of its own (no fallback), memo, asking for its code. */
  Boundary: ComponentType<P>;
}

/** How far outside the viewport an `inView` part starts hydrating: a screen ahead of the scroll. */
export const NEAR_VIEW_MARGIN = '100% 0px';

/**
 * Resolves once the first element matching `selector` is within NEAR_VIEW_MARGIN of the viewport,
 * or a pointer is pressed in it or the focus enters it; at once when there is no such element
 * (nothing to wait for) or no IntersectionObserver.
 */
export function whenNearView(selector: string, doc: Document = document): Promise<void> {
  return new Promise<void>((resolve) => {
    const el = doc.querySelector(selector);
    if (!el || typeof IntersectionObserver !== 'function') return resolve();
    const done = () => {
      observer.disconnect();
      el.removeEventListener('pointerdown', done, true);
      el.removeEventListener('focusin', done, true);
      resolve();
    };
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && done(), {
      rootMargin: NEAR_VIEW_MARGIN,
    });
    observer.observe(el);
    el.addEventListener('pointerdown', done, true);
    el.addEventListener('focusin', done, true);
  });
}

export function deferredPart<P extends object>(
  importPart: () => Promise<ComponentType<P>>,
  /**
   * 'idle' (below the fold), `{ inView: selector }` (below the fold, its element found by the
   * selector in the server's markup) or 'at once' (a page's main part that one route shares with
   * another)
   */
  hydrate: 'idle' | 'at once' | { inView: string } = 'idle',
): DeferredPart<P> {
  let component: ComponentType<P> | null = null;
  let loading: Promise<void> | null = null;
  let afterIdle: Promise<void> | null = null;
  /** Whether the part has waited once (see DeferredPart). */
  let waited = false;
  const load = () => {
    if (loading) return loading;
    loading = importPart().then(
      (loaded) => {
        component = loaded;
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    // A link to a fragment of the page waits for it (code-in-flight.ts).
    if (typeof document !== 'undefined') codeInFlight(loading);
    return loading;
  };
  const idle = () => new Promise<void>((resolve) => browserScheduleIdle(1000)(() => resolve()));
  // What a part waits for before it hydrates: the first idle period, or first its element near the
  // viewport; a client navigation (which renders parts anew, and may take the element away) ends
  // the wait for the element.
  const whenDue = () =>
    (afterIdle ??=
      typeof hydrate === 'object'
        ? Promise.race([whenNearView(hydrate.inView), firstNavigation()]).then(idle)
        : idle());

  function DeferredPart(props: P) {
    // While the page is the server's document, the part's first attempt waits (see above). A part
    // below a Suspense boundary of the page's own hydrates after the page's first commit (React
    // hydrates such boundaries in later tasks), so the page's own "hydrated" mark cannot say
    // whether a render is the part's hydration; the first navigation can. Read from a module, not
    // a store with a server snapshot: such a store's change makes React render the whole part
    // again, synchronously, in the task that runs the page's effects (a long task on a product page).
    // Only the first attempt waits. React calls the part again while it waits only when something
    // reaches it (new props, a context): waiting then would hold that update back (a transition,
    // such as a form's answer, would never commit) or give the server's markup up for the fallback.
    if (typeof document !== 'undefined' && hydrate !== 'at once' && !waited && onServerDocument()) {
      const wait = whenDue();
      waited = true;
      use(wait);
    }
    // Suspends until the code is here (a failure is the boundary's above to show).
    if (!component) use(load());
    return createElement(component!, props);
  }
  const preload = () => {
    if (typeof document !== 'undefined' && !component) load().catch(() => undefined); // tried again on render
  };
  const Boundary = memo(function Boundary(props: P) {
    preload();
    return createElement(Suspense, { fallback: null }, createElement(DeferredPart, props));
  });
  return { Part: DeferredPart, load, preload, Boundary: Boundary as unknown as ComponentType<P> };
}
