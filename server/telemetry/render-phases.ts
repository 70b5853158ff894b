import { context, trace, type Span } from '@opentelemetry/api';
import { activeTracer } from './spans';
import type { PageTiming } from './server-timing';

// The phases of one page render, as spans (with tracing on) and as the Server-Timing figures
// (always): the route loaders (the upstream calls they make are their children), then React
// until the shell and until all-ready. The render spans are the request's children, beside the
// loaders, not inside them.

export interface RenderPhases {
  /** Runs the render with the loaders' span active, so the upstream calls of the loaders are its children. */
  run<T>(work: () => Promise<T>): Promise<T>;
  /** The loaders are done; React starts. */
  loaded(): void;
  shell(): void;
  allReady(): void;
  /** Ends whatever is still open (the render failed, timed out or the visitor left). */
  close(err?: unknown): void;
  /** Loaders' and shell times, once the shell is out. */
  timing(): PageTiming | undefined;
}

/** `route`: the span attribute, asked for only with tracing on. */
export function renderPhases(route: () => string, now: () => number = () => performance.now()): RenderPhases {
  const started = now();
  let loadedAt: number | undefined;
  let shellAt: number | undefined;
  const tracer = activeTracer();
  const parent = context.active();
  const attributes = tracer ? { 'http.route': route() } : {};
  const open = new Set<Span>();
  const begin = (name: string): Span | undefined => {
    if (!tracer) return undefined;
    const span = tracer.startSpan(name, { attributes }, parent);
    open.add(span);
    return span;
  };
  const end = (span: Span | undefined) => {
    if (span && open.delete(span)) span.end();
  };
  const loaders = begin('loaders');
  let shell: Span | undefined;
  let allReady: Span | undefined;
  const loaded = () => {
    if (loadedAt !== undefined) return;
    loadedAt = now();
    end(loaders);
    shell = begin('render shell');
    allReady = begin('render all-ready');
  };
  return {
    run: (work) => (loaders ? context.with(trace.setSpan(parent, loaders), work) : work()),
    loaded,
    shell() {
      if (shellAt !== undefined) return;
      // a render told of no loaders' end counts everything before the shell as theirs
      loaded();
      shellAt = now();
      end(shell);
    },
    allReady() {
      loaded();
      end(allReady);
    },
    close(err) {
      for (const span of open) {
        if (err !== undefined) span.recordException(err instanceof Error ? err : String(err));
        span.end();
      }
      open.clear();
    },
    timing() {
      if (loadedAt === undefined || shellAt === undefined) return undefined;
      return { upstreamMs: loadedAt - started, renderMs: shellAt - loadedAt };
    },
  };
}
