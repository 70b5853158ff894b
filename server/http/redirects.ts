import { readFileSync } from 'node:fs';
import type { RequestHandler } from 'express';
import { createRedirectLookup, RedirectTableSchema, type RedirectTarget } from '../../shared/routes/redirects';

export type RedirectLookup = (pathname: string) => RedirectTarget | null;

/** Reads and validates the operator's redirect table once at start; a bad file stops the boot. */
export function loadRedirects(file: string): RedirectLookup {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (err) {
    throw new Error(`Cannot read the redirect table ${file}: ${(err as Error).message}`);
  }
  const parsed = RedirectTableSchema.safeParse(raw);
  if (!parsed.success) {
    const first = parsed.error.issues[0]!;
    throw new Error(`Invalid redirect table ${file}: entry ${first.path.join('.')}: ${first.message}`);
  }
  return createRedirectLookup(parsed.data);
}

/** SPEC section 2, rule 4, for a first request. Query strings travel with site-internal targets. */
export function redirectTable(lookup: RedirectLookup): RequestHandler {
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const target = lookup(req.path);
    if (!target) return next();
    const q = req.originalUrl.indexOf('?');
    const query = !target.external && q >= 0 && !target.location.includes('?') ? req.originalUrl.slice(q) : '';
    res.redirect(target.status, target.location + query);
  };
}

/** The client's lookup for in-app navigation: GET /api/route-rules?path=/x */
export function routeRulesEndpoint(lookup: RedirectLookup): RequestHandler {
  return (req, res) => {
    const path = typeof req.query.path === 'string' ? req.query.path : '';
    if (!path.startsWith('/') || /^\/[/\\]/.test(path)) {
      res.status(400).json({ error: 'path: must be a site path starting with a single /', field: 'path' });
      return;
    }
    res.set('Cache-Control', 'public, max-age=300').json({ redirect: lookup(path) });
  };
}
