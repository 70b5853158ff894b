import type { Request } from 'express';

// The checkout's forms refuse cross-site posts as the BFF's /api does (server/api/csrf.server.ts;
// the backend never imports the BFF, so the rule is restated here). The pages are reached
// through the BFF's pass-through, which sets X-Forwarded-Host/-Proto to the origin the browser
// used (its own trust-proxy view), so that origin counts as well as the configured site URL.

const ALLOWED_FETCH_SITES = new Set(['same-origin', 'none']);

function originOf(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

export function isCrossSitePost(req: Request, siteUrl: string): boolean {
  const fetchSite = req.get('sec-fetch-site');
  if (fetchSite !== undefined) {
    // The browser's own word wins: a form post under the shop's `Referrer-Policy: no-referrer`
    // carries `Origin: null` even from the same origin, so Origin alone would refuse it.
    return !ALLOWED_FETCH_SITES.has(fetchSite.trim().toLowerCase());
  }
  const origin = req.get('origin');
  if (origin === undefined) return false;
  const own = new Set<string>();
  const site = originOf(siteUrl);
  if (site) own.add(site);
  const host = req.get('x-forwarded-host');
  const proto = req.get('x-forwarded-proto');
  if (host && proto) {
    const forwarded = originOf(`${proto.split(',')[0]!.trim()}://${host.split(',')[0]!.trim()}`);
    if (forwarded) own.add(forwarded);
  }
  // 'null' (sandboxed frames, file: pages) never matches
  const given = originOf(origin);
  return given === undefined || !own.has(given);
}
