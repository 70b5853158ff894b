// Cache-Control values of pages and /api answers, named once (issue 9 §10).

/** Anything with personal data: no cache anywhere may keep it, not even the browser's. */
export const PERSONAL_NO_STORE = 'private, no-store';
/** An anonymous page: the browser may keep it but revalidates; no shared cache. */
export const ANONYMOUS_PAGE = 'private, no-cache';
/** A public /api answer: shared between visitors on the server only, never by HTTP caches. */
export const PUBLIC_API_ANSWER = 'no-store';
