import { lazy, startTransition, Suspense, useEffect, useState } from 'react';
import { OPEN_PRIVACY_CHOICES_EVENT, readChoices } from './consent-store';
import type { OpenRequest } from './ConsentPanel';

// The first-party consent banner's first-load part: whether it is needed (no stored choice, or
// "Privacy choices" pressed). The banner itself (ConsentPanel.tsx: views, categories, focus) is
// loaded only then, so a returning visitor never loads it and no page hydrates it.

const ConsentPanel = lazy(() => import('./ConsentPanel'));

/** Re-read on a saved choice here or in another tab. */
function subscribe(onChange: () => void): () => void {
  window.addEventListener('message', onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener('message', onChange);
    window.removeEventListener('storage', onChange);
  };
}
const undecidedNow = () => readChoices() === null;

export function ConsentBanner() {
  // The server render (and hydration) shows no banner. Read once the page runs, and on every
  // saved choice, in a transition: React renders the banner (and asks for its chunk) in slices
  // between frames, not in a synchronous render inside hydration's long task as a store's
  // snapshot change is.
  const [undecided, setUndecided] = useState(false);
  useEffect(() => {
    const read = () => startTransition(() => setUndecided(undecidedNow()));
    read();
    return subscribe(read);
  }, []);
  const [request, setRequest] = useState<OpenRequest | null>(null);
  useEffect(() => {
    const open = (event: Event) => {
      const returnFocus = (event as CustomEvent<HTMLElement | null>).detail ?? null;
      setRequest((r) => ({ seq: (r?.seq ?? 0) + 1, returnFocus }));
    };
    window.addEventListener(OPEN_PRIVACY_CHOICES_EVENT, open);
    return () => window.removeEventListener(OPEN_PRIVACY_CHOICES_EVENT, open);
  }, []);
  if (!undecided && !request) return null;
  // No fallback: nothing shows until the banner's chunk is in (it sits over the page, so its
  // arrival moves nothing).
  return (
    <Suspense fallback={null}>
      <ConsentPanel undecided={undecided} request={request} />
    </Suspense>
  );
}

/** The footer's way back to the banner. */
export function PrivacyChoicesButton() {
  return (
    <button
      type="button"
      className="privacy-choices-link"
      onClick={(e) => window.dispatchEvent(new CustomEvent(OPEN_PRIVACY_CHOICES_EVENT, { detail: e.currentTarget }))}
    >
      Privacy choices
    </button>
  );
}
