import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { startOtlpReceiver } from '../otlp-receiver';
import {
  baseline,
  browser,
  f1,
  firstMatch,
  log,
  measure,
  PRODUCT_LINK,
  type Row,
  rows,
  warmUp,
  withServer,
} from './context';
import { get, type LoadResult } from './load';
import type { Running } from './servers';

// Section 5 of `npm run bench`: tracing off and on.

const TRACING = ['tracing off', 'tracing on'] as const;
/** Off, on, on, off: the machine's drift over the section weighs on both sides alike. */
const TRACING_ORDER = ['tracing off', 'tracing on', 'tracing on', 'tracing off'] as const;

let tracingExported = 0;
/** The server's CPU milliseconds per request of each traced/untraced row, by row name. */
const cpuPerRequest = new Map<string, number>();
const CLOCK_TICKS = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim()) || 100;

/**
 * Tracing off and on (every request sampled, exported over OTLP/HTTP to a local receiver in
 * this process), page cache off so every request renders and calls the upstream: the cost of
 * the spans, the context propagation and the export. The export queue is made large enough
 * that no span is dropped under this load (the SDK's default queue of 2,048 drops most of them).
 */
export async function tracingRows(pages: [string, string][], demoDir: string) {
  const receiver = await startOtlpReceiver();
  let served = 0;
  try {
    for (const [i, label] of TRACING_ORDER.entries()) {
      const env: Record<string, string> =
        label === 'tracing on'
          ? {
              OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
              OTEL_TRACES_SAMPLER: 'always_on',
              OTEL_BSP_MAX_QUEUE_SIZE: '200000',
              OTEL_BSP_MAX_EXPORT_BATCH_SIZE: '2048',
              OTEL_BSP_SCHEDULE_DELAY: '500',
            }
          : { OTEL_SDK_DISABLED: 'true' };
      const run = `${label} #${i < 2 ? 1 : 2}`;
      await withServer(run, demoDir, { PAGE_CACHE: 'off', ...env }, async (s) => {
        const healthz = await baseline(s, `/healthz (${run})`);
        if (!pages.some(([n]) => n === 'product')) {
          const shop = (await get(`${s.url}/shop`, browser)).body.toString();
          pages.push(['product', firstMatch(shop, PRODUCT_LINK, 'product link')]);
        }
        const product = pages.find(([n]) => n === 'product')![1];
        await warmUp(s, ['/shop', product]);
        const before = receiver.spans().length;
        await measureCpu(s, `/shop, uncached, ${run}`, `${s.url}/shop`, healthz);
        await measureCpu(s, `product, uncached, ${run}`, s.url + product, healthz);
        if (label === 'tracing on') served += receiver.spans().length - before;
        return healthz;
      });
    }
    log(`  the receiver got ${receiver.spans().length} spans in all (the last 50,000 kept)`);
    tracingExported = served;
  } finally {
    await receiver.close();
  }
}

/**
 * CPU time the process has used (all threads, user + system), from /proc: unlike req/s it
 * hardly moves when other work shares the machine. 0 where there is no /proc.
 */
function cpuMs(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
  } catch {
    return 0;
  }
}

async function measureCpu(server: Running, name: string, url: string, healthz: LoadResult) {
  const before = cpuMs(server.pid);
  await measure(name, url, healthz, { headers: browser });
  const used = cpuMs(server.pid) - before;
  // measure() sends 10 warm-up requests before the row
  const requests = (rows.at(-1)?.result?.requests ?? 0) + 10;
  if (used > 0) cpuPerRequest.set(name, used / requests);
}

/** Mean req/s and p50 of a page's rows with tracing off or on, and their mean ratio to /healthz. */
function tracingMean(all: Row[], page: string, label: string) {
  const found = all.filter((r) => r.name.startsWith(`${page}, uncached, ${label} #`) && r.result && r.healthz);
  if (found.length === 0) return null;
  const mean = (f: (r: Row) => number) => found.reduce((sum, r) => sum + f(r), 0) / found.length;
  const cpu = found.map((r) => cpuPerRequest.get(r.name)).filter((ms): ms is number => ms !== undefined);
  return {
    cpuMs: cpu.length === found.length ? cpu.reduce((a, b) => a + b, 0) / cpu.length : Number.NaN,
    rps: mean((r) => r.result!.rps),
    p50: mean((r) => r.result!.p50),
    ratio: mean((r) => r.result!.rps / r.healthz!.rps),
  };
}

/** The summary lines of the tracing rows (none when the section did not run). */
export function tracingLines(all: Row[]): string[] {
  const lines: string[] = [];
  for (const page of ['/shop', 'product']) {
    const [off, on] = TRACING.map((t) => tracingMean(all, page, t));
    if (!off || !on) continue;
    lines.push(
      `${page} uncached, tracing on (100 % sampled, OTLP) / off: server CPU a request ${(on.cpuMs / off.cpuMs).toFixed(2)}× (${f1(off.cpuMs)} → ${f1(on.cpuMs)} ms); req/s ${(on.rps / off.rps).toFixed(2)}× (${off.rps.toFixed(0)} → ${on.rps.toFixed(0)}), p50 ${(on.p50 / off.p50).toFixed(2)}× (${f1(off.p50)} → ${f1(on.p50)} ms); ratio to /healthz ${off.ratio.toFixed(3)} off, ${on.ratio.toFixed(3)} on.`,
    );
  }
  if (tracingExported > 0) {
    // each row is preceded by 10 warm-up requests (measure)
    const requests = all
      .filter((r) => r.name.includes(', uncached, tracing on #'))
      .reduce((sum, r) => sum + (r.result?.requests ?? 0) + 10, 0);
    lines.push(
      `Spans received while the traced rows ran: ${tracingExported} for ${requests} page requests (${(tracingExported / requests).toFixed(1)} a request).`,
    );
  }
  return lines;
}
