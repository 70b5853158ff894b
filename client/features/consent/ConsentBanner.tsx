import { useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { OPEN_PRIVACY_CHOICES_EVENT, readChoices, saveChoices, type ConsentChoices } from './consent-store';

// The first-party consent banner (used when no CONSENT_TOOL_URL is configured): Accept,
// Reject or Choose by category. A non-modal region at the bottom of the screen (the header
// stays usable on phones), early in the document so keyboard and screen-reader users meet it
// first; reopened from the footer's "Privacy choices", which gets the focus back on close.
// Rendered only in the browser: the server cannot know the stored choice.

type View = 'closed' | 'summary' | 'choose';

const CATEGORY_TEXT: Record<keyof ConsentChoices, { label: string; help: string }> = {
  analytics: { label: 'Analytics', help: 'Helps us see which pages are useful.' },
  advertising: { label: 'Advertising', help: 'Lets affiliate partners know you came from them (affiliate click attribution).' },
};

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
/** The server render (and hydration) shows no banner. */
const undecidedOnServer = () => false;

export function ConsentBanner() {
  const undecided = useSyncExternalStore(subscribe, undecidedNow, undecidedOnServer);
  // null: follow the stored choice (the summary until one is made).
  const [chosenView, setView] = useState<View | null>(null);
  const view: View = chosenView ?? (undecided ? 'summary' : 'closed');
  const [draft, setDraft] = useState<ConsentChoices>({ analytics: false, advertising: false });
  const returnFocus = useRef<HTMLElement | null>(null);
  const region = useRef<HTMLElement | null>(null);
  const titleId = useId();
  const textId = useId();

  useEffect(() => {
    const open = (event: Event) => {
      returnFocus.current = (event as CustomEvent<HTMLElement | null>).detail ?? null;
      setDraft(readChoices() ?? { analytics: false, advertising: false });
      setView('choose');
    };
    window.addEventListener(OPEN_PRIVACY_CHOICES_EVENT, open);
    return () => window.removeEventListener(OPEN_PRIVACY_CHOICES_EVENT, open);
  }, []);

  useEffect(() => {
    // Reopened on purpose (or switched to the categories): the focus goes into the banner.
    if (view === 'choose') region.current?.querySelector<HTMLElement>('input, button')?.focus();
  }, [view]);

  const close = () => {
    setView('closed');
    returnFocus.current?.focus();
    returnFocus.current = null;
  };
  const save = (choices: ConsentChoices) => {
    saveChoices(choices);
    close();
  };

  if (view === 'closed') return null;
  return (
    <section
      ref={region}
      className="consent-banner"
      role="region"
      aria-labelledby={titleId}
      aria-describedby={textId}
      onKeyDown={(e) => { if (e.key === 'Escape' && readChoices()) close(); }}
    >
      <h2 id={titleId} className="consent-title">Privacy choices</h2>
      <p id={textId} className="consent-text">
        We use cookies to run the shop. With your consent we also measure visits and tell affiliate partners
        that you came from them. You can change this at any time under “Privacy choices” in the footer.
      </p>
      {view === 'choose' && (
        <fieldset className="consent-categories">
          <legend>Categories</legend>
          <label className="consent-category">
            <input type="checkbox" checked disabled /> <span>Strictly necessary <small>Always on: the cart and signing in.</small></span>
          </label>
          {(Object.keys(CATEGORY_TEXT) as Array<keyof ConsentChoices>).map((c) => (
            <label key={c} className="consent-category">
              <input
                type="checkbox"
                name={c}
                checked={draft[c]}
                onChange={(e) => setDraft({ ...draft, [c]: e.target.checked })}
              />{' '}
              <span>{CATEGORY_TEXT[c].label} <small>{CATEGORY_TEXT[c].help}</small></span>
            </label>
          ))}
        </fieldset>
      )}
      <div className="consent-actions">
        <button type="button" className="btn btn-elevated btn-primary" onClick={() => save({ analytics: true, advertising: true })}>Accept all</button>
        <button type="button" className="btn btn-outlined btn-primary" onClick={() => save({ analytics: false, advertising: false })}>Reject all</button>
        {view === 'summary'
          ? <button type="button" className="btn btn-text btn-primary" onClick={() => setView('choose')}>Choose</button>
          : <button type="button" className="btn btn-text btn-primary" onClick={() => save(draft)}>Save choices</button>}
      </div>
    </section>
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
