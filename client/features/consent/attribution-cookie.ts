import { ATTRIBUTION_COOKIE_DAYS, ATTRIBUTION_COOKIE_NAME } from '../../../shared/constants';
import { buildAttributionRecord, type AttributionRecord } from '../../../shared/rules/attribution';

// The attribution cookie (SPEC sections 4 and 9): written by the browser once consent allows,
// read by the BFF's cart handler on every add and remove (server/cart/attribution-sync.ts),
// so it is not httpOnly. JSON, URI-encoded (the BFF's cookie parser decodes it).

const MAX_AGE_S = ATTRIBUTION_COOKIE_DAYS * 86_400;

function attributes(siteUrl: string, maxAge: number): string {
  const secure = siteUrl.startsWith('https:') ? '; Secure' : '';
  return `; Path=/; Max-Age=${maxAge}; SameSite=Lax${secure}`;
}

/** The cookie's full text for a record (exported for the table test). */
export function attributionCookieText(record: AttributionRecord, siteUrl: string): string {
  return `${ATTRIBUTION_COOKIE_NAME}=${encodeURIComponent(JSON.stringify(record))}${attributes(siteUrl, MAX_AGE_S)}`;
}

export function clearedAttributionCookieText(siteUrl: string): string {
  return `${ATTRIBUTION_COOKIE_NAME}=${attributes(siteUrl, 0)}`;
}

export function writeAttributionCookie(clickId: string, siteUrl: string, now = new Date()): void {
  document.cookie = attributionCookieText(buildAttributionRecord(clickId, now), siteUrl);
}

/** The Cookie Store API's one call used here (Chromium, Safari 18.4+; absent elsewhere). */
type CookieStoreLike = { get(name: string): Promise<unknown> };

/**
 * Removes the cookie when it is there. Every visitor without consent runs this as the page
 * starts, so the cookie is looked up asynchronously where the browser can: reading
 * `document.cookie` waits on the browser's cookie store (~80 ms of main thread measured at 4x
 * CPU while the page's assets were still loading).
 */
export function clearAttributionCookie(siteUrl: string): Promise<void> {
  const clear = () => {
    document.cookie = clearedAttributionCookieText(siteUrl);
  };
  const store = (window as Window & { cookieStore?: CookieStoreLike }).cookieStore;
  // Settles once the cookie is gone: a cart action sent after it must not carry it to the BFF.
  if (store) return store.get(ATTRIBUTION_COOKIE_NAME).then((cookie) => void (cookie && clear()), clear);
  if (document.cookie.split('; ').some((c) => c.startsWith(`${ATTRIBUTION_COOKIE_NAME}=`))) clear();
  return Promise.resolve();
}
