// The cluster test's Prometheus configuration, made from the topology's ports: both replicas'
// METRICS_PORT under the job `storefront` (labelled replica A, B) and the backend's under
// `backend`, the job names deploy/prometheus/prometheus.yml uses, so the dashboard's queries
// read the same series. Scraped every second: a phase of a few seconds shows in it.
// Written as JSON, which Prometheus's YAML parser reads as it is.

export interface ScrapeTargets {
  /** Each replica's metrics port, in replica order (A, B, …). */
  replicas: readonly number[];
  backend: number;
  host?: string;
}

export const SCRAPE_INTERVAL_SECONDS = 1;

export const replicaLabel = (i: number): string => String.fromCharCode(65 + i);

export function prometheusConfig(t: ScrapeTargets): string {
  const host = t.host ?? '127.0.0.1';
  if (t.replicas.length === 0) throw new Error('prometheus config: no replica to scrape');
  for (const port of [...t.replicas, t.backend])
    if (!Number.isInteger(port) || port < 1 || port > 65_535) throw new Error(`prometheus config: bad port ${port}`);
  const interval = `${SCRAPE_INTERVAL_SECONDS}s`;
  const config = {
    global: { scrape_interval: interval, scrape_timeout: interval, evaluation_interval: interval },
    scrape_configs: [
      {
        job_name: 'storefront',
        static_configs: t.replicas.map((port, i) => ({
          targets: [`${host}:${port}`],
          labels: { replica: replicaLabel(i) },
        })),
      },
      { job_name: 'backend', static_configs: [{ targets: [`${host}:${t.backend}`] }] },
    ],
  };
  return `${JSON.stringify(config, null, 2)}\n`;
}
