// Code that parts of the page asked for and have not got yet (deferred-part.tsx). A link to a
// fragment of this page waits for it (link-navigation.ts): the router's location changes with
// the fragment, and React, which cannot tell what a part still waiting for its code reads, gives
// such a part's server markup up for its fallback (nothing) until the code comes, and with it
// the element the link points at (a product's reviews, from its rating).

const inFlight = new Set<Promise<unknown>>();

/** Counts `loading` as code in flight until it settles. */
export function codeInFlight(loading: Promise<unknown>): void {
  inFlight.add(loading);
  const settled = () => void inFlight.delete(loading);
  loading.then(settled, settled);
}

/** Settles once the code in flight now has arrived or failed; null when none is in flight. */
export function codeArrived(): Promise<void> | null {
  if (inFlight.size === 0) return null;
  return Promise.allSettled([...inFlight]).then(() => undefined);
}
