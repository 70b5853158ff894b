import express, { type ErrorRequestHandler } from 'express';
import { callNames, calls } from '../../shared/contract/registry';
import { assetRoute } from './assets/asset-route';
import type { BackendOptions } from './backend-options';
import { createCheckoutRouter } from './checkout/checkout-router';
import { callRoute } from './http/call-route';
import { HttpError } from './http/http-error';
import { callTimer } from './metrics/call-timer';

/**
 * The embedded backend: every contract call as POST JSON at its contract path, and the
 * images at GET /assets/:id. It knows nothing of cookies: the BFF hands it the token.
 */
export function createBackendApp(options: BackendOptions): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.use(express.json({ limit: '100kb' }));

  app.use(createCheckoutRouter(options));
  for (const name of callNames) app.post(calls[name].path, callTimer(name, options.db), callRoute(name, options));
  app.get('/assets/:id', assetRoute(options));
  app.get('/healthz', (_req, res) => {
    res.json({ ok: true });
  });
  app.use((req, res) => {
    res.status(404).json({ error: `Not found: ${req.method} ${req.path}` });
  });
  app.use(errorHandler(options));
  return app;
}

function errorHandler(options: BackendOptions): ErrorRequestHandler {
  const verbose = options.validateResponses ?? process.env.NODE_ENV !== 'production';
  return (err: unknown, _req, res, _next) => {
    if (err instanceof HttpError) {
      res
        .status(err.status)
        .json(err.field === undefined ? { error: err.message } : { error: err.message, field: err.field });
      return;
    }
    const type = (err as { type?: string }).type;
    if (type === 'entity.parse.failed') {
      res.status(400).json({ error: 'body: invalid JSON' });
      return;
    }
    if (type === 'entity.too.large') {
      res.status(413).json({ error: 'body: too large' });
      return;
    }
    // one log line, no stack in the answer outside development
    console.error('[backend]', err);
    res.status(500).json({ error: verbose && err instanceof Error ? err.message : 'Internal error' });
  };
}
