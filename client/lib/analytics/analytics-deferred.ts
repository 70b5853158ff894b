import { ANALYTICS_LOAD_DELAY_MS } from '../../../shared/constants';
import { afterLoad } from '../app/after-load';

// The document's analytics listeners (analytics-dom.ts) are set up after window load, as the tag
// manager is (SPEC section 9), and their code is a chunk of its own. Until then the events they
// read are only kept, and reported when the listeners arrive, so a click or a form before load
// is not lost.

/** An event the page saw before the listeners were installed, with a disclosure's state then. */
export interface EarlyEvent {
  event: Event;
  /** A <details> toggle's `open` when it fired (it may have changed since). */
  open?: boolean;
}

/** The events the listeners read; `toggle` does not bubble and is listened for on the way down (capture). */
export const ANALYTICS_EVENT_TYPES = ['click', 'focusin', 'submit', 'toggle'] as const;
export const capturesEvent = (type: string) => type === 'toggle';

/**
 * Keeps the document's analytics events from now on and, after load, installs the listeners with
 * them. Returns what stops both.
 */
export function deferAnalyticsListeners(
  doc: Document = document,
  load: () => Promise<{
    installAnalyticsListeners(doc: Document, early: readonly EarlyEvent[]): () => void;
  }> = () => import('./analytics-dom'),
  later: (task: () => void) => () => void = (task) => afterLoad(task, ANALYTICS_LOAD_DELAY_MS),
): () => void {
  const early: EarlyEvent[] = [];
  const keep = (event: Event) => {
    const open = (event.target as { open?: unknown } | null)?.open;
    early.push({ event, ...(typeof open === 'boolean' && { open }) });
  };
  const stopKeeping = () => {
    for (const type of ANALYTICS_EVENT_TYPES) doc.removeEventListener(type, keep, capturesEvent(type));
  };
  for (const type of ANALYTICS_EVENT_TYPES) doc.addEventListener(type, keep, capturesEvent(type));
  let remove = () => {};
  let gone = false;
  const cancel = later(() => {
    void load().then((m) => {
      if (gone) return;
      // One task: the keeper goes and the listeners come, so no event falls between them.
      stopKeeping();
      remove = m.installAnalyticsListeners(doc, early.splice(0));
    });
  });
  return () => {
    gone = true;
    cancel();
    stopKeeping();
    remove();
  };
}
