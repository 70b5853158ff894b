import type { Request, Response } from 'express';
import type { Logger } from 'pino';
import { PERSONAL_NO_STORE } from '../http/cache-control';
import { requestIdOf } from '../upstream/forward-headers';
import { stripTokens } from '../upstream/strip-tokens';
import { UpstreamError, unavailableError } from '../upstream/upstream-error';

// Every /api answer leaves through here: successes without tokens, failures logged exactly
// once (with the request id) and answered with a message the user can act on. A call's
// pipeline returns its answer as a value (ApiAnswer); the router sends it, the in-process api
// (server/api/in-process-api.ts) hands it to a route action.

export type ApiLogger = Pick<Logger, 'info' | 'warn' | 'error'>;

/**
 * The request's logger: req.log when the logging middleware set one (its lines carry the request
 * id), else the given logger with the id added to each line. Either way the id is there once,
 * so callers never add it themselves.
 */
export function loggerFor(req: Request, fallback: ApiLogger): ApiLogger {
  const log = (req as Request & { log?: ApiLogger }).log;
  if (log && typeof log.warn === 'function') return log;
  const reqId = requestIdOf(req);
  if (reqId === undefined) return fallback;
  // pino's call forms: (fields, msg), (err, msg) or (msg); the id joins the fields.
  const withId =
    (level: keyof ApiLogger) =>
    (first: unknown, ...rest: unknown[]) => {
      const args =
        typeof first === 'string'
          ? [{ reqId }, first, ...rest]
          : first instanceof Error || first === null || typeof first !== 'object'
            ? [{ reqId, err: first }, ...rest]
            : [{ reqId, ...first }, ...rest];
      (fallback[level] as (...a: unknown[]) => void)(...args);
    };
  return { info: withId('info'), warn: withId('warn'), error: withId('error') } as ApiLogger;
}

/** What one call answers, before it is sent: status, JSON body (tokens still inside) and extra headers. */
export interface ApiAnswer {
  status: number;
  body: unknown;
  /** e.g. Retry-After on a 429 */
  headers?: Readonly<Record<string, string>>;
}

/** A success answer. */
export const answer = (status: number, body: unknown): ApiAnswer => ({ status, body });

/** Sends an answer of the pipeline: its headers, then the body without tokens. */
export function sendAnswer(res: Response, a: ApiAnswer): void {
  if (res.headersSent) return;
  for (const [name, value] of Object.entries(a.headers ?? {})) res.set(name, value);
  sendJson(res, a.status, a.body);
}

export function sendJson(res: Response, status: number, body: unknown): void {
  if (res.headersSent) return;
  // API answers are per-customer unless the router marked the call public.
  if (!res.get('cache-control')) res.set('cache-control', PERSONAL_NO_STORE);
  res.status(status).json(stripTokens(body));
}

export interface FailureContext {
  call?: string;
  detail?: Record<string, unknown>;
  err?: unknown;
}

/** Logs one failure and returns it as an answer. */
export function failure(
  req: Request,
  logger: ApiLogger,
  status: number,
  body: { error: string; field?: string | undefined },
  context: FailureContext = {},
): ApiAnswer {
  const fields: Record<string, unknown> = { status, error: body.error };
  if (context.call !== undefined) fields.call = context.call;
  if (body.field !== undefined) fields.field = body.field;
  if (context.detail !== undefined) fields.upstream = context.detail;
  if (context.err !== undefined) fields.err = context.err;
  const log = loggerFor(req, logger);
  if (status >= 500) log.error(fields, 'api call failed');
  else log.warn(fields, 'api call refused');
  // Only these two keys, whatever object the caller passed.
  return { status, body: body.field === undefined ? { error: body.error } : { error: body.error, field: body.field } };
}

/** Logs one failure and answers it. */
export function sendFailure(
  req: Request,
  res: Response,
  logger: ApiLogger,
  status: number,
  body: { error: string; field?: string | undefined },
  context: FailureContext = {},
): void {
  sendAnswer(res, failure(req, logger, status, body, context));
}

/** The answer to any error thrown while serving a call; unknown errors become 502, never a stack. */
export function upstreamFailure(req: Request, logger: ApiLogger, err: unknown, call: string): ApiAnswer {
  const error = err instanceof UpstreamError ? err : unavailableError({ reason: 'unexpected error' }, err);
  const context: FailureContext = { call };
  if (error.detail !== undefined) context.detail = error.detail;
  if (!(err instanceof UpstreamError)) context.err = err;
  return failure(req, logger, error.status, error.toBody(), context);
}
