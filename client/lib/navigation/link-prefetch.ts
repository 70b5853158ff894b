import type { LoaderFunctionArgs, RouteObject } from 'react-router-dom';
import { ROUTE_PRELOAD_CONCURRENCY } from '../../../shared/constants';
import { createLimiter } from '../app/concurrency-limit';
import { browserScheduleIdle, createIdleQueue } from '../app/idle-queue';
import { createChunkPrefetcher } from './chunk-prefetch';
import { appPageUrl } from './link-navigation-target';
import type { RouteLookup, RouteLookupMatch } from '../routing/route-lookup';
import { browserConnection, isSlowConnection } from './slow-connection';

export { isSlowConnection, type ConnectionInfo } from './slow-connection';

// SPEC section 2 rule 8: same-host pages are prefetched (on hover and when their link comes into
// view) unless the connection is very slow; payload prefetch starts PAYLOAD_PREFETCH_DELAY_MS
// after load (the entry loads this module then: link-intent.ts keeps the links hovered before); route chunks are preloaded ROUTE_PRELOAD_CONCURRENCY at a time. A link in view
// preloads its route's chunk; a link hovered or focused (the shopper is about to follow it) also
// runs its loader, which fills the query cache (the loader's queries), so the navigation finds
// its data there. Running every in-view link's loader would ask the BFF for dozens of pages on a
// listing, crowding the shopper's own requests out of the browser's six connections.

/** The path (with query) a link would prefetch, or null: not an app page (link-navigation-target.ts), marked external or nofollow, or this page. */
export function prefetchTarget(
  link: { href: string; target?: string; hasDownload?: boolean; rel?: string },
  location: { origin: string; pathname: string; search: string },
): string | null {
  if (/\bexternal\b|\bnofollow\b/.test(link.rel ?? '')) return null;
  const url = appPageUrl(link, location.origin);
  if (!url) return null;
  const path = url.pathname + url.search;
  return path === location.pathname + location.search ? null : path;
}

type PrefetchRoute = Pick<RouteObject, 'lazy' | 'loader'>;

/**
 * Prefetches one path. A link in view: its page's chunks are fetched into the cache, not compiled
 * or run (`preloadChunks`, rel=prefetch): running route modules nobody asked for made long tasks
 * while the page was still starting. A hovered or focused link: its route module runs and its loader
 * fills the query cache. The layout's data is loaded once per document already, so the root
 * route is left alone. Failures (a redirect for a signed-out visitor, a 404) are the
 * navigation's business later.
 */
export async function prefetchPath(
  lookup: (pathname: string) => RouteLookupMatch | null,
  path: string,
  origin: string,
  run: <T>(task: () => Promise<T>) => Promise<T>,
  withData: boolean,
  preloadChunks: (screen: string) => Promise<void> = async () => undefined,
): Promise<void> {
  const url = new URL(path, origin);
  const match = lookup(url.pathname);
  if (!match) return;
  if (!withData) return run(() => preloadChunks(match.screen)).catch(() => undefined);
  const { route, params } = match;
  let { loader } = route as PrefetchRoute;
  if (typeof route.lazy === 'function') {
    const lazy = route.lazy;
    const parts = await run(() => lazy()).catch(() => null);
    loader = (parts as PrefetchRoute | null)?.loader ?? loader;
  }
  if (typeof loader !== 'function') return;
  const load = loader;
  const args = { request: new Request(url), params, context: undefined } as unknown as LoaderFunctionArgs;
  await run(async () => load(args)).catch(() => undefined);
}

/**
 * Starts prefetching in the browser (the entry calls it PAYLOAD_PREFETCH_DELAY_MS after load):
 * chunks of in-view links, chunk and data of hovered or focused ones, `hovered` first (the links
 * pointed at or focused before).
 */
export function startLinkPrefetch(lookup: RouteLookup, hovered: readonly Element[] = []): void {
  const connection = browserConnection();
  if (isSlowConnection(connection)) return;
  const run = createLimiter(ROUTE_PRELOAD_CONCURRENCY);
  // In-view links arrive by the dozen: their work waits for idle time, a few at a time, so it
  // never makes a long task. A hovered link is about to be followed: its work starts at once.
  const whenIdle = createIdleQueue(browserScheduleIdle());
  const preloadChunks = createChunkPrefetcher(document);
  const fetchPath = (path: string, withData: boolean) => {
    if (withData) void prefetchPath(lookup, path, window.location.origin, run, true);
    else whenIdle(() => void prefetchPath(lookup, path, window.location.origin, run, false, preloadChunks));
  };
  const done = new Set<string>();

  const prefetch = (anchor: HTMLAnchorElement, withData: boolean) => {
    if (isSlowConnection(connection)) return;
    const path = prefetchTarget(
      { href: anchor.href, target: anchor.target, hasDownload: anchor.hasAttribute('download'), rel: anchor.rel },
      window.location,
    );
    if (path === null) return;
    const key = `${withData ? 'data' : 'chunk'} ${path}`;
    if (done.has(key)) return;
    done.add(key);
    fetchPath(path, withData);
  };
  for (const a of hovered) if (a instanceof HTMLAnchorElement) prefetch(a, true);

  const anchorOf = (target: EventTarget | null) =>
    (target instanceof Element ? target.closest('a[href]') : null) as HTMLAnchorElement | null;
  document.addEventListener(
    'pointerover',
    (e) => {
      const a = anchorOf(e.target);
      if (a) prefetch(a, true);
    },
    { passive: true },
  );
  document.addEventListener('focusin', (e) => {
    const a = anchorOf(e.target);
    if (a) prefetch(a, true);
  });

  if (typeof IntersectionObserver === 'function') {
    const seen = new WeakSet<Element>();
    const inView = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        inView.unobserve(entry.target);
        prefetch(entry.target as HTMLAnchorElement, false);
      }
    });
    let scan = 0;
    const observeLinks = () => {
      scan = 0;
      for (const a of document.querySelectorAll('a[href]')) {
        if (seen.has(a)) continue;
        seen.add(a);
        inView.observe(a);
      }
    };
    // Links arrive with navigations and streamed content: look again shortly after changes.
    new MutationObserver(() => {
      if (!scan) scan = window.setTimeout(observeLinks, 200);
    }).observe(document.body, { childList: true, subtree: true });
    observeLinks();
  }
}
