import type { Request } from 'express';

// Cross-site request refusal for every state-changing /api call. SameSite=Lax cookies already
// keep the session off cross-site POSTs in current browsers; this is the second lock, for older
// browsers and for same-site-but-cross-origin pages (another subdomain).

export const CROSS_SITE_MESSAGE = 'Cross-site request refused';

const ALLOWED_FETCH_SITES = new Set(['same-origin', 'none']);

function originOf(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/**
 * True when the request comes from a page of another origin. Same origin means the configured
 * site URL, or the origin the request itself was addressed to (req.protocol and Host honour the
 * trust-proxy setting, so a load balancer's forwarded values count only when trusted).
 */
export function isCrossSiteRequest(req: Request, siteUrl: string): boolean {
  const fetchSite = req.get('sec-fetch-site');
  if (fetchSite !== undefined && !ALLOWED_FETCH_SITES.has(fetchSite.trim().toLowerCase())) return true;

  const origin = req.get('origin');
  if (origin === undefined) return false;
  const own = new Set<string>();
  const site = originOf(siteUrl);
  if (site) own.add(site);
  // Express 5: req.host keeps the port and honours X-Forwarded-Host only behind a trusted proxy.
  const host = req.host;
  if (host) {
    const self = originOf(`${req.protocol}://${host}`);
    if (self) own.add(self);
  }
  // 'null' (sandboxed frames, file: pages) never matches.
  const given = originOf(origin);
  return given === undefined || !own.has(given);
}

/**
 * The same rule for a form posted to a page without JavaScript. The site's Referrer-Policy
 * (no-referrer, helmet's default) makes browsers send `Origin: null` on their own form posts;
 * then Sec-Fetch-Site, which no page can set, says where the form came from. Without it, a
 * null origin is refused as for /api.
 */
export function isCrossSiteForm(req: Request, siteUrl: string): boolean {
  const fetchSite = req.get('sec-fetch-site')?.trim().toLowerCase();
  if (fetchSite === 'same-origin' && req.get('origin')?.trim() === 'null') return false;
  return isCrossSiteRequest(req, siteUrl);
}
