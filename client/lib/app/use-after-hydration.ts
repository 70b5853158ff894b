import { startTransition, useEffect, useState } from 'react';
import { browserScheduleIdle } from './idle-queue';

// Everything that waits for the page to have hydrated switches in ONE transition, when the main
// thread is first idle: the parts React hydrates later (Suspense boundaries) have done so by
// then, and the browser lays the page out once for all of them, not once per part.
const waiting = new Set<(after: boolean) => void>();
let switched = false;
let scheduled = false;

function switchAll(): void {
  switched = true;
  startTransition(() => {
    for (const set of waiting) set(true);
    waiting.clear();
  });
}

/**
 * False on the server and in the first render in the browser; true from a later render that
 * React makes as a transition (in slices between frames), once the page is idle after
 * hydration: not in one synchronous render right after hydration as useHydrated's store change
 * is. For the controls only the browser runs (the size sheet's button, card toggles) that
 * nobody needs in the first frames. Always false at first, so a part hydrated later (its own
 * Suspense boundary) still matches the server's markup; after a client navigation they arrive a
 * frame after the page. What must be right at once keeps useHydrated.
 */
export function useAfterHydration(): boolean {
  const [after, setAfter] = useState(false);
  useEffect(() => {
    if (switched) {
      startTransition(() => setAfter(true));
      return;
    }
    waiting.add(setAfter);
    if (!scheduled) {
      scheduled = true;
      browserScheduleIdle(1000)(switchAll);
    }
    return () => {
      waiting.delete(setAfter);
    };
  }, []);
  return after;
}
