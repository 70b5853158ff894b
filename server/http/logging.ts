import { randomUUID } from 'node:crypto';
import type { RequestHandler } from 'express';
import pino, { type Logger } from 'pino';

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

/** A request id on every log line and in the x-request-id response header. */
export function requestLogging(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const incoming = req.get('x-request-id');
    req.id = incoming && SAFE_ID.test(incoming) ? incoming : randomUUID();
    req.log = logger.child({ reqId: req.id });
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
  };
}
