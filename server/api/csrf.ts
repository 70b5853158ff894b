import type { Request } from 'express';
import { isCrossSite, originSignals, type PostKind } from '../../shared/rules/same-origin';

// The BFF's side of the same-origin rule (shared/rules/same-origin.ts): every state-changing
// /api call, and forms posted to pages.

export const CROSS_SITE_MESSAGE = 'Cross-site request refused';

/**
 * Own origins: the configured site URL, or the origin the request itself was addressed to
 * (Express 5: req.protocol and req.host honour X-Forwarded-* only behind a trusted proxy).
 */
function crossSite(req: Request, siteUrl: string, kind: PostKind): boolean {
  const own = req.host ? [siteUrl, `${req.protocol}://${req.host}`] : [siteUrl];
  return isCrossSite(
    originSignals((name) => req.get(name)),
    own,
    kind,
  );
}

/** True when an /api call comes from a page of another origin. */
export function isCrossSiteRequest(req: Request, siteUrl: string): boolean {
  return crossSite(req, siteUrl, 'api');
}

/** The same for a form posted to a page without JavaScript. */
export function isCrossSiteForm(req: Request, siteUrl: string): boolean {
  return crossSite(req, siteUrl, 'form');
}
