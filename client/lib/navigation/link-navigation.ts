import { codeArrived } from './code-in-flight';
import { appPageUrl } from './link-navigation-target';

// Internal links are plain <a href> (no router hooks per link: ~200 links a page cost the
// server's render and the browser's hydration). One click listener turns a click on such a link
// into a client navigation, as react-router's Link did; without JavaScript they are links.

/** Opt-outs and options a link carries as attributes (read by the listener, set by components). */
export const LINK_ATTR = {
  /** A full document load (react-router's reloadDocument). */
  reload: 'data-reload',
  /** Keep the scroll position (react-router's preventScrollReset): filters, pagination of a list. */
  keepScroll: 'data-keep-scroll',
  /** Replace the history entry instead of pushing one. */
  replace: 'data-replace',
} as const;

/** Spread on a link that must load its document (a page asked for afresh): `<a {...RELOAD_DOCUMENT} href=…>`. */
export const RELOAD_DOCUMENT = { [LINK_ATTR.reload]: '' } as const;

/** Spread on a link (or an element around links) whose navigation keeps the scroll position: `<a {...KEEP_SCROLL} href=…>`. */
export const KEEP_SCROLL = { [LINK_ATTR.keepScroll]: '' } as const;

/** The click as the decision needs it. */
export interface ClickFacts {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
}

/** The clicked link as the decision needs it. */
export interface AnchorFacts {
  href: string;
  target?: string;
  hasDownload?: boolean;
  rel?: string;
  reload?: boolean;
  keepScroll?: boolean;
  replace?: boolean;
}

export interface LinkNavigation {
  /** path + search + hash */
  to: string;
  preventScrollReset: boolean;
  replace: boolean;
  /** A fragment of the page shown: the browser follows it (see installLinkNavigation). */
  fragment?: true;
}

/**
 * How long a link to a fragment of the page waits for the code its parts asked for: a load that
 * slow is a failing one, and the link then goes as it would have.
 */
export const FRAGMENT_CODE_WAIT_MS = 3000;

/** Where the page is now. */
export interface HereFacts {
  origin: string;
  pathname: string;
  search: string;
  hash: string;
}

/**
 * Whether a click on a link is the app's to handle, and where to: a plain primary click
 * (no modifier: those open tabs and windows, save or download) that nothing handled yet, on a
 * link to an app page (link-navigation-target.ts) that does not ask for a document load. A
 * fragment of this same page (a skip link, the no-JS drawer toggle, a product's rating) stays the
 * browser's: it scrolls and moves focus there itself. A link to the page shown replaces its
 * history entry, as react-router's Link did.
 */
export function linkNavigation(click: ClickFacts, anchor: AnchorFacts, here: HereFacts): LinkNavigation | null {
  if (click.button !== 0 || click.defaultPrevented) return null;
  if (click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return null;
  if (anchor.reload || /\bexternal\b/.test(anchor.rel ?? '')) return null;
  const url = appPageUrl(anchor, here.origin);
  if (!url) return null;
  const samePage = url.pathname === here.pathname && url.search === here.search;
  if (samePage && url.hash !== '') return { to: url.hash, preventScrollReset: true, replace: false, fragment: true };
  return {
    to: url.pathname + url.search + url.hash,
    preventScrollReset: anchor.keepScroll === true,
    replace: anchor.replace === true || (samePage && here.hash === ''),
  };
}

/** What the listener needs of the router. */
export interface LinkRouter {
  navigate(to: string, options: { preventScrollReset: boolean; replace: boolean }): unknown;
}

/**
 * Installs the one listener; returns what removes it. It listens on the window, in the bubble
 * phase, so it runs after every handler of the page (React's on the document root: a drawer
 * closing, a component's own preventDefault; the analytics listener on the document, so the
 * navigation event is tracked before the navigation starts).
 */
export function installLinkNavigation(router: LinkRouter, win: Window = window): () => void {
  const onClick = (e: MouseEvent) => {
    const anchor = e.target instanceof Element ? e.target.closest('a[href]') : null;
    // SVG links (<a> in an <svg>) have an animated href: not ours.
    if (!(anchor instanceof HTMLAnchorElement)) return;
    const next = linkNavigation(
      e,
      {
        href: anchor.href,
        target: anchor.target,
        hasDownload: anchor.hasAttribute('download'),
        rel: anchor.rel,
        reload: anchor.hasAttribute(LINK_ATTR.reload),
        // on the link or around it (the filter panel marks all its chips at once)
        keepScroll: anchor.closest(`[${LINK_ATTR.keepScroll}]`) !== null,
        replace: anchor.hasAttribute(LINK_ATTR.replace),
      },
      win.location,
    );
    if (!next) return;
    if (next.fragment) {
      // The browser's to follow, once the code the page's parts asked for is in (code-in-flight.ts).
      const arrived = codeArrived();
      if (!arrived) return;
      e.preventDefault();
      const href = anchor.href;
      // Meanwhile the link does at once what the browser would: its target scrolled to, and
      // focused if it takes focus (a skip link's main; focus() does nothing to others). Only the
      // URL waits, and is set only if the shopper is still there (setting it scrolls again).
      const target = win.document.getElementById(next.to.slice(1));
      target?.scrollIntoView();
      target?.focus({ preventScroll: true });
      const shownAt = win.scrollY;
      const wait = new Promise((resolve) => setTimeout(resolve, FRAGMENT_CODE_WAIT_MS));
      void Promise.race([arrived, wait]).then(() => {
        if (win.scrollY === shownAt) win.location.assign(href);
      });
      return;
    }
    e.preventDefault();
    void router.navigate(next.to, { preventScrollReset: next.preventScrollReset, replace: next.replace });
  };
  win.addEventListener('click', onClick);
  return () => win.removeEventListener('click', onClick);
}
