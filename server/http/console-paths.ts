import type { RequestHandler } from 'express';
import { isConsoleLikePath } from '../../shared/routes/console-paths';

/**
 * `/admin`, `/console`, `/wp-admin` and the like answer the shop's own 404 page here, before the
 * other route rules: no 301 for a trailing slash, no configured redirect, nothing passed on. The
 * operator console has its own port and is never reachable through the shop's origin. The page
 * itself comes from the renderer: its loaders count such a path as no possible page
 * (shared/routes/route-rules.ts). Methods a page does not answer get a bare 404.
 */
export function consolePathsNotFound(pages: RequestHandler): RequestHandler {
  return (req, res, next) => {
    if (!isConsoleLikePath(req.path)) return next();
    if (req.method === 'GET' || req.method === 'HEAD') return pages(req, res, next);
    res.status(404).set('cache-control', 'no-store').type('text/plain').send('Not found');
  };
}
