// Whether the page still shows the document the server rendered: until the first client
// navigation starts. Parts left as the server's markup until they are needed (deferred-part.tsx)
// wait only while this holds; a navigation renders them as usual.

let navigated = false;
let signal: (() => void) | undefined;
const started = new Promise<void>((resolve) => (signal = resolve));

/** Called once the router starts its first navigation (the entry subscribes to it). */
export function markFirstNavigation(): void {
  if (navigated) return;
  navigated = true;
  signal?.();
}

/** True until the first client navigation starts. */
export const onServerDocument = (): boolean => !navigated;

/** Resolves when the first client navigation starts. */
export const firstNavigation = (): Promise<void> => started;

/** What the entry watches: the router's state changes. */
export interface NavigationSource {
  readonly state: { location: unknown };
  subscribe(listener: (state: { navigation: { state: string }; location: unknown }) => void): () => void;
}

/**
 * Marks the first navigation when `router` starts one or its location changes (a #hash link
 * changes it without loading); stops listening then. Subscribed before the page renders, so the
 * mark comes before React renders the change: the new location reaches a part still kept as the
 * server's markup, and a part that then waited would give that markup up for its fallback.
 */
export function watchFirstNavigation(router: NavigationSource): void {
  const initial = router.state.location;
  const stop = router.subscribe((state) => {
    if (state.navigation.state === 'idle' && state.location === initial) return;
    markFirstNavigation();
    stop();
  });
}
