import compression from 'compression';
import express, { type Express } from 'express';
import { toFetchRequest } from '../../server/render/fetch-request';
import { builtStaticFiles } from '../../server/render/static-files';
import { ARTICLE, RELATED, renderFloor } from './entry-server';

/**
 * The floor page's server: Express with the shop's HTML compression (level 4, server/app.ts) and
 * the shop's own static handler for the built assets (precompressed br/gzip, immutable for a
 * year), so the browser receives the floor's bytes as it receives the shop's.
 */
export function createFloorApp(clientDir: string, entryScript: string): Express {
  const app = express();
  app.disable('x-powered-by');
  app.use(compression({ level: 4 }));
  app.get('/healthz', (_req, res) => {
    res.type('text/plain').set('Cache-Control', 'no-store').send('OK');
  });
  app.use(builtStaticFiles(clientDir));
  // what the route's loader and the query fetch in the browser after hydration (never at load)
  app.get('/data/article', (_req, res) => {
    res.json(ARTICLE);
  });
  app.get('/data/related', (_req, res) => {
    res.json(RELATED);
  });
  app.get('/', async (req, res, next) => {
    try {
      const page = await renderFloor(toFetchRequest(req, res), entryScript);
      if (page instanceof Response) {
        res.status(page.status).end();
        return;
      }
      res.status(page.status).set({ 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      page.pipe(res);
    } catch (error) {
      next(error);
    }
  });
  return app;
}
