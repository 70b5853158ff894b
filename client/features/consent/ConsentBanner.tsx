import { startTransition, useEffect, useState } from 'react';
import { definePart, KeptMarkup } from '../../components/ui/KeptMarkup';
import { askingForConsent, CONSENT_BANNER_ID, stopAsking } from './consent-ask-script';
import { CONSENT_MESSAGE } from '../../../shared/constants';
import { CONSENT_STORAGE_KEY, OPEN_PRIVACY_CHOICES_EVENT } from './consent-keys';
import type { ConsentPanelProps, OpenRequest } from './ConsentPanel';

// The first-party consent banner's first-load part. The server renders the banner's first view
// in every page, shown from the first paint only when no choice is stored (consent-ask-script.ts),
// and the page keeps that markup (KeptMarkup): the banner's code (ConsentPanel.tsx: views,
// categories, focus) is fetched and run on first use (a pointer, a finger or the focus on the
// banner; a choice pressed before it is in is made once it is) or when "Privacy choices" is
// pressed, so a visit that ignores the banner, and a returning visitor, never load it. What the page
// starts with is what the boot script found (its sheet); the store's code (the stored choice's
// rule, saving, the privacy API) loads only when a choice changes, or with the panel.

const PANEL = definePart<ConsentPanelProps>('consent-panel', () => import('./ConsentPanel'));

/** Re-read on a saved choice here (the store's message) or in another tab (its storage key). */
function subscribe(onChange: () => void): () => void {
  const onMessage = (e: MessageEvent) => {
    if (e.data === CONSENT_MESSAGE) onChange();
  };
  const onStorage = (e: StorageEvent) => {
    if (e.key === CONSENT_STORAGE_KEY || e.key === null) onChange();
  };
  window.addEventListener('message', onMessage);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener('message', onMessage);
    window.removeEventListener('storage', onStorage);
  };
}
/** Whether no valid choice is stored, by the store's rule. */
const undecidedNow = () => import('./consent-store').then(({ readChoices }) => readChoices() === null);

export function ConsentBanner() {
  // The kept markup shows whatever the boot script decided: the state starts from its answer.
  const [undecided, setUndecided] = useState(() => typeof document === 'undefined' || (askingForConsent() ?? true));
  useEffect(() => {
    const read = () =>
      void undecidedNow().then(
        (now) => {
          // a choice made in another tab hides the server's banner too
          if (!now) stopAsking();
          startTransition(() => setUndecided(now));
        },
        () => undefined, // the store's chunk failed: the banner stays as it is
      );
    // Without adopted sheets the boot script could not say: the store answers.
    if (askingForConsent() === null) read();
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
      variant={request?.seq ?? 0}
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
