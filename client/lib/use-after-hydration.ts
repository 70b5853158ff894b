import { startTransition, useEffect, useState } from 'react';

/**
 * False on the server and in the first render in the browser; true from the next render, which
 * React makes as a transition: in slices between frames, not in one synchronous render right
 * after hydration as useHydrated's store change is. For the controls only the browser runs (size
 * sheets, card toggles, form enhancement) that nobody needs in the first frames. Always false at
 * first, so a part hydrated later (its own Suspense boundary) still matches the server's markup;
 * after a client navigation they arrive a frame after the page. What must be right at once keeps
 * useHydrated.
 */
export function useAfterHydration(): boolean {
  const [after, setAfter] = useState(false);
  useEffect(() => startTransition(() => setAfter(true)), []);
  return after;
}
