import { describe, expect, it } from 'vitest';
import { createBackendMetrics } from '../server/backend/metrics/backend-metrics';
import { createBffMetrics } from '../server/telemetry/metrics/bff-metrics';
import { alertExpressions, metricNames, panelQueries, readDashboard } from './dashboard-queries';

// Every metric the Grafana dashboard and the alert rules read must be one our processes serve:
// a renamed metric would otherwise leave a panel empty and an alert silent without anyone
// noticing. The names are read from the live registries (what GET /metrics serves), with
// histograms' _bucket/_sum/_count series.

const build = { version: 'test', commit: 'test' };
const registries = [
  createBffMetrics({ build, defaults: true }).registry,
  createBackendMetrics({ build, defaults: true }).registry,
];

/** Series Prometheus makes itself for every target. */
const PROMETHEUS_OWN = ['up'];

async function servedNames(): Promise<Set<string>> {
  const names = new Set(PROMETHEUS_OWN);
  for (const registry of registries) {
    for (const metric of await registry.getMetricsAsJSON()) {
      names.add(metric.name);
      if (String(metric.type) === 'histogram') {
        for (const suffix of ['_bucket', '_sum', '_count']) names.add(metric.name + suffix);
      }
    }
  }
  return names;
}

const dashboard = readDashboard();
const panels = panelQueries(dashboard);
const alerts = alertExpressions();

describe('the dashboard and the alerts read metrics we serve', () => {
  it('has queries to check (panels and alerts were found)', () => {
    expect(panels.length).toBeGreaterThanOrEqual(20);
    expect(alerts.map((a) => a.alert)).toHaveLength(7);
  });

  it.each(panels.map((q) => [`${q.panel} (${q.refId})`, q.expr]))('panel %s', async (_name, expr) => {
    const served = await servedNames();
    const names = metricNames(expr);
    expect(names.length).toBeGreaterThan(0);
    const unknown = names.filter((n) => !served.has(n));
    expect(unknown, expr).toEqual([]);
  });

  it.each(alerts.map((a) => [a.alert, a.expr]))('alert %s', async (_name, expr) => {
    const served = await servedNames();
    const names = metricNames(expr);
    expect(names.length).toBeGreaterThan(0);
    // an alert on a metric still to come would never fire: no pending names here
    expect(
      names.filter((n) => !served.has(n)),
      expr,
    ).toEqual([]);
  });

  it("the route variable lists the request histogram's route label", async () => {
    const served = await servedNames();
    const templating = (dashboard as { templating?: { list: Array<{ name: string; definition: string }> } }).templating;
    const route = templating?.list.find((v) => v.name === 'route');
    const m = /^label_values\((\w+), route\)$/.exec(route?.definition ?? '');
    expect(m && served.has(m[1]!)).toBe(true);
  });

  it('knows a name that is not served when it sees one', async () => {
    const served = await servedNames();
    expect(metricNames('rate(http_server_requests_total[5m])').filter((n) => !served.has(n))).toEqual([
      'http_server_requests_total',
    ]);
  });
});
