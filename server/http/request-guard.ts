import type { RequestHandler } from 'express';
import { isProtocolRelative } from '../../shared/routes/route-rules';

/** SPEC section 5: a request URL beginning with `//` is rejected before routing or redirects. */
export const requestGuard: RequestHandler = (req, res, next) => {
  if (isProtocolRelative(req.originalUrl)) {
    res.status(400).type('text/plain').send('Bad request: the URL must not start with //');
    return;
  }
  next();
};
