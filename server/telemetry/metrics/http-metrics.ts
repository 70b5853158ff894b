import type { RequestHandler } from 'express';
import type { Histogram } from 'prom-client';
import { methodLabel, statusClass } from './label-values';
import { routeLabel } from './route-label';

// The first step of every request: a timer, and when the response is done (or the connection
// went first) one observation by method, route pattern and status class. The route is worked
// out then, from the original URL, so no step before it pays for it.

export function httpMetrics(histogram: Histogram<'method' | 'route' | 'status_class'>): RequestHandler {
  return (req, res, next) => {
    const started = performance.now();
    res.once('close', () => {
      const url = req.originalUrl;
      const query = url.indexOf('?');
      const path = query < 0 ? url : url.slice(0, query);
      histogram.observe(
        {
          method: methodLabel(req.method),
          route: routeLabel(req.method, path),
          status_class: statusClass(res.statusCode),
        },
        (performance.now() - started) / 1000,
      );
    });
    next();
  };
}
