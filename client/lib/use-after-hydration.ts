import { startTransition, useEffect, useState } from 'react';

// Set once the first components have committed in the browser: anything mounted later (a client
// navigation) is past hydration from its first render.
let hydrationDone = false;

/**
 * False on the server and while hydrating; true afterwards, switched in a transition. Unlike
 * useHydrated (an external store, whose change React applies synchronously right after
 * hydration), the switch is rendered in slices between frames: the controls only the browser
 * can run (size sheets, card toggles, enhanced forms) do not lengthen hydration's long task.
 * Use it for what nobody needs in the first frames; what must be right at once keeps useHydrated.
 */
export function useAfterHydration(): boolean {
  const [after, setAfter] = useState(hydrationDone);
  useEffect(() => {
    hydrationDone = true;
    // A transition from the first commit, not a cascading synchronous render.
    if (!after) startTransition(() => setAfter(true));
    // Once, after the first commit.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return after;
}
