import type { RequestHandler } from 'express';
import { normaliseRequestTarget } from './request-target';

/**
 * SPEC section 5: a request URL beginning with `//` is rejected before routing or redirects.
 * The target is normalised first (absolute-form → origin-form) and written back to req.url
 * and req.originalUrl, so every later rule reads the same path the guard checked.
 */
export const requestGuard: RequestHandler = (req, res, next) => {
  const target = normaliseRequestTarget(req.originalUrl);
  if (!target.ok) {
    res.status(target.status).type('text/plain').send(target.reason);
    return;
  }
  if (target.url !== req.originalUrl) {
    req.url = target.url;
    req.originalUrl = target.url;
  }
  next();
};
