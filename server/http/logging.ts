import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import pino, { type Logger } from 'pino';
import { routeLabel } from '../telemetry/metrics/route-label';
import { traceRequest, type RequestTrace } from '../telemetry/request-span';

declare module 'express-serve-static-core' {
  interface Request {
    id: string;
    log: Logger;
  }
}

export function createLogger(level: string): Logger {
  return pino({
    level,
    base: { service: 'storefront-bff' },
    redact: ['req.headers.cookie', 'req.headers.authorization'],
  });
}

const SAFE_ID = /^[A-Za-z0-9._-]{8,128}$/;

/**
 * A request id on every log line and in the x-request-id response header; with tracing on, the
 * trace and span ids of the request's server span too (and its `traceresponse` header).
 */
export function requestLogging(logger: Logger): RequestHandler {
  return (req, res, next) => traceRequest(req, res, routeLabel, (trace) => logRequest(logger, req, res, next, trace));
}

function logRequest(
  logger: Logger,
  req: Request,
  res: Response,
  next: NextFunction,
  trace: RequestTrace | undefined,
): void {
  const incoming = req.get('x-request-id');
  req.id = incoming && SAFE_ID.test(incoming) ? incoming : randomUUID();
  req.log = logger.child(trace ? { reqId: req.id, traceId: trace.traceId, spanId: trace.spanId } : { reqId: req.id });
  res.setHeader('x-request-id', req.id);
  const started = process.hrtime.bigint();
  res.on('finish', () => {
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    const level = res.statusCode >= 500 ? 'error' : 'info';
    req.log[level](
      { method: req.method, url: req.originalUrl, status: res.statusCode, ms: Math.round(ms * 10) / 10 },
      'request',
    );
  });
  next();
}
