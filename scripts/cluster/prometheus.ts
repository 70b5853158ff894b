import { mkdirSync, writeFileSync } from 'node:fs';
import { prometheusConfig } from './prometheus-config';
import { start, waitFor, type Proc } from './processes';
import { freePort } from './ports';
import type { Topology } from './topology';

// Debian's prometheus (/usr/bin/prometheus) scraping the topology, on a free loopback port,
// its data in the run directory (30 min retention: a run takes minutes), its PID in the pid
// file like every other process, and a small client of its HTTP API.

export const PROMETHEUS_BIN = '/usr/bin/prometheus';

export interface Sample {
  metric: Record<string, string>;
  value: number;
}

export interface Series {
  metric: Record<string, string>;
  values: number[];
}

interface ApiAnswer<T> {
  status: 'success' | 'error';
  data?: T;
  error?: string;
}

type QueryData =
  | { resultType: 'vector'; result: { metric: Record<string, string>; value: [number, string] }[] }
  | { resultType: 'scalar'; result: [number, string] }
  | { resultType: 'matrix'; result: { metric: Record<string, string>; values: [number, string][] }[] };

export class Prometheus {
  private constructor(
    readonly url: string,
    readonly proc: Proc,
  ) {}

  static async start(t: Topology): Promise<Prometheus> {
    const dir = `${t.dir}/prometheus`;
    mkdirSync(`${dir}/data`, { recursive: true });
    writeFileSync(
      `${dir}/prometheus.yml`,
      prometheusConfig({ replicas: t.ports.metrics, backend: t.ports.backendMetrics }),
    );
    const port = await freePort();
    const proc = start(
      'prometheus',
      PROMETHEUS_BIN,
      [
        `--config.file=${dir}/prometheus.yml`,
        `--storage.tsdb.path=${dir}/data`,
        '--storage.tsdb.retention.time=30m',
        `--web.listen-address=127.0.0.1:${port}`,
        '--log.level=warn',
      ],
      { log: `${t.dir}/prometheus.log`, pidFile: t.pidFile },
    );
    const p = new Prometheus(`http://127.0.0.1:${port}`, proc);
    await waitFor(
      'prometheus ready',
      async () => (await fetch(`${p.url}/-/ready`, { signal: AbortSignal.timeout(2_000) })).status === 200,
      30_000,
      250,
    );
    return p;
  }

  private async api<T>(path: string, params: Record<string, string>): Promise<T> {
    const res = await fetch(`${this.url}${path}`, {
      method: 'POST',
      body: new URLSearchParams(params),
      signal: AbortSignal.timeout(10_000),
    });
    const body = (await res.json()) as ApiAnswer<T>;
    if (body.status !== 'success' || body.data === undefined)
      throw new Error(`prometheus ${path} ${params.query ?? ''}: ${res.status} ${body.error ?? 'no data'}`);
    return body.data;
  }

  /** An instant query (/api/v1/query) at `at` (ms; now by default): a scalar is one sample without labels. */
  async query(query: string, at?: number): Promise<Sample[]> {
    const data = await this.api<QueryData>('/api/v1/query', {
      query,
      ...(at !== undefined && { time: (at / 1000).toFixed(3) }),
    });
    if (data.resultType === 'scalar') return [{ metric: {}, value: Number(data.result[1]) }];
    if (data.resultType !== 'vector') throw new Error(`prometheus: ${query} answered a ${data.resultType}`);
    return data.result.map((r) => ({ metric: r.metric, value: Number(r.value[1]) }));
  }

  /** A range query (/api/v1/query_range), as a dashboard panel asks it. */
  async queryRange(query: string, fromMs: number, toMs: number, stepSeconds: number): Promise<Series[]> {
    const data = await this.api<QueryData>('/api/v1/query_range', {
      query,
      start: (fromMs / 1000).toFixed(3),
      end: (toMs / 1000).toFixed(3),
      step: String(stepSeconds),
    });
    if (data.resultType !== 'matrix') throw new Error(`prometheus: ${query} answered a ${data.resultType}`);
    return data.result.map((r) => ({ metric: r.metric, values: r.values.map((v) => Number(v[1])) }));
  }

  /** A label's values among the series of `match` (a dashboard's label_values variable). */
  labelValues(label: string, match?: string): Promise<string[]> {
    const params = new URLSearchParams(match ? { 'match[]': match } : {});
    return fetch(`${this.url}/api/v1/label/${encodeURIComponent(label)}/values?${params}`, {
      signal: AbortSignal.timeout(10_000),
    })
      .then((res) => res.json() as Promise<ApiAnswer<string[]>>)
      .then((body) => body.data ?? []);
  }

  /**
   * Waits until every target has been scraped after `sinceMs`, so an instant query from then
   * on counts everything that happened before it. Answers the time to query at.
   */
  async scrapedAfter(sinceMs: number, targets: number, timeoutMs = 15_000): Promise<number> {
    let at = 0;
    await waitFor(
      `prometheus to scrape every target after ${new Date(sinceMs).toISOString()}`,
      async () => {
        const up = await this.query('timestamp(up)');
        const fresh = up.filter((s) => s.value * 1000 > sinceMs);
        if (fresh.length < targets) return false;
        at = Math.max(...fresh.map((s) => s.value * 1000));
        return true;
      },
      timeoutMs,
      250,
    );
    return at;
  }
}
