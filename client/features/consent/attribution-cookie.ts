import { ATTRIBUTION_COOKIE_DAYS, ATTRIBUTION_COOKIE_NAME } from '../../../shared/constants';
import { buildAttributionRecord, type AttributionRecord } from '../../../shared/rules/attribution';

// The attribution cookie (SPEC sections 4 and 9): written by the browser once consent allows,
// read by the BFF's cart handler on every add and remove (server/cart/attribution-sync.server.ts),
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

export function clearAttributionCookie(siteUrl: string): void {
  if (document.cookie.split('; ').some((c) => c.startsWith(`${ATTRIBUTION_COOKIE_NAME}=`))) {
    document.cookie = clearedAttributionCookieText(siteUrl);
  }
}
