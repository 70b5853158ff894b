import type { RequestHandler } from 'express';
import { withoutTrailingSlash } from '../../shared/routes/route-rules';
import { isSafeLocalPath } from '../../shared/rules/url';
import { ROUTE_RULE_METHODS } from './page-methods';

/** SPEC section 2, rule 3: `/x/` → 301 `/x`, query kept (the hash never reaches a server). */
export const trailingSlash: RequestHandler = (req, res, next) => {
  if (!ROUTE_RULE_METHODS.has(req.method)) return next();
  const stripped = withoutTrailingSlash(req.path);
  if (stripped === null) return next();
  // The request guard already refused '//…'; this keeps the rule safe on its own too:
  // its Location is always a path on this site.
  if (!isSafeLocalPath(stripped)) return void res.status(400).type('text/plain').send('Bad request');
  const q = req.originalUrl.indexOf('?');
  res.redirect(301, stripped + (q >= 0 ? req.originalUrl.slice(q) : ''));
};
