import type { IncomingMessage, ServerResponse } from 'node:http';
import { context, propagation, ROOT_CONTEXT, SpanKind, SpanStatusCode, trace, type Span } from '@opentelemetry/api';
import { getRPCMetadata, isTracingSuppressed, RPCType } from '@opentelemetry/core';
import { activeTracer } from './spans';

// The server span of one request, named by its route pattern (never the raw path: a crawler's
// random URLs must not make new span names). The HTTP instrumentation starts it from the
// incoming `traceparent`; we name it the way Express's instrumentation would (RPC metadata's
// route), since that instrumentation hooks ESM imports we do not load it through. Should the
// HTTP instrumentation not see a server (a module loaded before the SDK started), the span is
// started here instead, from the same `traceparent`, so a request is never untraced.

export interface RequestTrace {
  traceId: string;
  spanId: string;
}

/** `traceresponse`: the W3C header that tells the caller which trace its request is in. */
export const TRACERESPONSE_HEADER = 'traceresponse';

function traceresponse(span: Span): string {
  const { traceId, spanId, traceFlags } = span.spanContext();
  return `00-${traceId}-${spanId}-${(traceFlags & 1) === 1 ? '01' : '00'}`;
}

function ownServerSpan(req: IncomingMessage, res: ServerResponse, name: string, route: string) {
  const parent = propagation.extract(ROOT_CONTEXT, req.headers);
  const span = activeTracer()!.startSpan(
    name,
    {
      kind: SpanKind.SERVER,
      attributes: { 'http.request.method': req.method ?? 'GET', 'http.route': route, 'url.path': pathOf(req.url) },
    },
    parent,
  );
  res.once('close', () => {
    span.setAttribute('http.response.status_code', res.statusCode);
    if (res.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
    span.end();
  });
  return { span, ctx: trace.setSpan(parent, span) };
}

const pathOf = (url: string | undefined) => {
  const q = (url ?? '/').indexOf('?');
  return q < 0 ? (url ?? '/') : url!.slice(0, q);
};

/**
 * Names (or starts) this request's server span, sets `traceresponse`, and runs `next` with the
 * span's ids (for the log lines) inside its context. With tracing off: `next(undefined)`.
 */
export function traceRequest(
  req: IncomingMessage,
  res: ServerResponse,
  routeOf: (method: string, path: string) => string,
  next: (ids: RequestTrace | undefined) => void,
): void {
  if (activeTracer() === null || isTracingSuppressed(context.active())) return next(undefined);
  const method = req.method ?? 'GET';
  const route = routeOf(method, pathOf(req.url));
  const name = `${method} ${route}`;
  const active = context.active();
  const meta = getRPCMetadata(active);
  const instrumented = meta?.type === RPCType.HTTP ? trace.getSpan(active) : undefined;
  if (instrumented && meta?.type === RPCType.HTTP) {
    // the instrumentation names the span and sets http.route from this when the response ends
    meta.route = route;
    instrumented.updateName(name);
    instrumented.setAttribute('http.route', route);
    res.setHeader(TRACERESPONSE_HEADER, traceresponse(instrumented));
    const { traceId, spanId } = instrumented.spanContext();
    return next({ traceId, spanId });
  }
  const { span, ctx } = ownServerSpan(req, res, name, route);
  res.setHeader(TRACERESPONSE_HEADER, traceresponse(span));
  const { traceId, spanId } = span.spanContext();
  context.with(ctx, () => next({ traceId, spanId }));
}
