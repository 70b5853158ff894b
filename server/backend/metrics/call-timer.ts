import type { RequestHandler } from 'express';
import type { Db } from '../db/open-database';
import { metricsOf } from './backend-metrics';

/** Times one contract call until its answer is sent (or the connection goes), when the store reports metrics. */
export function callTimer(name: string, db: Db): RequestHandler {
  return (_req, res, next) => {
    const metrics = metricsOf(db);
    if (metrics) {
      const started = performance.now();
      res.once('close', () => metrics.call(name, (performance.now() - started) / 1000, res.statusCode));
    }
    next();
  };
}
