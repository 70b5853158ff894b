import express, { Router, type RequestHandler } from 'express';
import { join } from 'node:path';
import { BUILD_META_DIR } from '../../shared/build-meta';

/** Hashed build output never changes under its name: cached for a year. Other public files briefly. */
export function builtStaticFiles(clientDir: string): Router {
  const router = Router();
  // fallthrough: false so a missing hashed asset is a plain 404, never an HTML page.
  // The build metadata must never be cached: open pages poll it to notice a new build (SPEC
  // section 2 rule 8). Missing: a plain 404, which the page ignores.
  router.use(BUILD_META_DIR, express.static(join(clientDir, BUILD_META_DIR), {
    index: false, fallthrough: false, cacheControl: false, etag: false, lastModified: false,
    setHeaders: (res) => res.setHeader('Cache-Control', 'no-cache'),
  }));
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
