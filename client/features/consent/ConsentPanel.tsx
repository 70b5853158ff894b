import { useEffect, useId, useRef, useState } from 'react';
import { MAIN_CONTENT_ID } from '../../lib/routing/main-content';
import { readChoices, saveChoices, type ConsentChoices } from './consent-store';

// The first-party consent banner (used when no CONSENT_TOOL_URL is configured): Accept,
// Reject or Choose by category. A non-modal region at the bottom of the screen (the header
// stays usable on phones), early in the document so keyboard and screen-reader users meet it
// first; reopened from the footer's "Privacy choices", which gets the focus back on close.
// The server renders its first view for everyone; the browser shows it only when no choice is
// stored, and loads this code only then: ConsentBanner.tsx is the small part in the first load.

type View = 'closed' | 'summary' | 'choose';

const CATEGORY_TEXT: Record<keyof ConsentChoices, { label: string; help: string }> = {
  analytics: { label: 'Analytics', help: 'Helps us see which pages are useful.' },
  advertising: {
    label: 'Advertising',
    help: 'Lets affiliate partners know you came from them (affiliate click attribution).',
  },
};

/** "Privacy choices" asked for the banner again; `seq` tells one request from the next. */
export interface OpenRequest {
  seq: number;
  returnFocus: HTMLElement | null;
}

export interface ConsentPanelProps {
  undecided: boolean;
  request: OpenRequest | null;
}

export default function ConsentPanel({ undecided, request }: ConsentPanelProps) {
  // null: follow the stored choice (the summary until one is made).
  const [chosenView, setView] = useState<View | null>(null);
  const view: View = chosenView ?? (undecided ? 'summary' : 'closed');
  const [draft, setDraft] = useState<ConsentChoices>({ analytics: false, advertising: false });
  const returnFocus = useRef<HTMLElement | null>(null);
  const region = useRef<HTMLElement | null>(null);
  const titleId = useId();
  const textId = useId();

  // A new "Privacy choices" request opens the categories with the stored choice (adjusted while
  // rendering, not in an effect after it); the focus goes back to its button on close.
  const [seenSeq, setSeenSeq] = useState(0);
  if (request && request.seq !== seenSeq) {
    setSeenSeq(request.seq);
    setDraft(readChoices() ?? { analytics: false, advertising: false });
    setView('choose');
  }
  useEffect(() => {
    if (request) returnFocus.current = request.returnFocus;
  }, [request]);

  useEffect(() => {
    // Reopened on purpose (or switched to the categories): the focus goes into the banner.
    if (view === 'choose') region.current?.querySelector<HTMLElement>('input, button')?.focus();
  }, [view]);

  const close = () => {
    // The banner goes: a focus inside it returns to the button that reopened it, or, the first
    // time, to the page's content (where the skip link leads), not to the page's body.
    const hadFocus = region.current?.contains(document.activeElement) ?? false;
    setView('closed');
    if (returnFocus.current) returnFocus.current.focus();
    else if (hadFocus) document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true });
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
      onKeyDown={(e) => {
        if (e.key === 'Escape' && readChoices()) close();
      }}
    >
      <h2 id={titleId} className="consent-title">
        Privacy choices
      </h2>
      <p id={textId} className="consent-text">
        We use cookies to run the shop. With your consent we also measure visits and tell affiliate partners that you
        came from them. You can change this at any time under “Privacy choices” in the footer.
      </p>
      {view === 'choose' && (
        <fieldset className="consent-categories">
          <legend>Categories</legend>
          <label className="consent-category">
            <input type="checkbox" checked disabled />{' '}
            <span>
              Strictly necessary <small>Always on: the cart and signing in.</small>
            </span>
          </label>
          {(Object.keys(CATEGORY_TEXT) as Array<keyof ConsentChoices>).map((c) => (
            <label key={c} className="consent-category">
              <input
                type="checkbox"
                name={c}
                checked={draft[c]}
                onChange={(e) => setDraft({ ...draft, [c]: e.target.checked })}
              />{' '}
              <span>
                {CATEGORY_TEXT[c].label} <small>{CATEGORY_TEXT[c].help}</small>
              </span>
            </label>
          ))}
        </fieldset>
      )}
      <div className="consent-actions">
        <button
          type="button"
          className="btn btn-elevated btn-primary"
          onClick={() => save({ analytics: true, advertising: true })}
        >
          Accept all
        </button>
        <button
          type="button"
          className="btn btn-outlined btn-primary"
          onClick={() => save({ analytics: false, advertising: false })}
        >
          Reject all
        </button>
        {view === 'summary' ? (
          <button type="button" className="btn btn-text btn-primary" onClick={() => setView('choose')}>
            Choose
          </button>
        ) : (
          // Once categories are shown, saving them is a main action: a button that looks like one.
          <button type="button" className="btn btn-outlined btn-primary consent-save" onClick={() => save(draft)}>
            Save choices
          </button>
        )}
      </div>
    </section>
  );
}
