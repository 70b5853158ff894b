import { track, type EventFields } from './analytics';
import { ANALYTICS_EVENT_TYPES, capturesEvent, type EarlyEvent } from './analytics-deferred';

// The page's markup says what a click, a form or a disclosure reports, so server-rendered
// components need no handlers of their own: `data-analytics="navigation|cta"` on links and
// buttons (with `data-analytics-location`), or once on a menu for all its links
// (`data-analytics-links="navigation"` with the location: ~110 menu and footer links would
// otherwise carry ~7 KB of the same attributes), `data-analytics-form="<name>"` on forms,
// `data-analytics="accordion"` on <details>. One set of listeners on the document reads them,
// installed after load; the events before that are kept and reported then (analytics-deferred.ts).

type Reading =
  { event: 'navigation'; fields: EventFields['navigation'] } | { event: 'cta'; fields: EventFields['cta'] };

/** What a clicked element reports, from its data attributes, text and link; null for nothing. */
export function readClick(el: {
  dataset: Record<string, string | undefined>;
  text: string;
  href: string | null;
}): Reading | null {
  const location = el.dataset.analyticsLocation ?? '';
  const text = el.text.replace(/\s+/g, ' ').trim();
  const url = el.href ?? '';
  switch (el.dataset.analytics) {
    case 'navigation':
      return { event: 'navigation', fields: { nav_location: location, link_text: text, link_url: url } };
    case 'cta':
      return { event: 'cta', fields: { cta_text: text, cta_url: url, cta_location: location } };
    default:
      return null;
  }
}

/** A link's target as the site knows it: the path for same-site links, the whole URL otherwise. */
export function linkTarget(href: string, origin: string): string {
  try {
    const url = new URL(href, origin);
    return url.origin === origin ? `${url.pathname}${url.search}` : url.href;
  } catch {
    return href;
  }
}

/**
 * Installs the listeners once, after load (analytics-deferred.ts), and reports the events the
 * page saw before that first, in order. Returns what removes them (tests, hot reload).
 */
export function installAnalyticsListeners(doc: Document = document, early: readonly EarlyEvent[] = []): () => void {
  const started = new WeakSet<HTMLFormElement>();

  const onClick = (e: Event) => {
    const target = e.target instanceof Element ? e.target : null;
    const own = target?.closest<HTMLElement>('[data-analytics="navigation"], [data-analytics="cta"]');
    const link = own ? null : target?.closest<HTMLElement>('a[href]');
    // A link without its own attributes reports as its menu says (the innermost menu).
    const menu = link?.closest<HTMLElement>('[data-analytics-links]');
    const el = own ?? (menu ? link : null);
    if (!el) return;
    const dataset = own
      ? own.dataset
      : { analytics: menu!.dataset.analyticsLinks, analyticsLocation: menu!.dataset.analyticsLocation };
    const href = el.getAttribute('href');
    const reading = readClick({
      dataset,
      text: el.textContent ?? '',
      href: href === null ? null : linkTarget(href, doc.location.origin),
    });
    if (reading) track(reading.event, reading.fields);
  };
  const formName = (target: EventTarget | null) => {
    const form = target instanceof Element ? target.closest<HTMLFormElement>('form[data-analytics-form]') : null;
    return form ? { form, name: form.dataset.analyticsForm ?? '' } : null;
  };
  // The first field a visitor enters starts the form; once per form shown.
  const onFocus = (e: Event) => {
    const found = formName(e.target);
    if (!found || started.has(found.form)) return;
    started.add(found.form);
    track('form_start', { form_name: found.name });
  };
  const onSubmit = (e: Event) => {
    const found = formName(e.target);
    if (found) track('form_submit', { form_name: found.name });
  };
  const onToggle = (e: Event, open?: boolean) => {
    const el = e.target;
    if (!(el instanceof HTMLDetailsElement) || el.dataset.analytics !== 'accordion') return;
    const name = el.dataset.analyticsName ?? el.querySelector('summary')?.textContent?.trim() ?? '';
    track('accordion', { accordion_name: name, accordion_action: (open ?? el.open) ? 'open' : 'close' });
  };

  const handlers: Record<(typeof ANALYTICS_EVENT_TYPES)[number], (e: Event, open?: boolean) => void> = {
    click: onClick,
    focusin: onFocus,
    submit: onSubmit,
    toggle: onToggle,
  };
  const listeners = ANALYTICS_EVENT_TYPES.map((type) => {
    const listener = (e: Event) => handlers[type](e);
    doc.addEventListener(type, listener, capturesEvent(type));
    return () => doc.removeEventListener(type, listener, capturesEvent(type));
  });
  for (const { event, open } of early) handlers[event.type as keyof typeof handlers]?.(event, open);
  return () => listeners.forEach((remove) => remove());
}
