import { startTransition, useEffect, useState } from 'react';
import { browserScheduleIdle } from './idle-queue';

// Everything that waits for the page to have hydrated switches once the main thread is first
// idle (the parts React hydrates later, Suspense boundaries, have done so by then), a few parts
// an idle callback, each batch in a transition of its own. One transition for all of them made
// one commit of a listing's 24 cards' toggles and size buttons, with the layout after it: a task
// of 120-160 ms at 4x CPU after load, counted whole in the blocking time. An idle callback runs
// only once React's tasks for the batch before it are done, so the batches are not merged.
const waiting = new Set<(after: boolean) => void>();
let switched = false;
let scheduled = false;

/** Parts switched per idle callback: about two product cards' toggles and cart buttons. */
export const AFTER_HYDRATION_BATCH = 6;

function switchSome(): void {
  const batch = [...waiting].slice(0, AFTER_HYDRATION_BATCH);
  for (const set of batch) waiting.delete(set);
  startTransition(() => {
    for (const set of batch) set(true);
  });
  if (waiting.size > 0) browserScheduleIdle(1000)(switchSome);
  else switched = true;
}

/**
 * False on the server and in the first render in the browser; true from a later render that
 * React makes as a transition (in slices between frames), once the page is idle after
 * hydration (a few parts at a time, above): not in one synchronous render right after
 * hydration as useHydrated's store change is. For the controls only the browser runs (the size
 * sheet's button, card toggles) that nobody needs in the first frames. Always false at first,
 * so a part hydrated later (its own Suspense boundary) still matches the server's markup; after
 * a client navigation they arrive a frame after the page. What must be right at once keeps
 * useHydrated.
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
      browserScheduleIdle(1000)(switchSome);
    }
    return () => {
      waiting.delete(setAfter);
    };
  }, []);
  return after;
}
