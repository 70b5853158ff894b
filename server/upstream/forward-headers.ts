import type { IncomingHttpHeaders } from 'node:http';
import type { Request } from 'express';
import { headerSafe, schemeOf } from './header-values';

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
  // Client-controlled values (X-Forwarded-* from a trusted proxy, Host, the browser's headers)
  // are checked here and again in upstreamHeaders, so no header set upstream can throw.
  const ctx: ForwardContext = { protocol: schemeOf(req.protocol), headers: {} };
  const requestId = requestIdOf(req);
  if (requestId !== undefined) ctx.requestId = requestId;
  const ip = headerSafe(req.ip);
  if (ip !== undefined) ctx.ip = ip;
  // req.host rather than req.hostname: X-Forwarded-Host conventionally keeps the port.
  const host = headerSafe(req.host, 255);
  if (host !== undefined) ctx.host = host;
  for (const name of PASSED_REQUEST_HEADERS) {
    const value = headerSafe(req.headers[name]);
    if (value !== undefined) ctx.headers![name] = value;
  }
  return ctx;
}

/**
 * The complete header set of an upstream request. Every value is checked (headerSafe) whoever
 * built the context, so neither transport's setHeader can throw: a value that cannot travel
 * is left out. The caller checks the token itself (tokenSafe) so a bad one reads as signed out.
 */
export function upstreamHeaders(ctx: ForwardContext, authorization?: string): Record<string, string> {
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
  const put = (name: string, value: unknown, max?: number) => {
    const safe = headerSafe(value, max);
    if (safe !== undefined) headers[name] = safe;
  };
  for (const name of PASSED_REQUEST_HEADERS) put(name, ctx.headers?.[name]);
  put('x-request-id', ctx.requestId, 128);
  put('x-forwarded-for', ctx.ip);
  if (ctx.protocol !== undefined) put('x-forwarded-proto', schemeOf(ctx.protocol));
  put('x-forwarded-host', ctx.host, 255);
  put('authorization', authorization, 4096);
  return headers;
}
