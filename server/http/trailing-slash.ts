import type { RequestHandler } from 'express';
import { withoutTrailingSlash } from '../../shared/routes/route-rules';

/** SPEC section 2, rule 3: `/x/` → 301 `/x`, query kept (the hash never reaches a server). */
export const trailingSlash: RequestHandler = (req, res, next) => {
  if (req.method !== 'GET' && req.method !== 'HEAD') return next();
  const stripped = withoutTrailingSlash(req.path);
  if (stripped === null) return next();
  const q = req.originalUrl.indexOf('?');
  res.redirect(301, stripped + (q >= 0 ? req.originalUrl.slice(q) : ''));
};
