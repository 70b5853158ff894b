import type { Request, Response } from 'express';
import type { Logger } from 'pino';
import { PERSONAL_NO_STORE } from '../http/cache-control';
import { requestIdOf } from '../upstream/forward-headers.server';
import { stripTokens } from '../upstream/strip-tokens.server';
import { UpstreamError, unavailableError } from '../upstream/upstream-error.server';

// Every /api answer leaves through here: successes without tokens, failures logged exactly
// once (with the request id) and answered with a message the user can act on.

export type ApiLogger = Pick<Logger, 'info' | 'warn' | 'error'>;

/** req.log when a logging middleware set one (it carries the request id), else the given logger. */
export function loggerFor(req: Request, fallback: ApiLogger): ApiLogger {
  const log = (req as Request & { log?: ApiLogger }).log;
  return log && typeof log.warn === 'function' ? log : fallback;
}

export function sendJson(res: Response, status: number, body: unknown): void {
  if (res.headersSent) return;
  // API answers are per-customer unless the router marked the call public (issue 9 §10).
  if (!res.get('cache-control')) res.set('cache-control', PERSONAL_NO_STORE);
  res.status(status).json(stripTokens(body));
}

export interface FailureContext {
  call?: string;
  detail?: Record<string, unknown>;
  err?: unknown;
}

/** Logs one failure and answers it. */
export function sendFailure(
  req: Request,
  res: Response,
  logger: ApiLogger,
  status: number,
  body: { error: string; field?: string },
  context: FailureContext = {},
): void {
  const fields: Record<string, unknown> = { reqId: requestIdOf(req), status, error: body.error };
  if (context.call !== undefined) fields.call = context.call;
  if (body.field !== undefined) fields.field = body.field;
  if (context.detail !== undefined) fields.upstream = context.detail;
  if (context.err !== undefined) fields.err = context.err;
  const log = loggerFor(req, logger);
  if (status >= 500) log.error(fields, 'api call failed');
  else log.warn(fields, 'api call refused');
  // Only these two keys, whatever object the caller passed.
  sendJson(res, status, body.field === undefined ? { error: body.error } : { error: body.error, field: body.field });
}

/** Answers any error thrown while serving a call; unknown errors become 502, never a stack. */
export function sendUpstreamFailure(req: Request, res: Response, logger: ApiLogger, err: unknown, call: string): void {
  const failure = err instanceof UpstreamError ? err : unavailableError({ reason: 'unexpected error' }, err);
  const context: FailureContext = { call };
  if (failure.detail !== undefined) context.detail = failure.detail;
  if (!(err instanceof UpstreamError)) context.err = err;
  sendFailure(req, res, logger, failure.status, failure.toBody(), context);
}
