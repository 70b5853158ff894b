import { track, type EventFields } from './analytics';

// The page's markup says what a click, a form or a disclosure reports, so server-rendered
// components need no handlers of their own: `data-analytics="navigation|cta"` on links and
// buttons (with `data-analytics-location`), or once on a menu for all its links
// (`data-analytics-links="navigation"` with the location: ~110 menu and footer links would
// otherwise carry ~7 KB of the same attributes), `data-analytics-form="<name>"` on forms,
// `data-analytics="accordion"` on <details>. One set of listeners on the document reads them.

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

/** Installs the listeners once, at hydration. Returns what removes them (tests, hot reload). */
export function installAnalyticsListeners(doc: Document = document): () => void {
  const started = new WeakSet<HTMLFormElement>();

  const onClick = (e: MouseEvent) => {
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
  const onFocus = (e: FocusEvent) => {
    const found = formName(e.target);
    if (!found || started.has(found.form)) return;
    started.add(found.form);
    track('form_start', { form_name: found.name });
  };
  const onSubmit = (e: SubmitEvent) => {
    const found = formName(e.target);
    if (found) track('form_submit', { form_name: found.name });
  };
  // `toggle` does not bubble: listened for on the way down (capture).
  const onToggle = (e: Event) => {
    const el = e.target;
    if (!(el instanceof HTMLDetailsElement) || el.dataset.analytics !== 'accordion') return;
    const name = el.dataset.analyticsName ?? el.querySelector('summary')?.textContent?.trim() ?? '';
    track('accordion', { accordion_name: name, accordion_action: el.open ? 'open' : 'close' });
  };

  doc.addEventListener('click', onClick);
  doc.addEventListener('focusin', onFocus);
  doc.addEventListener('submit', onSubmit);
  doc.addEventListener('toggle', onToggle, true);
  return () => {
    doc.removeEventListener('click', onClick);
    doc.removeEventListener('focusin', onFocus);
    doc.removeEventListener('submit', onSubmit);
    doc.removeEventListener('toggle', onToggle, true);
  };
}
