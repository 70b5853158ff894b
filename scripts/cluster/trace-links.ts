// What the cluster test concludes from the spans of one trace: the caller's request continued
// on a replica (nginx passed its traceparent on), the replica's upstream call, and the backend's
// span as that call's child. Pure: the spans are what the OTLP receiver kept.

export const BFF_SERVICE = 'storefront-bff';
export const BACKEND_SERVICE = 'storefront-backend';

export interface SpanLike {
  traceId: string;
  spanId: string;
  parentSpanId: string;
  name: string;
  service: string;
}

export interface TraceLinks {
  bff: number;
  backend: number;
  /** The replica's span whose parent is the caller's span id. */
  entry?: SpanLike;
  /** The backend's span whose parent is a replica's span, and that parent. */
  backendEntry?: SpanLike;
  backendParent?: SpanLike;
  problems: string[];
}

export function followTrace(
  all: readonly SpanLike[],
  traceId: string,
  caller: string,
  upstreamSpan: string,
): TraceLinks {
  const spans = all.filter((s) => s.traceId === traceId);
  const byId = new Map(spans.map((s) => [s.spanId, s]));
  const bff = spans.filter((s) => s.service === BFF_SERVICE);
  const backend = spans.filter((s) => s.service === BACKEND_SERVICE);
  const problems: string[] = [];
  const entry = bff.find((s) => s.parentSpanId === caller);
  if (!entry) problems.push(`no ${BFF_SERVICE} span is the caller's child: the traceparent did not reach a replica`);
  const backendEntry = backend.find((s) => byId.get(s.parentSpanId)?.service === BFF_SERVICE);
  if (!backendEntry)
    problems.push(
      backend.length === 0
        ? `no ${BACKEND_SERVICE} span in the trace`
        : `no ${BACKEND_SERVICE} span is the child of a ${BFF_SERVICE} span (its parents: ${backend.map((s) => s.parentSpanId || 'none').join(', ')})`,
    );
  if (!bff.some((s) => s.name === upstreamSpan)) problems.push(`no "${upstreamSpan}" span`);
  return {
    bff: bff.length,
    backend: backend.length,
    ...(entry && { entry }),
    ...(backendEntry && { backendEntry, backendParent: byId.get(backendEntry.parentSpanId) }),
    problems,
  };
}
