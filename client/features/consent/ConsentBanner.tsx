import { startTransition, useEffect, useState } from 'react';
import { definePart, KeptMarkup } from '../../components/ui/KeptMarkup';
import { CONSENT_BANNER_ID, stopAsking } from './consent-ask-script';
import { OPEN_PRIVACY_CHOICES_EVENT, readChoices } from './consent-store';
import type { ConsentPanelProps, OpenRequest } from './ConsentPanel';

// The first-party consent banner's first-load part. The server renders the banner's first view
// in every page, shown from the first paint only when no choice is stored (consent-ask-script.ts),
// and the page keeps that markup (KeptMarkup): the banner's code (ConsentPanel.tsx: views,
// categories, focus) is fetched when the banner is shown and the page is idle, and runs on first
// use or when "Privacy choices" is pressed, so a returning visitor never loads it.

const PANEL = definePart<ConsentPanelProps>('consent-panel', () => import('./ConsentPanel'));

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
  // The kept markup shows whatever the state says, so the stored choice is read at once.
  const [undecided, setUndecided] = useState(() => typeof document === 'undefined' || undecidedNow());
  useEffect(() => {
    const read = () => {
      const now = undecidedNow();
      // a choice made in another tab hides the server's banner too
      if (!now) stopAsking();
      startTransition(() => setUndecided(now));
    };
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
  return (
    <KeptMarkup
      part={PANEL}
      props={{ undecided, request }}
      id={CONSENT_BANNER_ID}
      className="consent-first"
      variant={String(request?.seq ?? 0)}
      loadWhenIdle={undecided}
    />
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
