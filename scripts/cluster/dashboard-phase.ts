import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  choose,
  dashboardVariables,
  filterValues,
  isWebVitals,
  labelValuesQuery,
  panelQueries,
  referencedVariables,
  staticValues,
  substitute,
  type Choice,
} from './dashboard-queries';
import type { PhaseRow } from './phase-row';
import type { Prometheus } from './prometheus';
import { postBeacons, type BeaconsSent } from './rum-beacons';
import { root } from './topology';

// j) The Grafana dashboard against this run's Prometheus: every panel's query, its variables
// substituted as Grafana would, asked over the whole run as the panel would draw it, must
// return at least one series with a number in it. Web Vitals panels need browsers' beacons:
// a few valid ones are posted to each replica first, in two rounds a scrape apart
// (rum-beacons.ts); were none accepted, those panels are listed as skipped, never passed.

export const DASHBOARD = 'deploy/grafana/dashboards/storefront.json';
const STEP_S = 5;

async function choices(dashboard: unknown, prom: Prometheus, notes: string[]): Promise<Record<string, Choice>> {
  const out: Record<string, Choice> = {};
  for (const v of dashboardVariables(dashboard)) {
    let values = staticValues(v);
    if (v.type === 'query') {
      const q = labelValuesQuery(v.query);
      values = q ? filterValues(await prom.labelValues(q.label, q.match), v.regex) : [];
      if (!q) notes.push(`variable ${v.name}: query ${v.query} not understood`);
    }
    out[v.name] = choose(v, values);
  }
  return out;
}

export async function dashboardQueries(
  prom: Prometheus,
  runStartMs: number,
  site: { replicas: readonly string[]; targets: number },
): Promise<PhaseRow> {
  const r: PhaseRow = {
    phase: 'j) dashboard queries',
    requests: 0,
    failures: 0,
    expected: 0,
    latencies: [],
    problems: [],
    notes: [],
  };
  const file = resolve(root, DASHBOARD);
  if (!existsSync(file)) {
    r.notes.push(`${DASHBOARD} is not in this tree: skipped`);
    r.measured = 'skipped';
    return r;
  }
  const beacons: BeaconsSent = { sent: 0, accepted: 0, refused: [] };
  for (let round = 0; round < 2; round++) {
    await postBeacons(site.replicas, beacons);
    await prom.scrapedAfter(Date.now() + 300, site.targets);
  }
  r.notes.push(`${beacons.accepted}/${beacons.sent} Web Vitals beacons accepted`);
  for (const refused of beacons.refused.slice(0, 5)) r.problems.push(`beacon refused: ${refused}`);
  const beaconsSent = beacons.accepted > 0;
  const dashboard = JSON.parse(readFileSync(file, 'utf8')) as unknown;
  const chosen = await choices(dashboard, prom, r.notes);
  const names = Object.keys(chosen);
  const skipped: string[] = [];
  let withData = 0;
  const queries = panelQueries(dashboard);
  // The last point of each range is now: a panel's newest value counts too.
  const end = Date.now();
  const start = end - Math.floor((end - runStartMs) / (STEP_S * 1000)) * STEP_S * 1000;
  for (const q of queries) {
    const what = `"${q.panel}" ${q.refId}`;
    if (isWebVitals(q.expr) && !beaconsSent) {
      skipped.push(what);
      continue;
    }
    const expr = substitute(q.expr, chosen);
    const left = referencedVariables(expr, names);
    if (left.length > 0) {
      r.problems.push(`${what}: variables ${left.join(', ')} left in ${expr}`);
      continue;
    }
    r.requests += 1;
    const started = performance.now();
    try {
      const series = await prom.queryRange(expr, start, end, STEP_S);
      r.latencies.push(performance.now() - started);
      if (series.some((s) => s.values.some(Number.isFinite))) withData += 1;
      else {
        r.failures += 1;
        r.problems.push(`${what}: no data over the run (${series.length} series) for ${expr}`);
      }
    } catch (err) {
      r.failures += 1;
      r.problems.push(`${what}: ${(err as Error).message}`);
    }
  }
  r.measured = `${withData}/${queries.length - skipped.length} with data${skipped.length ? `, ${skipped.length} skipped` : ''}`;
  if (skipped.length > 0) r.notes.push(`skipped (no Web Vitals beacons in this run): ${skipped.join(', ')}`);
  return r;
}
