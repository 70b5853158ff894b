import type { IncomingHttpHeaders } from 'node:http';
import type { Request } from 'express';

// Which request headers travel upstream. An allow-list: the browser's Cookie, a client-sent
// Authorization, hop-by-hop and proxy headers never pass; the BFF adds Authorization itself
// (inject-token) and the X-Forwarded-* values from what Express trusts.

/** Browser headers copied as-is. content-type and accept are set by the BFF (always JSON). */
export const PASSED_REQUEST_HEADERS = ['accept-language', 'user-agent'] as const;

/** Everything the BFF knows about the browser request that the upstream may see. */
export interface ForwardContext {
  requestId?: string;
  /** Client address as Express resolves it under the trust-proxy setting. */
  ip?: string;
  protocol?: string;
  host?: string;
  headers?: Pick<IncomingHttpHeaders, (typeof PASSED_REQUEST_HEADERS)[number]>;
}

const CLIENT_REQUEST_ID = /^[\w.:-]{1,128}$/;

/**
 * The id set by the request-id middleware (req.id); without one, a well-formed X-Request-Id
 * from the caller, so a request can still be followed across the BFF and the upstream.
 */
export function requestIdOf(req: Request): string | undefined {
  const id = (req as Request & { id?: unknown }).id;
  if (typeof id === 'string' || typeof id === 'number') return String(id);
  const sent = req.get('x-request-id');
  return sent !== undefined && CLIENT_REQUEST_ID.test(sent) ? sent : undefined;
}

export function forwardContextFrom(req: Request): ForwardContext {
  const ctx: ForwardContext = { protocol: req.protocol, headers: {} };
  const requestId = requestIdOf(req);
  if (requestId !== undefined) ctx.requestId = requestId;
  if (req.ip) ctx.ip = req.ip;
  // req.host rather than req.hostname: X-Forwarded-Host conventionally keeps the port.
  if (req.host) ctx.host = req.host;
  for (const name of PASSED_REQUEST_HEADERS) {
    const value = req.headers[name];
    if (typeof value === 'string') ctx.headers![name] = value;
  }
  return ctx;
}

/** The complete header set of an upstream request. */
export function upstreamHeaders(ctx: ForwardContext, authorization?: string): Record<string, string> {
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
  for (const name of PASSED_REQUEST_HEADERS) {
    const value = ctx.headers?.[name];
    if (typeof value === 'string') headers[name] = value;
  }
  if (ctx.requestId !== undefined) headers['x-request-id'] = ctx.requestId;
  if (ctx.ip !== undefined) headers['x-forwarded-for'] = ctx.ip;
  if (ctx.protocol !== undefined) headers['x-forwarded-proto'] = ctx.protocol;
  if (ctx.host !== undefined) headers['x-forwarded-host'] = ctx.host;
  if (authorization !== undefined) headers.authorization = authorization;
  return headers;
}
