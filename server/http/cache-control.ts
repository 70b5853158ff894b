// Cache-Control values of pages and /api answers, named once.

/** Anything with personal data: no cache anywhere may keep it, not even the browser's. */
export const PERSONAL_NO_STORE = 'private, no-store';
/** An anonymous page: the browser may keep it but revalidates; no shared cache. */
export const ANONYMOUS_PAGE = 'private, no-cache';
/** A public /api answer: shared between visitors on the server only, never by HTTP caches. */
export const PUBLIC_API_ANSWER = 'no-store';

/**
 * An anonymous page from the page cache: any shared cache (a CDN) may hold it for
 * `ttl` seconds and serve it stale for `stale` more while it refetches. Sent only to requests
 * without a session, cart or notice cookie; the browser itself has no max-age, so it revalidates.
 */
export function publicPage(ttlSeconds: number, staleSeconds: number): string {
  return `public, s-maxage=${ttlSeconds}, stale-while-revalidate=${staleSeconds}`;
}

/** A file named by a hash of its content (built assets, transformed images, layout files): kept for a year anywhere. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
