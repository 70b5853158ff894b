import { readFileSync } from 'node:fs';
import type { OtlpReceiver } from '../otlp-receiver';
import { Client } from './http-client';
import type { Shop } from './load';
import type { PhaseRow } from './phase-row';
import { waitFor } from './processes';
import type { Topology } from './topology';
import { alwaysSampledTraceId, spanId, traceparent } from './trace-id';
import { BACKEND_SERVICE, followTrace, type SpanLike } from './trace-links';

// k) One trace end to end: a cart created through nginx with a caller's `traceparent`; the
// replica continues the caller's trace, its upstream call carries it to the backend, and the
// backend's span is that call's child (trace-links.ts); nginx's access log line and the
// replica's log lines carry the trace id. The replicas and the backend export to
// the test's OTLP receiver with 5% of the other traffic sampled; this trace's id is one the
// ratio sampler always keeps (trace-id.ts).

/** What the replicas and the backend are started with. */
export function traceEnv(receiverUrl: string): NodeJS.ProcessEnv {
  return {
    OTEL_EXPORTER_OTLP_ENDPOINT: receiverUrl,
    OTEL_TRACES_SAMPLER: 'traceidratio',
    OTEL_TRACES_SAMPLER_ARG: '0.05',
    // spans exported within half a second rather than the default 5 s
    OTEL_BSP_SCHEDULE_DELAY: '500',
  };
}

const named = (s: SpanLike | undefined) => (s ? `${s.service} "${s.name}"` : 'none');

export async function traceThroughNginx(t: Topology, shop: Shop, otlp: OtlpReceiver): Promise<PhaseRow> {
  const r: PhaseRow = {
    phase: 'k) a trace through nginx',
    requests: 0,
    failures: 0,
    expected: 0,
    latencies: [],
    problems: [],
    notes: [],
  };
  const traceId = alwaysSampledTraceId();
  const caller = spanId();
  const c = new Client('127.0.0.240');
  try {
    r.requests += 1;
    const created = await c.api(
      t.siteUrl,
      'create-cart',
      { lineItems: [{ variantId: shop.variants[0], quantity: 1 }] },
      { traceparent: traceparent(traceId, caller) },
    );
    r.latencies.push(created.ms);
    if (created.status !== 200) r.problems.push(`create-cart with a traceparent: ${created.status}`);
    const started = Date.now();
    await waitFor(
      `the backend's span of trace ${traceId}`,
      () => otlp.spans().some((s) => s.traceId === traceId && s.service === BACKEND_SERVICE),
      15_000,
      250,
    );
    const exportedMs = Date.now() - started;
    // the replica's spans end after the backend's: one more export round
    await new Promise((ok) => setTimeout(ok, 1_500));
    const links = followTrace(otlp.spans(), traceId, caller, 'upstream create-cart');
    r.problems.push(...links.problems);
    r.notes.push(
      `trace ${traceId}: ${links.bff} replica and ${links.backend} backend spans, the backend's exported within ${exportedMs} ms; ` +
        `${named(links.entry)} under the caller, ${named(links.backendEntry)} under ${named(links.backendParent)}`,
    );
    r.measured = `${links.bff + links.backend} spans`;
    const accessLog = readFileSync(`${t.dir}/nginx/access.log`, 'utf8');
    if (!accessLog.includes(`"trace_id":"${traceId}"`))
      r.problems.push("nginx's access log has no line with the trace id");
    if (!t.replicas.some((x) => x.proc.output().includes(traceId)))
      r.problems.push("no replica's log line carries the trace id");
  } catch (err) {
    r.problems.push((err as Error).message);
  } finally {
    c.close();
  }
  return r;
}
