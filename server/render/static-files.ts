import express, { Router, type RequestHandler } from 'express';
import { join } from 'node:path';

/** Hashed build output never changes under its name: cached for a year. Other public files briefly. */
export function builtStaticFiles(clientDir: string): Router {
  const router = Router();
  // fallthrough: false so a missing hashed asset is a plain 404, never an HTML page.
  router.use('/assets', express.static(join(clientDir, 'assets'), { index: false, immutable: true, maxAge: '1y', fallthrough: false }));
  router.use(express.static(clientDir, { index: false, maxAge: '1h', dotfiles: 'ignore' }));
  return router;
}

/**
 * Source maps hold the whole client source: not published unless the operator says so
 * (PUBLIC_SOURCE_MAPS=true). The build keeps them beside the bundles for error reporting and
 * writes no sourceMappingURL comment, so no browser asks for a file that answers 404.
 */
export function sourceMapRule(publish: boolean): RequestHandler {
  return (req, res, next) => {
    if (publish || !req.path.toLowerCase().endsWith('.map')) return next();
    res.status(404).set('Cache-Control', 'no-store').type('text/plain').send('Not found');
  };
}
