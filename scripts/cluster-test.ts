// `bash scripts/cluster-test.sh`: the docker-compose topology started from dist/ on loopback
// (redis-server, the backend, two BFF replicas, nginx with deploy/nginx.conf) and Debian's
// prometheus scraping it, then the checks in order, a summary table, and exit 1 on any
// unexpected failure.
import { mkdirSync } from 'node:fs';
import { Client, json } from './cluster/http-client';
import { percentile, type Shop } from './cluster/load';
import {
  backendRestart,
  hardKill,
  redisDown,
  rollingRestart,
  signInAcrossReplicas,
  throttleAcrossReplicas,
} from './cluster/phases';
import type { PhaseRow } from './cluster/phase-row';
import { changeOnEveryReplica } from './cluster/change-phase';
import { editsOnEveryReplica } from './cluster/edit-phase';
import { dashboardQueries } from './cluster/dashboard-phase';
import { metricsThroughPrometheus } from './cluster/metrics-phase';
import { Prometheus } from './cluster/prometheus';
import { traceEnv, traceThroughNginx } from './cluster/trace-phase';
import { startOtlpReceiver, type OtlpReceiver } from './otlp-receiver';
import { stopAll } from './cluster/processes';
import { Topology } from './cluster/topology';

const dir = process.env.CLUSTER_DIR;
const pidFile = process.env.CLUSTER_PID_FILE;
if (!dir || !pidFile) {
  console.error('run through scripts/cluster-test.sh (it sets CLUSTER_DIR and CLUSTER_PID_FILE)');
  process.exit(2);
}
mkdirSync(dir, { recursive: true });

async function shopOf(base: string): Promise<Shop> {
  const c = new Client('127.0.0.1');
  const all = json<{ products: { handle: string; variants: { id: string; availableForSale: boolean }[] }[] }>(
    await c.api(base, 'get-all-products', {}),
  );
  c.close();
  const handles = all.products.map((p) => p.handle);
  return {
    base,
    pages: ['/', '/shop', ...handles.slice(0, 4).map((h) => `/products/${h}`), '/cart'],
    variants: all.products.flatMap((p) => p.variants.filter((v) => v.availableForSale).map((v) => v.id)).slice(0, 8),
  };
}

function table(rows: PhaseRow[]): string {
  const head = ['phase', 'requests', 'failures', 'allowed', 'p50 ms', 'p99 ms', 'measured', 'result'];
  const body = rows.map((r) => [
    r.phase,
    String(r.requests),
    String(r.failures),
    String(r.expected),
    percentile(r.latencies, 0.5).toFixed(0),
    percentile(r.latencies, 0.99).toFixed(0),
    r.measured ?? '',
    r.problems.length === 0 ? 'ok' : 'FAIL',
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => b[i]!.length)));
  const line = (cells: string[]) =>
    `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(' | ')} |`;
  return [line(head), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...body.map(line)].join('\n');
}

let otlp: OtlpReceiver | undefined;

async function main(): Promise<number> {
  const started = Date.now();
  const t = await Topology.create(dir!, pidFile!);
  // The replicas and the backend export their spans here (phase k).
  otlp = await startOtlpReceiver();
  t.extraEnv = traceEnv(otlp.url);
  console.log(`cluster-test: starting the topology in ${dir} (nginx on ${t.siteUrl})`);
  await t.startAll();
  const prom = await Prometheus.start(t);
  const scrapedFrom = Date.now();
  console.log(`cluster-test: up in ${((Date.now() - started) / 1000).toFixed(1)} s (prometheus on ${prom.url})`);
  const shop = await shopOf(t.siteUrl);
  // Warm both replicas' render caches so the first phase's latencies are not cold starts.
  const warm = new Client('127.0.0.1');
  for (const r of t.replicas) for (const p of shop.pages) await warm.request(r.url, p);
  warm.close();

  const rows: PhaseRow[] = [];
  const phases = [
    () => signInAcrossReplicas(t, shop),
    () => throttleAcrossReplicas(t),
    () => rollingRestart(t, shop),
    () => hardKill(t, shop),
    () => redisDown(t, shop),
    () => backendRestart(t, shop),
    // last: after restarts and Redis away and back, the fan-out has reconnected too
    () => changeOnEveryReplica(t, shop),
    () => editsOnEveryReplica(t, shop),
    // after every other phase: the dashboard is asked over all they did
    () => metricsThroughPrometheus(t, shop, prom),
    () =>
      dashboardQueries(prom, scrapedFrom, { replicas: t.replicas.map((x) => x.url), targets: t.replicas.length + 1 }),
    () => traceThroughNginx(t, shop, otlp!),
  ];
  for (const phase of phases) {
    const phaseStart = Date.now();
    let result: PhaseRow;
    try {
      result = await phase();
    } catch (err) {
      result = {
        phase: `phase ${rows.length + 1}`,
        requests: 0,
        failures: 0,
        expected: 0,
        latencies: [],
        problems: [`aborted: ${(err as Error).message}`],
        notes: [],
      };
    }
    rows.push(result);
    console.log(
      `cluster-test: ${result.phase}: ${result.problems.length === 0 ? 'ok' : 'FAIL'} in ${((Date.now() - phaseStart) / 1000).toFixed(1)} s${result.notes.length ? ` (${result.notes.join('; ')})` : ''}`,
    );
    for (const p of result.problems.slice(0, 15)) console.log(`    ${p}`);
    if (result.problems.some((p) => p.startsWith('aborted'))) break;
  }
  console.log(`\n${table(rows)}\n`);
  const failed = rows.filter((r) => r.problems.length > 0).length + (rows.length < phases.length ? 1 : 0);
  console.log(
    `cluster-test: ${failed === 0 ? 'passed' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(0)} s (logs: ${dir})`,
  );
  return failed === 0 ? 0 : 1;
}

let code = 1;
try {
  code = await main();
} catch (err) {
  console.error(`cluster-test: ${(err as Error).message}`);
} finally {
  await stopAll();
  await otlp?.close();
}
process.exit(code);
