import { SpanStatusCode, trace, type Attributes, type Span, type Tracer } from '@opentelemetry/api';

// Our own spans (upstream calls, loaders, render, cache lookups) through @opentelemetry/api.
// With tracing off nothing was started: these helpers call the work directly and never touch
// the API, so an untraced request pays one boolean test per span.

let tracer: Tracer | null = null;

/** Called once the SDK has started (start-tracing.ts). */
export function markTracingOn(): void {
  tracer = trace.getTracer('storefront');
}

export function tracingOn(): boolean {
  return tracer !== null;
}

/** The tracer, when tracing is on. */
export function activeTracer(): Tracer | null {
  return tracer;
}

function failed(span: Span, err: unknown): void {
  span.recordException(err instanceof Error ? err : String(err));
  span.setStatus({ code: SpanStatusCode.ERROR, message: err instanceof Error ? err.message : String(err) });
}

/** Runs `work` inside a child span of the active one (nothing when tracing is off). */
export async function inSpan<T>(
  name: string,
  attributes: Attributes,
  work: (span: Span | undefined) => Promise<T>,
): Promise<T> {
  if (tracer === null) return work(undefined);
  return tracer.startActiveSpan(name, { attributes }, async (span) => {
    try {
      return await work(span);
    } catch (err) {
      failed(span, err);
      throw err;
    } finally {
      span.end();
    }
  });
}

/** A span over a stretch that has no function of its own (render until shell); end it yourself. */
export function startSpan(name: string, attributes?: Attributes, startTime?: number): Span | undefined {
  if (tracer === null) return undefined;
  return tracer.startSpan(name, {
    ...(attributes && { attributes }),
    ...(startTime !== undefined && { startTime: performance.timeOrigin + startTime }),
  });
}

/** Ends a span, marking it failed when there is an error. */
export function endSpan(span: Span | undefined, err?: unknown): void {
  if (!span) return;
  if (err !== undefined) failed(span, err);
  span.end();
}
