// Cross-site refusal for state-changing requests: the BFF's /api calls and page forms, and the
// backend's hosted checkout. SameSite=Lax cookies already keep the session off cross-site POSTs
// in current browsers; this is the second lock, for older browsers and for same-site but
// cross-origin pages (another subdomain). Framework-free: each server passes its own headers
// and what it counts as its own origin.

/** What a request says about the page that sent it; an absent header is undefined. */
export interface OriginSignals {
  /** Sec-Fetch-Site: set by the browser, which no page can change. */
  fetchSite?: string;
  origin?: string;
  referer?: string;
}

/**
 * 'api': a call our scripts make (fetch always sends the page's origin). 'form': a form posted
 * by a page, which works without JavaScript.
 */
export type PostKind = 'api' | 'form';

const ALLOWED_FETCH_SITES = new Set(['same-origin', 'none']);

/** The origin of a URL, or undefined when it is none ('null', garbage, an opaque scheme). */
export function originOf(url: string): string | undefined {
  try {
    const { origin } = new URL(url);
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
}

/** The signals from a request's headers (`get` answers a header by its lower-case name). */
export function originSignals(get: (name: string) => string | undefined): OriginSignals {
  return { fetchSite: get('sec-fetch-site'), origin: get('origin'), referer: get('referer') };
}

/**
 * True when the request comes from a page of another origin. Every signal it carries must say
 * "this site": Sec-Fetch-Site `same-origin` or `none`; an Origin that is one of `ownOrigins`;
 * without an Origin, a Referer of one of them. A request with none of the three (a server, curl)
 * is no browser's cross-site post and passes.
 *
 * Origin `null` is refused, with one exception for forms: the site's `Referrer-Policy:
 * no-referrer` makes browsers send `Origin: null` on their own form posts, and then
 * `Sec-Fetch-Site: same-origin` says where the form came from. A `same-origin` next to a foreign
 * Origin is refused: the two disagree, and the origin is the narrower claim.
 */
export function isCrossSite(signals: OriginSignals, ownOrigins: readonly string[], kind: PostKind): boolean {
  const fetchSite = signals.fetchSite?.trim().toLowerCase();
  if (fetchSite !== undefined && !ALLOWED_FETCH_SITES.has(fetchSite)) return true;
  const own = new Set(ownOrigins.map(originOf));
  const isOwn = (url: string) => {
    const given = originOf(url.trim());
    return given !== undefined && own.has(given);
  };
  const origin = signals.origin?.trim();
  if (origin !== undefined) {
    if (origin === 'null') return !(kind === 'form' && fetchSite === 'same-origin');
    return !isOwn(origin);
  }
  const referer = signals.referer?.trim();
  if (referer) return !isOwn(referer);
  return false;
}
