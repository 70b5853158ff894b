import type { Request } from 'express';
import { isCrossSite, originSignals } from '../../../shared/rules/same-origin';

// The checkout's forms refuse cross-site posts by the shop's one rule (shared/rules/same-origin.ts).
// The pages are reached through the BFF's pass-through, which sets X-Forwarded-Host/-Proto to
// the origin the browser used (its own trust-proxy view), so that origin counts as well as the
// configured site URL.

export function isCrossSitePost(req: Request, siteUrl: string): boolean {
  const own = [siteUrl];
  const host = req.get('x-forwarded-host');
  const proto = req.get('x-forwarded-proto');
  if (host && proto) own.push(`${proto.split(',')[0]!.trim()}://${host.split(',')[0]!.trim()}`);
  return isCrossSite(
    originSignals((name) => req.get(name)),
    own,
    'form',
  );
}
