import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import { registerBuildInfo, type BuildInfo } from '../../backend/metrics/build-info';
import { collectNodeMetrics } from '../../backend/metrics/node-metrics';
import { callLabel, tagKind, upstreamOutcome, type UpstreamOutcome } from './label-values';
import { readinessGauge, type ReadinessRecorder } from './readiness-metric';
import { createRumMetrics, type RumRecorder } from './rum-metrics';

// The BFF's metrics, one Registry per process (boot makes it; the embedded backend's registry
// is another, docs/decisions/039). Every label value comes from a bounded set (label-values.ts,
// route-label.ts). Modules are handed the narrow recorder they need, never the registry.

/** Seconds: from a cache hit (~1 ms) to the render abort (10 s). */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export type CacheName = 'page' | 'answer';
export type CacheLookup = 'hit' | 'miss' | 'stale';
export type Visitor = 'bot' | 'person';
export type AbortReason = 'timeout' | 'client-gone';
export type CartChangeOutcome = 'ok' | 'refused' | 'error';

/** What the upstream client reports (server/upstream/upstream-client.ts). */
export interface UpstreamRecorder {
  /** One exchange (its retries included) ended; the call's contract name. */
  exchanged(call: string, seconds: number, result: { status: number } | { timedOut: boolean }): void;
  /** An attempt failed and is tried again. */
  retried(call: string): void;
}

/** What the page renderer reports. */
export interface SsrRecorder {
  shell(visitor: Visitor, seconds: number): void;
  allReady(visitor: Visitor, seconds: number): void;
  aborted(reason: AbortReason): void;
}

export interface CacheRecorder {
  lookup(cache: CacheName, result: CacheLookup): void;
  /** Entries and bytes, read at each scrape. */
  watch(cache: CacheName, size: () => { entries: number; bytes: number }): void;
  purged(tags: readonly string[], forgotten: number): void;
}

export interface BffMetrics {
  registry: Registry;
  http: Histogram<'method' | 'route' | 'status_class'>;
  upstream: UpstreamRecorder;
  ssr: SsrRecorder;
  caches: CacheRecorder;
  readiness: ReadinessRecorder;
  throttled(call: string, scope: 'address' | 'account'): void;
  cartChanged(call: string, outcome: CartChangeOutcome): void;
  /** Real shoppers' Web Vitals (POST /api/rum). */
  rum: RumRecorder;
}

export interface BffMetricsOptions {
  build: BuildInfo;
  /** Node's own (event loop, heap, GC, handles): only where they are served, once a process. */
  defaults: boolean;
}

export function createBffMetrics(o: BffMetricsOptions): BffMetrics {
  const registry = new Registry();
  const registers = [registry];
  if (o.defaults) collectNodeMetrics(registry);
  registerBuildInfo(registry, o.build);

  const http = new Histogram({
    name: 'http_server_request_duration_seconds',
    help: 'Requests to the storefront by method, route pattern and status class',
    labelNames: ['method', 'route', 'status_class'] as const,
    buckets: DURATION_BUCKETS,
    registers,
  });

  const upstreamDuration = new Histogram({
    name: 'upstream_request_duration_seconds',
    help: 'Calls to the upstream services (retries included) by contract call name',
    labelNames: ['call'] as const,
    buckets: DURATION_BUCKETS,
    registers,
  });
  const upstreamCalls = new Counter({
    name: 'upstream_requests_total',
    help: 'Upstream calls by call name and outcome (ok, 4xx, 5xx, timeout, error, retried)',
    labelNames: ['call', 'outcome'] as const,
    registers,
  });

  const shell = new Histogram({
    name: 'ssr_shell_duration_seconds',
    help: 'From the start of a page render (loaders included) to its shell, by visitor (bot or person)',
    labelNames: ['visitor'] as const,
    buckets: DURATION_BUCKETS,
    registers,
  });
  const allReady = new Histogram({
    name: 'ssr_all_ready_duration_seconds',
    help: 'From the start of a page render to all of it rendered, by visitor',
    labelNames: ['visitor'] as const,
    buckets: DURATION_BUCKETS,
    registers,
  });
  const aborted = new Counter({
    name: 'ssr_streams_aborted_total',
    help: 'Page streams cut short: the render timed out, or the browser went away first',
    labelNames: ['reason'] as const,
    registers,
  });

  const lookups = new Counter({
    name: 'cache_lookups_total',
    help: 'Page cache and shared answer cache lookups by result (hit, miss, stale)',
    labelNames: ['cache', 'result'] as const,
    registers,
  });
  const purgedTags = new Counter({
    name: 'cache_purged_tags_total',
    help: 'Tags purged (change events), by tag kind',
    labelNames: ['kind'] as const,
    registers,
  });
  const purgedEntries = new Counter({
    name: 'cache_purged_entries_total',
    help: 'Entries forgotten by purges, all caches together',
    registers,
  });
  const sizes = new Map<CacheName, () => { entries: number; bytes: number }>();
  new Gauge({
    name: 'cache_entries',
    help: 'Entries kept, by cache',
    labelNames: ['cache'] as const,
    registers,
    collect() {
      for (const [cache, size] of sizes) this.set({ cache }, size().entries);
    },
  });
  new Gauge({
    name: 'cache_bytes',
    help: 'Bytes kept, by cache (the answer cache is bounded by entries and reports 0)',
    labelNames: ['cache'] as const,
    registers,
    collect() {
      for (const [cache, size] of sizes) this.set({ cache }, size().bytes);
    },
  });

  const throttled = new Counter({
    name: 'throttle_refusals_total',
    help: 'Attempts refused by the throttle, by rule (call and scope)',
    labelNames: ['rule'] as const,
    registers,
  });
  const cartChanges = new Counter({
    name: 'cart_changes_total',
    help: 'Cart changes by call and outcome (ok, refused, error)',
    labelNames: ['call', 'outcome'] as const,
    registers,
  });

  return {
    registry,
    http,
    upstream: {
      exchanged(call, seconds, result) {
        const name = callLabel(call);
        const outcome: UpstreamOutcome = upstreamOutcome(result);
        upstreamDuration.observe({ call: name }, seconds);
        upstreamCalls.inc({ call: name, outcome });
      },
      retried(call) {
        upstreamCalls.inc({ call: callLabel(call), outcome: 'retried' });
      },
    },
    ssr: {
      shell: (visitor, seconds) => shell.observe({ visitor }, seconds),
      allReady: (visitor, seconds) => allReady.observe({ visitor }, seconds),
      aborted: (reason) => aborted.inc({ reason }),
    },
    caches: {
      lookup: (cache, result) => lookups.inc({ cache, result }),
      watch: (cache, size) => void sizes.set(cache, size),
      purged(tags, forgotten) {
        for (const tag of tags) purgedTags.inc({ kind: tagKind(tag) });
        purgedEntries.inc(forgotten);
      },
    },
    readiness: readinessGauge(registry),
    // ThrottledCall names only reach here (throttle.ts), yet the rule is checked like any label.
    throttled: (call, scope) => throttled.inc({ rule: `${callLabel(call)}:${scope}` }),
    cartChanged: (call, outcome) => cartChanges.inc({ call: callLabel(call), outcome }),
    rum: createRumMetrics(registry),
  };
}
