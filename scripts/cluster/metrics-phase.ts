import { countedLoad, type CountedLoad } from './counted-load';
import type { Shop } from './load';
import type { PhaseRow } from './phase-row';
import { increaseBy, outsideTolerance, ratioProblem, byLabel } from './prom-checks';
import { replicaLabel } from './prometheus-config';
import type { Prometheus } from './prometheus';
import type { Topology } from './topology';

// i) What Prometheus saw: a load of known size sent to each replica (different sizes, so one
// replica's count cannot pass for the other's), then through the query API: each replica's
// request counter rose by what it was sent (±5%), the page and answer caches' hit ratios and
// the upstream durations are there for both replicas, and the backend was scraped too.

/** Requests sent to each replica, in replica order. */
export const COUNTED = [150, 90] as const;
const TOLERANCE = 0.05;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const REQUESTS = 'sum by (replica) (http_server_request_duration_seconds_count{job="storefront"})';
const UPSTREAM_CALLS = 'sum by (replica) (upstream_request_duration_seconds_count{job="storefront"})';

export async function metricsThroughPrometheus(t: Topology, shop: Shop, prom: Prometheus): Promise<PhaseRow> {
  const r: PhaseRow = {
    phase: 'i) metrics in Prometheus',
    requests: 0,
    failures: 0,
    expected: 0,
    latencies: [],
    problems: [],
    notes: [],
  };
  const targets = t.replicas.length + 1;
  // A second of quiet (a change's fan-out may still be arriving), then the counters before.
  await sleep(1_000);
  const before = await prom.scrapedAfter(Date.now(), targets);
  const up = await prom.query('up', before);
  for (const s of up)
    if (s.value !== 1) r.problems.push(`target ${s.metric.job} ${s.metric.instance} is down (up=${s.value})`);
  if (up.length !== targets) r.problems.push(`${up.length} scrape targets, expected ${targets}`);
  const [requestsBefore, upstreamBefore] = await Promise.all([
    prom.query(REQUESTS, before),
    prom.query(UPSTREAM_CALLS, before),
  ]);

  const loadStart = Date.now();
  const loads: CountedLoad[] = await Promise.all(
    t.replicas.map((x, i) =>
      countedLoad(x.url, { ...shop, base: x.url }, { total: COUNTED[i] ?? 60, workers: 3, firstOctet: 200 + 10 * i }),
    ),
  );
  // Every answer is in before this; the counters move when a response ends on the server.
  const after = await prom.scrapedAfter(Date.now() + 300, targets);
  const windowS = Math.ceil((after - loadStart) / 1000) + 2;

  const [requestsAfter, upstreamAfter] = await Promise.all([
    prom.query(REQUESTS, after),
    prom.query(UPSTREAM_CALLS, after),
  ]);
  const counted = increaseBy(requestsBefore, requestsAfter, 'replica');
  const upstreamCalls = increaseBy(upstreamBefore, upstreamAfter, 'replica');
  const measured: string[] = [];
  loads.forEach((load, i) => {
    const name = replicaLabel(i);
    r.requests += load.sent;
    r.latencies.push(...load.latencies);
    r.failures += load.failures.length;
    for (const f of load.failures.slice(0, 5)) r.problems.push(`replica ${name}: ${f}`);
    const got = counted.get(name) ?? Number.NaN;
    measured.push(`${name} ${got}/${load.sent}`);
    const off = outsideTolerance(got, load.sent, TOLERANCE);
    if (off) r.problems.push(`replica ${name} requests in Prometheus: ${off}`);
    r.notes.push(`${name} answered ${[...load.statuses].map(([s, n]) => `${n}×${s}`).join(' ')}`);
    if (!((upstreamCalls.get(name) ?? 0) > 0))
      r.problems.push(`replica ${name}: no upstream call counted during the load`);
  });
  r.measured = `counted ${measured.join(', ')}`;

  // Hit ratio of each cache on each replica over the load.
  const ratios = byLabelPair(
    await prom.query(
      `sum by (replica, cache) (increase(cache_lookups_total{job="storefront",result="hit"}[${windowS}s]))` +
        ` / sum by (replica, cache) (increase(cache_lookups_total{job="storefront"}[${windowS}s]))`,
      after,
    ),
  );
  for (let i = 0; i < t.replicas.length; i++)
    for (const cache of ['page', 'answer']) {
      const key = `${replicaLabel(i)}/${cache}`;
      const problem = ratioProblem(ratios.get(key));
      if (problem) r.problems.push(`cache hit ratio ${key}: ${problem}`);
    }
  r.notes.push(`hit ratio ${[...ratios].map(([k, v]) => `${k} ${v.toFixed(2)}`).join(', ')}`);

  // Upstream durations: a p95 from the histogram on each replica, and the calls it covers.
  const p95 = byLabel(
    await prom.query(
      `histogram_quantile(0.95, sum by (replica, le) (rate(upstream_request_duration_seconds_bucket{job="storefront"}[${windowS}s])))`,
      after,
    ),
    'replica',
  );
  for (let i = 0; i < t.replicas.length; i++) {
    const v = p95.get(replicaLabel(i));
    if (v === undefined || !Number.isFinite(v)) r.problems.push(`upstream p95 of replica ${replicaLabel(i)}: ${v}`);
  }
  const calls = await prom.query(
    `sum by (call) (increase(upstream_request_duration_seconds_count{job="storefront"}[${windowS}s])) > 0`,
    after,
  );
  r.notes.push(
    `upstream p95 ${[...p95].map(([k, v]) => `${k} ${(v * 1000).toFixed(0)} ms`).join(', ')} over ${calls.length} calls (${calls
      .map((c) => c.metric.call)
      .sort()
      .join(' ')})`,
  );
  const backend = await prom.query(
    `sum(increase(backend_call_duration_seconds_count{job="backend"}[${windowS}s]))`,
    after,
  );
  if (!((backend[0]?.value ?? 0) > 0)) r.problems.push('the backend counted no call during the load');
  return r;
}

function byLabelPair(samples: { metric: Record<string, string>; value: number }[]): Map<string, number> {
  const out = new Map<string, number>();
  for (const s of samples) out.set(`${s.metric.replica}/${s.metric.cache}`, s.value);
  return new Map([...out].sort(([a], [b]) => a.localeCompare(b)));
}
